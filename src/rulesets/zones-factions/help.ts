import type { GlossaryEntry } from '../../engine/ruleset';
/** The Zones and factions help text, in our own words (Markdown-lite: paragraphs and `- ` lists). */
export const help = `Nobody rolls initiative. The sides take turns: the GM picks one of theirs or passes, then the players pick one of theirs or pass, and so on; each character acts once a round, and when every side passes one after the other the round is over. The side that started the fight decides who goes first. The GM keeps this on the turn board; your phone keeps your own side of it.

Set the round number the GM calls. Each roll you make in that round is remembered: whether your turn is taken (or spent on a reaction), how many reactions you used, how far you moved and which actions you have left. A new round number starts fresh.

What the phone works out for you:
- What a turn allows: a full move (2 zones, 4 sprinting), or half of it plus a main action and a bonus action (or two bonus actions), in any order; or a reaction in place of the whole turn. A declaration that asks for more says what it cannot do.
- Whether your attack hits by itself, needs a WIT save (melee at a target you cannot see; ranged beyond half range or on the move) or cannot be made (ranged at a target you cannot see, beyond half range on the move, or out of reach), with the exact chance of the save.
- Damage: the weapon's die, doubled dice for each size you are larger, halved (rounded up, so a 3 becomes a 2) for each size you are smaller, never changed for blasts; ranged reach halved or doubled the same way. Armour never counts for more than 3, cover included.
- Reactions on the defender's phone: dodging (an AGI save), countering (both sides' damage after armour decides who is hit first; equal damage lands at once), hiding behind someone, guarding, and opportunity attacks; whether you still have a reaction this round; and that no attack can be reacted to twice. A scan of the attacker's code fills in the attack. The rules have the target choose its reaction before the damage is rolled; the attacker's phone rolls both at once, so the attacker should announce only the hit until the target has chosen.
- Disarm, shove and grapple with the target's STR save and the size limits; breaking free and freeing an ally.
- The damage you take after your armour, and when a damaged shield or armour breaks (8 or more before armour); a damaged weapon breaks on a 1.
- Fleeing a long chase: a group AGI save, or no save when one side is clearly faster.
- The morale check at the end of a round when your group fell to half its number or less this round, or you, alone, to half your health or less: "Next round" tells you when your health fell that far. Fail it and you surrender or retreat (no attacks) until the enemy harms you; surrendering works the same way.
- Your health from hit to hit: "Take a hit" (or your reaction's roll) takes the damage after your armour. A single hit of half your maximum health or more, or health 0, incapacitates you: no actions or reactions, and a nearby foe may kill you with a death blow. Being grabbed, disarmed, a destroyed weapon, shield or armour are kept too.
- After the fight, "End of round" with "The fight is over: durability rolls" ticked rolls for each weapon, armour and shield you used: a 1 damages it.
- Getting on or off a mount or vehicle counts as half a zone of your movement; if it is moving, the phone rolls your AGI save and, if you fall, the d4 of direct damage.
- A counter whose maker is hit first and stopped (incapacitated) never lands: the attacker's phone takes it as no damage.

Monsters: the GM's list has the text's own creatures ready to fight (a bandit, a bandit archer, the bandit leader and a wyrm; the numbers the text leaves out are ours). Their attacks leave your armour unknown, so your "Take a hit" takes it off. Nothing is rolled against a secret defence in this system, so the GM has nothing to resolve. At the end of a round, a GM group that has fallen to half its number or less, or a monster alone that has fallen to half its health or less, makes its morale check: each one still fighting rolls a WIT save; those who fail surrender or retreat and stop attacking until harmed, those who pass are steady for the rest of the stretch.

Table options, where the text can be read two ways (the default first):
- A save roll equal to your score passes; the option makes it fail. A 20 always fails.
- Impaired damage (unarmed attacks, held-back attacks, riders) rolls a d4 whatever the weapon, as the text gives unarmed attacks; the options halve the damage (rounded up) or roll twice and keep the lower.
- Damage halved more than once (two sizes smaller, say) rounds up at each halving, so a 5 becomes 3 and then 2; the option divides once and rounds to the nearest, so the 5 becomes 1. Either way a 3 halved once is 2, as in the text.
- Incapacitation is shown only in the text's examples (a 4 takes a bandit from 8 to 4 and incapacitates him as "critical damage"; a 1 is a scratch; a bandit with 3 health left still stands; a lone fighter at half health checks morale): by default a hit of half your maximum health or more, or health 0, incapacitates; the options make it health at half or less, or health 0 only.
- The durability roll's die is not given: by default a d6, and a 1 damages the item; the option picks another die.

Left to the GM: who is nearby and who can be seen, whether cover stops a powerful attack, attack stunts, when an incapacitated character is back up (clear it then), whether your counter stopped an attacker who was hit first (if not, take their hit), which weapon a disarm takes, who is faster in a chase, where a blast that misses lands, barriers, the concealed characters' bonus round at the start of a fight and when they are revealed, and how a larger attacker shares its dice among smaller targets.`;

/** The rule text's abbreviations as the sheet and round show them, in our words (see GlossaryEntry). */
export const glossary: readonly GlossaryEntry[] = [
  { term: "STR", text: "Strength: a d20 save under it resists or breaks a grab, a shove or a disarm." },
  { term: "AGI", text: "Agility: a d20 save under it dodges, among other things." },
  { term: "WIT", text: "Wits: a d20 save under it lets you hit at long range or while moving." },
];
