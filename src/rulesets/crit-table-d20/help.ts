import type { GlossaryEntry } from '../../engine/ruleset';
/** The crit-table-d20 help text, in our own words (Markdown-lite: paragraphs and `- ` lists). */
export const help = `Everyone rolls one d6 a round and adds their DEX bonus; the GM counts down from the highest number, and equal numbers act at the same time. Your number holds for everything you do that round. If you hold your action, set a spear against a charge or strike a closing foe with a long-reach weapon, you act on the other combatant's number instead: enter it if the GM tells you, otherwise the GM places you.

To hit, you roll a d20 and add your attack bonus, your STR bonus in melee or DEX bonus with missiles, and the situation; reaching the target's AC hits. The phone shows the number you need on the die and the exact chance of each result. If the GM keeps the AC secret, you see the odds for AC 8 to 24 instead. A natural 20 always hits and a natural 1 always misses, and each calls for a second d20: after a 20 it decides between regular, maximum and critical damage (the dice as rolled plus their maximum plus the modifier), and on a total of 20 a d4 puts a condition on the foe; after a 1 it decides whether your weapon breaks, you stumble, you leave an opening, you drop the weapon or nothing worse happens. The odds of all of these are shown before you roll, and the phone rolls them for you, including the DEX checks they call for.

What the phone works out for you:
- Initiative and the number you act on, including holding, setting against a charge (double damage only if your number is at least the charger's) and long reach.
- Every modifier the rules name: charge (+2 to hit, double damage, -2 AC; a spear, lance or pole arm, at least 10 ft and at most double your movement), from behind (not with Sneak Attack), flanking, range bands (nothing beyond long range), missiles at a foe within 5 ft (or the unaware-foe exception), concealment, two weapons, non-lethal blows (with the flat of a melee weapon), punches and kicks; and a parting shot, an extra attack at +2 when a foe next to you turns its back to move away (not with a crossbow you shot this round: it is empty; with a missile weapon it takes the -5 for a foe within 5 ft).
- Damage for a hit and the exact spread of a natural 20's damage; non-lethal blows are halved, rounding down, and damage never drops below zero.
- Your AC for the round: after a charge, parry and dodge, or a condition a foe's critical put on you. Your phone keeps the round's parry and dodge or charge until a round passes, so a monster's attack settled on your phone counts it.
- Your movement for the round: double while running or charging, half while backing away from a fight, none while reloading.
- Crossbow reloads across rounds (a light crossbow shoots every second round, a heavy one every third; reload rounds allow nothing else), rounds run against three times your CON and the fatigue after, and a critical miss that costs you next round's attack or leaves you stumbling. A weapon that breaks stays broken: the phone will not attack with it until you clear it on the strip (repaired or replaced).
- Your hit points and what lasts (see below).
- The surprise roll, one d20 for your whole side (enter the face if someone has rolled it already; if you are surprised, you do nothing that round: no attack, no parry and dodge, no charge, no movement), the grapple check (a touch attack first when you start the hold) and the save against losing a spell when you are attacked while casting: the phone keeps your spell for the round, and an attack on you before it goes off, even a miss, settled on your phone loses it if that save failed.

What lasts from round to round, kept with the character: your hit points (the sheet's maximum to start), counted down by each hit you take, whether scanned from the attacker's code or typed. AC decides whether an attack hits, so nothing is taken off the damage. At 0 hit points you are dead, unless you have taken some non-lethal damage: then you fall unconscious instead, and wake with 1 hit point after 1d4 turns, or sooner when someone spends 2d10 rounds reviving you (mark it in your state). Any further damage while unconscious kills. While you are down the phone plans no actions.
- A foe's natural 20 with a special 20 puts its condition on you (disarmed, shaken, prone, blinded), and your odds, AC and initiative carry it until it is cleared.
- A grapple's touch attack grabs you: you cannot move off, and each round the phone adds a grapple check to break free against the holder's total (a tie is the GM's call); if the holder keeps you from speaking, no spells.
- Burning oil that hits you burns again for 1d8 at the end of the next round, unless you spend that round putting it out (the action "Put out burning oil on you"); then it is out. Standing in burning oil on the ground costs 1d6 at the end of every round, for the 10 rounds it burns; step out and clear it. Resistance to fire (on the sheet) stops both.
- A punch or kick you land on metal armour while you wear leather or none hurts you instead: the phone takes the damage off your own hit points.
- Typing a hit by hand, tag what the damage alone does not say: non-lethal, grapple, oil, ground fire, or the condition of a critical. Ground fire is best typed with 0 damage: the phone rolls its 1d6 at the end of each round.
- "Next round" burns the oil and the ground fire, counts down a knock-out and timed conditions; crossbow reloads, stumbles and lost attacks count down with each rolled round.

Monsters: a GM's monster is a character sheet like yours, rolled by the same rules: its stat line is AC, hit points, attack bonus, STR and DEX bonus and weapons. Five come ready (goblin, orc, wolf, bandit archer, ogre); they are ours, since the rules describe no creatures. They attack with your AC left secret, so your phone settles each d20 against your own AC when you take the hit. When you keep a monster's AC secret, the GM's phone settles your d20 against the AC the GM types by the very same comparison your phone makes: a natural 20 always hits with the damage you rolled, a natural 1 always misses, and otherwise your total must reach the AC. The rules do nothing to a group of monsters at the end of a round (there is no morale roll), so each one just goes on to the next round like a character.

Table options, where the text can be read more than one way (the default first):
- What is added to the special d20 after a natural 20: the attack roll's modifiers; or nothing (the odds the text prints); or the damage modifier.
- Surprise: a d20 that surprises you on 13 or more (15 for elves), with 3 added when a well-hidden ambush waits; or a d20 that must reach 13 (15 for elves, 3 more against an ambush) to avoid surprise. The text only says "DC"; both readings use a d20, the die of its other checks and the smallest usual die that reaches 13 and 15.
- A kick deals 1d4 without STR; the option adds STR as for other melee blows.
- Who falls unconscious at 0 hit points: anyone who has taken some non-lethal damage (the text's words); or only when the blow that brings you to 0 is non-lethal.
- Rounds in a turn: 60 (a ten-minute turn of 10-second rounds), for waking after 1d4 turns. The text does not say how long a turn is.
- How long a critical's condition lasts: until the GM ends it (0, the default: the text gives no duration); or a number of rounds.

Our own readings, where the text is silent: a DEX check is a d20 plus your DEX bonus against the DC; a grapple tie is the GM's call; a charge counts as a round of running; a special d20 total under 1 counts as regular damage and over 20 as a 20; waking from a knock-out spends the non-lethal damage taken; a character held in a grapple cannot move off, and makes its grapple check to break free each round beside its action; healing does not wake the unconscious or raise the dead.

Left to the GM, shown as notes: whether a charge path is clear, the penalty for a target's cover (the rules name cover but give no number; enter the GM's figure as the to-hit modifier), whether surprise is possible, foes that only magic or silver can hurt, when a condition ends, missiles that miss into a melee with your allies (a flask scatters instead), parting shots when you turn away, whether brawling can hurt a monster, free attacks after a sloppy miss, a touch attack's AC, and where a thrown flask of oil or holy water lands when it misses, with its fire and splash.`;

/** The rule text's abbreviations as the sheet and round show them, in our words (see GlossaryEntry). */
export const glossary: readonly GlossaryEntry[] = [
  { term: "AC", text: "Armor Class: the number an attack roll must reach to hit you." },
  { term: "STR", text: "Strength: its bonus counts to hit in melee and to damage." },
  { term: "DEX", text: "Dexterity: its bonus counts in initiative and to hit with missiles." },
  { term: "CON", text: "Constitution: you can run 3 rounds per point before tiring." },
  { term: "HP", text: "Hit points." },
];
