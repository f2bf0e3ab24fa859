/** The help text, in our own words (Markdown-lite: paragraphs and `- ` lists). @see 001 Combat */
export const help = `Every attack, spell or move you declare gets its own initiative roll. The die depends on your DEX score: a d2 at 3 or less, d3 at 4-5, d4 at 6-8, d6 at 9-14, d8 at 15-17, d10 at 18-20, d12 at 21-24 and d20 at 25 or more. The GM counts down from 10 to 1 and everyone acts on their number; equal numbers happen at the same time, so two fighters can fell each other. An action you hold happens after the count, together with everyone else's held actions. Spells and charges must be declared before anyone rolls.

To hit, you roll a d20 and add the part of your BCB you put on the attack, STR for hand-held weapons or DEX for missiles, the weapon's magic and the situation; a total equal to or above the target's AC hits. The phone shows the roll you need and the exact chance of each result. If the GM keeps the AC secret, you see the odds for AC 10 to 25 instead.

What the phone works out for you:
- A natural 20 always hits and does its damage, however high the AC. If your total would have hit anyway, it is a Mighty Blow: the phone rolls the d20 effect for the victim.
- A natural 1 always misses: every foe in reach gets a free attack and the GM may add a mishap. Both are shown with their odds even when you need less than 2 or more than 20.
- Your BCB split: what you do not put on the attack goes on your AC, never more than your BCB in all. Declaring "Defend only" (all of it on AC, no attack) gives +2 AC more; closing in or using a wand puts the BCB on AC without the +2. Your AC for the round is shown for the GM; a charge loses the DEX and BCB parts of it, and a caster gets no BCB on AC.
- The modifiers of the text: +2 from behind; +1 per extra attacker on a target that cannot see all round; -4 against a detected invisible foe (one only suspected cannot be hit); terrain, which the GM sets within +/-4; two weapons (two attacks at -3, or one at -1 with +1 AC); a bow's second arrow when you stand still; one attack when you move half your speed; picking one foe among several (the others get +2 against you).
- Damage: the weapon's dice plus STR for hand-held weapons, and for thrown weapons at short range only; fist and foot do 1d2 plus STR and may stun; a subdual attack is split into half real and half subdual damage.
- Casting limits: no spells while walking, none for a magic-user in armour other than magical bracers, and a fighter-mage needs magical armour of +1 per three spell levels. A scroll takes a round per spell level: the phone counts the rounds and the spell goes off on your initiative in the last one.
- Your AC when you back away (-2 faster than safe, -4 fleeing; the text leaves the speeds blank, so pick the band the GM names) or stand in a shield wall (the neighbours' shields count from the front, DEX does not; the phone also shows your AC from the flanks).
- Surprise: roll your surprise die (a d6 unless your sheet says otherwise); 1 or 2 means surprised, for as many segments as the number rolled.
- A Mighty Blow against you: enter the attacker's effect (or scan their code) and the phone rolls your save, lowers the effect, and rolls the rounds stunned and any further save the effect calls for.

Table options, where the text can be read two ways (the default first):
- Initiative uses the DEX table; the option gives everyone a d10 as the short Order of Battle says.
- A d12 or d20 result above 10 acts before 10, highest first; the option counts it as 10.
- The save against a Mighty Blow follows the worked example: it must beat your save number and lowers the effect by the difference (save 10, roll 17: effect 19 becomes 12). The prose, read as making the save at the number and lowering by one plus the difference, gives 11; that is the option. The example's arithmetic is also what the prose gives if "made by" counts from the first winning roll, which is why it is the default.
- The odd point of a subdual attack is subdual damage; the option makes it real.

Left to the GM, shown as notes: whether surprise applies at all, the fumble's mishap, spears fending off a charge, who a missile shot into a melee hits, whether an attack spoils a spell being cast, a missile left in a wound, an assassination attack's damage to CON, and the speeds of a retreat. Not worked out by the phone: morale, polearm reach and the monsters' rules for falling to 0 hit points or below. For monsters the GM gives a DEX score or a die, the number of attacks and the hit dice (their BCB, at most +15).`;
