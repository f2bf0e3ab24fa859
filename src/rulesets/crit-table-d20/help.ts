/** The crit-table-d20 help text, in our own words (Markdown-lite: paragraphs and `- ` lists). */
export const help = `Everyone rolls one d6 a round and adds their DEX bonus; the GM counts down from the highest number, and equal numbers act at the same time. Your number holds for everything you do that round. If you hold your action, set a spear against a charge or strike a closing foe with a long-reach weapon, you act on the other combatant's number instead: enter it if the GM tells you, otherwise the GM places you.

To hit, you roll a d20 and add your attack bonus, your STR bonus in melee or DEX bonus with missiles, and the situation; reaching the target's AC hits. The phone shows the number you need on the die and the exact chance of each result. If the GM keeps the AC secret, you see the odds for AC 8 to 24 instead. A natural 20 always hits and a natural 1 always misses, and each calls for a second d20: after a 20 it decides between regular, maximum and critical damage (the dice as rolled plus their maximum plus the modifier), and on a total of 20 a d4 puts a condition on the foe; after a 1 it decides whether your weapon breaks, you stumble, you leave an opening, you drop the weapon or nothing worse happens. The odds of all of these are shown before you roll, and the phone rolls them for you, including the DEX checks they call for.

What the phone works out for you:
- Initiative and the number you act on, including holding, setting against a charge (double damage only if your number is at least the charger's) and long reach.
- Every modifier the rules name: charge (+2 to hit, double damage, -2 AC; a spear, lance or pole arm, at least 10 ft and at most double your movement), from behind (not with Sneak Attack), flanking, range bands (nothing beyond long range), missiles at a foe within 5 ft (or the unaware-foe exception), concealment, two weapons, non-lethal blows (with the flat of a melee weapon), punches and kicks; and a parting shot, an extra attack at +2 when a foe next to you turns its back to move away (not with a crossbow you shot this round: it is empty).
- Damage for a hit and the exact spread of a natural 20's damage; non-lethal blows are halved, rounding down, and damage never drops below zero.
- Your AC for the round: after a charge, parry and dodge, or a condition a foe's critical put on you.
- Your movement for the round: double while running or charging, half while backing away from a fight, none while reloading.
- Crossbow reloads across rounds (a light crossbow shoots every second round, a heavy one every third; reload rounds allow nothing else), rounds run against three times your CON and the fatigue after, and a critical miss that costs you next round's attack or leaves you stumbling.
- The surprise roll (if you are surprised, you do nothing that round: no attack, no parry and dodge, no charge, no movement), the grapple check (a touch attack first when you start the hold) and the save against losing a spell when you are attacked while casting.

Table options, where the text can be read more than one way (the default first):
- What is added to the special d20 after a natural 20: the attack roll's modifiers; or nothing (the odds the text prints); or the damage modifier.
- Surprise: a d20 that surprises you on 13 or more (15 for elves), with 3 added when a well-hidden ambush waits; or a d20 that must reach 13 (15 for elves, 3 more against an ambush) to avoid surprise.
- A kick deals 1d4 without STR; the option adds STR as for other melee blows.

Our own readings, where the text is silent: a DEX check is a d20 plus your DEX bonus against the DC; a grapple tie is the GM's call; a charge counts as a round of running; a special d20 total under 1 counts as regular damage and over 20 as a 20.

Left to the GM, shown as notes: whether a charge path is clear, the penalty for a target's cover (the rules name cover but give no number; enter the GM's figure as the to-hit modifier), whether surprise is possible, foes that only magic or silver can hurt, how long a condition lasts, missiles that miss into a melee with your allies, parting shots when you turn away, whether brawling can hurt a monster, free attacks after a sloppy miss, a touch attack's AC, and where a thrown flask of oil or holy water lands when it misses, with its fire and splash.`;
