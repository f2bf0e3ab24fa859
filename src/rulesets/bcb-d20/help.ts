import type { GlossaryEntry } from '../../engine/ruleset';
/** The help text, in our own words (Markdown-lite: paragraphs and `- ` lists). @see 001 Combat */
export const help = `Every attack, spell or move you declare gets its own initiative roll. The die depends on your DEX score: a d2 at 3 or less, d3 at 4-5, d4 at 6-8, d6 at 9-14, d8 at 15-17, d10 at 18-20, d12 at 21-24 and d20 at 25 or more. The GM counts down from 10 to 1 and everyone acts on their number; equal numbers happen at the same time, so two fighters can fell each other. An action you hold happens after the count, together with everyone else's held actions. Spells and charges must be declared before anyone rolls.

To hit, you roll a d20 and add the part of your BCB you put on the attack, STR for hand-held weapons or DEX for missiles, the weapon's magic and the situation; a total equal to or above the target's AC hits. The phone shows the roll you need and the exact chance of each result. If the GM keeps the AC secret, you see the odds for AC 10 to 25 instead.

What the phone works out for you:
- A natural 20 always hits and does its damage, however high the AC. If your total would have hit anyway, it is a Mighty Blow: the phone rolls the d20 effect for the victim.
- A natural 1 always misses: every foe in reach gets a free attack and the GM may add a mishap. Both are shown with their odds even when you need less than 2 or more than 20.
- Your BCB split: what you do not put on the attack goes on your AC, never more than your BCB in all. Declaring "Defend only" (all of it on AC, no attack) gives +2 AC more; closing in or using a wand puts the BCB on AC without the +2. Your AC for the round is shown for the GM; a charge loses the DEX and BCB parts of it, and a caster gets no BCB on AC.
- The modifiers of the text: +2 from behind; +1 per extra attacker on a target that cannot see all round; -4 against a detected invisible foe (one only suspected cannot be hit); terrain, which the GM sets within +/-4; two weapons (two attacks at -3, or one at -1 with +1 AC); a bow's second arrow when you stand still; one attack when you move half your speed; picking one foe among several (the others get +2 against you).
- Damage: the weapon's dice plus STR for hand-held weapons, and for thrown weapons at short range only; fist and foot do 1d2 plus STR and may stun; a subdual attack is split into half real and half subdual damage.
- Casting limits: no spells while walking, none for a magic-user in armour other than magical bracers, and a fighter-mage needs magical armour of +1 per three spell levels. A scroll takes a round per spell level: the phone counts the rounds and the spell goes off on your initiative in the last one. A spell you cast is kept on your phone until it goes off on your count: a successful attack that lands before then (even one doing no damage) disrupts it, and the phone says the spell is lost.
- Your AC when you back away (-2 faster than safe, -4 fleeing; the text leaves the speeds blank, so pick the band the GM names) or stand in a shield wall (the neighbours' shields count from the front, DEX does not; the phone also shows your AC from the flanks).
- Surprise: roll your surprise die (a d6 unless your sheet says otherwise); 1 or 2 means surprised, for as many segments as the number rolled.
- Your hit points and what lasts: take a hit (scan the attacker's code or type the damage) and the phone subtracts it (armour is in your AC, so nothing comes off), splits a subdual blow into real and subdual damage, and keeps the rest for the coming rounds. A Mighty Blow against you is resolved once, as it lands: the phone rolls your save, lowers the effect, rolls the rounds stunned and any further save, and keeps the flesh wound (-2 on your attacks and saves until healed; two wounds still make -2), the rounds stunned, the CON lost, and whether you are out of the fight or dead.
- Stunned, you lose your attacks, spells and moves; out of the fight, unconscious or dead, you do nothing, and the round screen says why. A blow of fist or foot that does more than half your hit points left (or a natural 20) stuns you; hit again while stunned, you are knocked unconscious for 1d4 rounds.
- At 0 hit points from real damage a character is dead. A monster or NPC (set on the sheet) saves against death at 0 to -5: made, it fights on at -2; failed, it is unconscious; a 1, it dies. At -6 to -10 it is unconscious and dies on a failed save; at -11 it is dead.
- An attack whose attacker declared you helpless or unaware does its damage to your CON unless your save turns it into hit-point damage; with no CON left you are dead.
- Subdual damage counts against your hit points only for a knock-out: when your hit points less the subdual damage reach 0 you are knocked unconscious, and you wake as it heals, a point every hour (60 rounds of one minute).

Monsters on the GM's phone are sheets of this system too, played as monsters or NPCs: AC, BCB (their hit dice, at most +15), weapons, attacks, STR and DEX modifiers, DEX score, hit points and save. They roll whole rounds as you do, with your AC left unknown, so your phone works out each attack against your AC of the round (roll your own round first, as the phone keeps that AC). The text gives no creatures' numbers, so the ready monsters (goblin, orc, wolf, bandit archer, ogre) are ours. When the GM keeps a monster's AC from you, the GM's phone resolves your d20 against the AC the GM types with the very same sums your phone would use, natural 20 and natural 1 included. Morale is the GM's call, as the text says: no roll.

Table options, where the text can be read two ways (the default first):
- Initiative uses the DEX table; the option gives everyone a d10 as the short Order of Battle says.
- A d12 or d20 result above 10 acts before 10, highest first; the option counts it as 10.
- The save against a Mighty Blow follows the worked example: it must beat your save number and lowers the effect by the difference (save 10, roll 17: effect 19 becomes 12). The prose, read as making the save at the number and lowering by one plus the difference, gives 11; that is the option. The example's arithmetic is also what the prose gives if "made by" counts from the first winning roll, which is why it is the default.
- A natural 1 on that save takes the blow's maximum effect, 20 (a Deadly Blow), as the text says a natural 1 on any save does; the option leaves the effect as struck and lets the GM rule.
- An attack on the very count your spell goes off on disrupts it, since your casting began with the round; the option lets the spell go off first.
- The odd point of a subdual attack is subdual damage; the option makes it real.
- A character at 0 hit points is dead, as the Subdual Damage section says real damage to zero kills; the option gives characters the monsters' and NPCs' save at 0 to -5.
- Stunned, a character only defends (the text names no penalties); the option leaves it to the GM.
- "Stunned for 1d3 rounds" counts the round of the blow as the first; the option counts whole rounds after it.
- A stun from fist or foot lasts one round (the text gives no length); the option sets more.
- Any successful attack knocks out a character who is already stunned; the option limits that to blows of fist or foot.
- A bow standing still shoots two arrows a round, as the text says; a character with more attacks than two shoots one arrow per attack. The option gives two arrows for every attack instead.

Left to the GM, shown as notes: whether surprise applies at all, the fumble's mishap, spears fending off a charge, who a missile shot into a melee hits, whether a minuscule attack doing no damage spoils a spell, the damage a missile left in a wound does each round (the text leaves it blank) and on being pulled out, whether a victim really is helpless or unaware, when "out of the fight until healed" ends, and the speeds of a retreat. Not worked out by the phone: morale and polearm reach. For monsters the GM gives a DEX score or a die, the number of attacks and the hit dice (their BCB, at most +15).`;

/** The rule text's abbreviations as the sheet and round show them, in our words (see GlossaryEntry). */
export const glossary: readonly GlossaryEntry[] = [
  { term: "BCB", text: "Base Combat Bonus, from your class table: each round you split it between hitting and your AC." },
  { term: "AC", text: "Armour Class: the number an attack roll must reach to hit you." },
  { term: "DEX", text: "Dexterity: its score sets your initiative die; its modifier counts with missiles." },
  { term: "STR", text: "Strength: its modifiers count in melee, to hit and to damage." },
  { term: "CON", text: "Constitution: a Mighty Blow can cost it, and with none left you are dead." },
  { term: "HP", text: "Hit points." },
];
