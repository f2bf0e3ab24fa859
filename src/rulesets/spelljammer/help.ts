import type { GlossaryEntry } from '../../engine/ruleset';
/** The Spelljammer help text, in our own words (Markdown-lite: paragraphs and `- ` lists). */
export const help = `Each attack you get this round has its own initiative roll: the first on a d10, the next on a d8, then a d6 and so on, plus your IM and what your declaration adds or takes away. The count runs down from the highest number. Anything on 11 or higher happens before anyone moves, 10 to 1 is the movement phase, 0 to -5 comes after movement, and an attack that lands on -6 or lower does not happen. If two of your own attacks land on the same number, the later one moves down a segment.

To hit, the phone takes your SC with every modifier, subtracts the target's DEF, and shows the number you must roll at or under on a d100, with the critical and grievous ranges from the Modified Strike Chance table and the fixed results (96-100 always miss, 03 always hits, 02 is always at least a critical, 01 a grievous hit). If the GM keeps the DEF secret, you see the odds for DEF 0 to 100 instead, and a roll of 96-100 or 01-03 still counts at once. A target surprised out of combat keeps only its always-on magical DEF, so that number takes the place of its DEF. A shot that the friend-or-foe roll sends at a friend is for the GM to compare with the friend's DEF.

What the phone works out for you:
- The chance of each result and the exact spread of your damage: a critical or grievous hit doubles it and the target's PROT does not count.
- Attacks the declaration costs (moving, running, aiming, readying a shield, a potion, drawing weapons) and your initiative modifiers.
- Your own DEF for the round after defending, full or desperate defense, casting, careful aim, a declared no movement, picking up a weapon or encumbrance; also the DEF to use if you are surprised or withdraw.
- Casting times from your spell rank and type (or a cleric spell's own), when the spell goes off, and that a spell too slow for this round starts on 10 next round. A spell that takes a whole round starts on 10: roll 10 or more, or declare that you held your action.
- Your wound modifier from your hit points now (none at a level you started in) and how much damage in one hit stuns you.
- The friend-or-foe roll when you shoot into a melee, and when you may start moving after your last attack.

What the phone keeps from round to round (your state):
- Hits you take: PROT comes off a hit, not off a critical or grievous hit, and the rest comes off your HP. The wound level follows in the text's words (Wounded, Bloodied, Badly Wounded at 20 HP or less, Very Badly Wounded at 10 and at 5) and its modifier counts in your SC, the friend-or-foe roll, and is shown for cast chances, skill rolls and TMR.
- The Current HP on your sheet is where the evening starts. Hits, bleeding and healing then change the HP kept with your state; if you edit Current HP on the sheet later, that value counts from then on. Whichever changed last wins.
- One hit that does more damage than your stun level stuns you for the rest of the round: your remaining attacks are lost, and attackers get +10 SC against you. It ends when the round passes. From a scanned code the phone knows the segment of the hit and names which of your attacks it cost.
- The attacker's roll decides a grievous hit (the Modified Strike Chance table). A grievous hit takes 1 PROT off your armour until it is repaired (clear "Armour damaged" once it is). Whether it also causes a grievous wound is the GM's roll on tables this text does not give, so the phone waits for it: "Grievous wound?" stays on your strip until you either take a "Grievous wound (the GM's roll)" hit with no damage, or clear it when the roll gave none. A hit the GM already called a grievous wound can be typed as one. Enter the wound's effect as the GM says; a modifier you enter counts in all your rolls.
- An arrow, quarrel, javelin or spear that hits you critically stays stuck: its DEX penalty shows until it is pulled out, and it bleeds 1, 2 or 5 HP each round you stay in combat or strenuous activity (turn that off when you rest). What the DEX penalty costs your IM or DEF depends on your DEX rules, which this text does not give: enter it, and it counts. Pulling it out takes First Aid; the skill is not in this text, so the GM rules what that costs.
- A hit rolled against a DEF the attacker did not know is worked out from the attacker's SC and your DEF of the round: halved when the attacker surprised you in combat, and with +10 to the attacker's SC while you are stunned (unless the attacker already counted it).
- A one-attack character whose careful aim, or whose draw while moving, left no attack this round has aimed or drawn by its end: next round the aimed shot costs no attack again and the drawn weapon needs no draw. The option drops what such a round did.
- Ambushed, your own PER roll decides what you do on the ambush's surprise round: 1x you attack back normally, 2x only once, 3x or worse not at all.
- A hit while you are casting tells the GM that your spell might be interrupted; the text leaves when to the GM.
- At 0 HP or less you are out of the fight: no actions. The text gives no rule for running out of hit points, so the GM says whether you are unconscious, dying or dead.

Monsters on the GM's phone are Spelljammer sheets too: DEF, PROT, weapons with SC and damage, attacks per round, IM, HP, CON and size. They roll whole rounds as a player does, with your DEF left unknown, so your phone works out each hit against your own DEF. The text gives no creatures' numbers, so the ready monsters (goblin, orc, wolf, bandit archer, ogre) are ours. When the GM keeps a monster's DEF from you, the GM's phone resolves your roll against the DEF the GM types with the very same sums your phone would use: your SC less that DEF on the Modified Strike Chance table, a critical or grievous hit doubling your damage with PROT not counting. The text has no morale roll, so monsters flee when the GM says.

Desperate Defense leaves nothing else for that round: no attack, spell, free action, move of your own (your attacker may push you up to 10 ft) or free attack on a foe who withdraws; whatever else the declaration asks is not counted.

Table options, where the text can be read two ways (the default first):
- Fourth and fifth attacks roll a d4 (the ladder stops at the smallest usual die); the options are d4 then d2, or staying on the d6.
- Actions on exactly 10 and 1 fall inside the movement phase, since movement takes ten segments; the option puts 10 before movement and 1 after it.
- The stuck-weapon line the text gives twice for the javelin is read as the spear's; the option treats spears as javelins.
- A roll of 01 is always a grievous hit; the option makes it a critical when the need has no grievous range, for the GM to upgrade.
- Any two actions of -5 initiative (drawing, sheathing, moving before attacking, picking up a weapon) also cost an action; the option limits this to sheathing and drawing.
- A hit stuns by the damage it causes you, after PROT; the option compares the damage before PROT, which the text's first sentence also calls "damage taken".
- A stuck missile is 1 DEX worse only with a grievous wound, as the text says; the option makes every grievous hit worse.
- At 0 HP or less you are out of the fight; the option leaves it to the GM.
- A careful aim or a draw that left you no attack carries to the next round; the option loses it with the round.

Left to the GM, shown as notes or the "GM's call" modifiers: the grievous wound tables (not in our text), whether surprise or an ambush applies, the Range of Field reduction of the multiple-attacker bonus, free attacks on withdrawing, extra penalties for very fast targets, ranged weapons in melee the text does not list, whether a hit interrupts a spell and the DEX and PER rolls themselves (enter the multiple you made). Stun levels above CON 35 follow the table's pattern, which the text does not state.

Two small choices of ours: when several things cost attacks, each cost is worked out from your normal number of attacks and they add up; and damage never drops below zero.`;

/** The rule text's abbreviations as the sheet and round show them, in our words (see GlossaryEntry). */
export const glossary: readonly GlossaryEntry[] = [
  { term: "SC", text: "Strike chance: your chance to hit in percent, before the target's DEF is taken off it." },
  { term: "DEF", text: "Defence: taken off an attacker's SC, so a higher DEF is harder to hit." },
  { term: "PROT", text: "Protection from armour: taken off the damage of each hit, but not off a critical or grievous one." },
  { term: "IM", text: "Initiative modifier: your DEX modifier, added to each attack's initiative die." },
  { term: "TMR", text: "Your movement rate in combat, from your character sheet; running is twice it." },
  { term: "CON", text: "Constitution: a single hit of more damage than this stuns you." },
  { term: "DEX", text: "Dexterity: its rolls (1x to 5x DEX) decide things like picking a weapon up." },
  { term: "PER", text: "Perception: its rolls find an unseen foe or an ambush." },
  { term: "HP", text: "Hit points." },
  { term: "GK", text: "General Knowledge: a mage's spell type; with your rank it sets the casting time." },
  { term: "SK", text: "Specific Knowledge: a mage's spell type; with your rank it sets the casting time." },
];
