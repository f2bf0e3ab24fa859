import type { GlossaryEntry } from '../../engine/ruleset';
/** The percentile-dex-rank help text, in our own words (Markdown-lite: paragraphs and `- ` lists). */
export const help = `Everyone acts on their DEX rank, highest first, in a 12-second round. Moving 6 to 15 m this round halves your rank, 16 to 29 m quarters it, and about 30 m leaves you only parries and dodges. When ranks tie, missile weapons go first, then long weapons (spears, polearms), medium ones (swords, axes) and last short weapons or bare hands; then the higher skill; then both at once. Your result carries all three, so the GM's list sorts ties for you.

To attack you roll a d100 at or under your weapon skill. A Difficult attack (for example a related weapon skill the GM allows) halves the chance. Missile weapons keep their full chance closer than their range, are Difficult from the range up to twice it, need a quarter of the chance up to three times it and cannot hit beyond. A roll below a fifth of the chance is a special success, which deals the weapon's maximum plus a normal roll plus your damage bonus. Armour points come off every hit.

When you are attacked, choose "Defend against an attack" (or scan the attacker's code, which fills it in): say what the attack rolled, what it came with and its damage, then parry or dodge. The phone rolls and tells you the result of the Attack and Defense Matrix, the damage that gets through your armour, the hit points you have left and any damage to your weapon or shield.

What the phone works out for you:
- Your DEX rank for the round and the order key the GM sorts by.
- Exact chances of a special success, a success and a failure, for attacks, parries, dodges and First Aid.
- Damage from the weapon tables with your damage bonus, half of it (rolled, halved, rounded up) or none; a special success's damage; damage after the target's armour when you know it.
- Parries with a weapon (its attack skill) or a shield (its skill in melee; against thrown weapons and arrows 15%, 30% or 60% by size, 90% kneeling behind a large one); dodges with Dodge after your armour's penalty. Firearms can be neither parried nor dodged.
- Damage your parrying weapon or shield takes, and when it breaks. A shield can also bash, with your shield skill and its own damage plus your damage bonus.
- Ammunition: 6 shots for pistols and rifles, 20 charges for laser weapons; a crossbow fires, then needs a whole round to reload.
- Your maximum hit points from CON and SIZ (their average, a half rounded up; without them you type it), and your hit points and each injury, kept from round to round: "Take a hit" subtracts your armour points (a special success's too) and keeps the rest as one injury. A hit that brings you to 2 or less knocks you out for 1D6 hours or until someone wakes you (clear Unconscious then): no action, parry or dodge until then. Still at 0 or less when the round ends ("Next round"), you are dead. First Aid heals 1D3 on one injury, never more than that injury took, and only once, and in the round you fall it can bring you back to 1; a week's rest heals 1D3 (3 in hospital).
- When your melee attack meets a special parry, your weapon loses a point: record it with "Take a hit", outcome parried (the weapon of your last attack, or the tag weapon-2 and so on).
- Armour penalties on physical skills (Dodge, Climb, Stealth and the like, and Throw, so a thrown rock's chance too) and helmet penalties on Listen and Spot. Weapon skills are not lowered.

Monsters: a GM's monster is a character sheet like yours, rolled by the same rules: its stat line is Dodge, armour, weapons with their skills (which also parry) and damage bonus, hit points and DEX. Five come ready (goblin, orc with a shield, wolf, bandit archer, ogre); they are ours, since the rules describe no creatures. A monster's attack comes to you with its level already rolled, and your phone takes your own armour points off its damage; the GM parries or dodges your attacks for the monster on the GM's phone, the same way you defend. Nothing is ever left for the GM to resolve against a secret number: an attack is decided by the attacker's own skill alone. At the end of a round the rules do nothing to a group of monsters beyond what they do to each one (still at 0 or less: dead).

Table options, where the text can be read more than one way (the default first):
- A special success needs a roll strictly below a fifth of the chance (50 gives 01-09); the options take up to a fifth rounded to the nearest, or rounded down.
- A target at exactly a missile weapon's range is already Difficult (the full chance is only for closer targets); the option keeps the full chance up to the range itself.
- Half and quarter DEX ranks round up; the option rounds down. The same choice exists for Difficult and range-reduced chances.
- Any hit that leaves you at 2 HP or less knocks you out, 0 and below too (there you are also dying); the option makes it exactly 2.
- Dodging arrows and thrown weapons is allowed at half your Dodge; the option forbids it.
- Riot gear stops 12, but 6 against firearms; the options make it always 12 or always 6.

Left to the GM: whether you knew of an attack and saw it coming (without that there is no parry or dodge), whether a dodge against an arrow or thrown weapon is allowed at all (the option records your table's answer), the special results of a special success beyond its damage (add them as lasting effects, with the rounds they last), which weapon skills count as related, whether a weapon may parry a missile, how long reloading a gun takes, other skills armour affects, the First Aid roll of whoever helps you, and whether someone woke an unconscious character. A failed attack needs no parry or dodge. Our own choices: damage never drops below zero, and each hit after armour is one injury.`;

/** The rule text's abbreviations as the sheet and round show them, in our words (see GlossaryEntry). */
export const glossary: readonly GlossaryEntry[] = [
  { term: "DEX", text: "Dexterity: your DEX rank, when you act in a round (higher goes first)." },
  { term: "db", text: "Damage bonus: dice added to the damage of your melee attacks." },
  { term: "CON", text: "Constitution: with SIZ, it sets your hit points." },
  { term: "SIZ", text: "Size: with CON, it sets your hit points." },
  { term: "HP", text: "Hit points." },
];
