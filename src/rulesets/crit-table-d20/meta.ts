/**
 * What the app shows of d20 with critical tables before its rules load: name, terms, HP fields and demos.
 * Generated from ./index.ts by `npm run meta` (scripts/ruleset-meta.ts); do not edit by hand.
 */
import type { RulesetMeta } from '../../engine/ruleset';

/** The crit-table-d20 ruleset's meta (see RulesetMeta). */
export const meta: RulesetMeta = {
  "id": "crit-table-d20",
  "name": "d20 with critical tables",
  "terms": {
    "target": "AC",
    "armour": "armour"
  },
  "demos": [
    {
      "name": "Brannoc",
      "sheet": {
        "name": "Brannoc",
        "attackBonus": 3,
        "strBonus": 2,
        "dexBonus": 1,
        "save": 14,
        "maxHp": 14,
        "ac": 16,
        "con": 14,
        "move": 30,
        "size": "medium",
        "armour": "metal",
        "elf": false,
        "fireResistant": false,
        "weapons": [
          {
            "name": "Spear",
            "kind": "melee",
            "damage": "1d6",
            "toHit": 0,
            "damageBonus": 0,
            "charge": true,
            "setVsCharge": true,
            "longReach": true,
            "small": false,
            "allSharp": false
          },
          {
            "name": "Longsword",
            "kind": "melee",
            "damage": "1d8",
            "toHit": 1,
            "damageBonus": 1,
            "charge": false,
            "setVsCharge": false,
            "longReach": false,
            "small": false,
            "allSharp": false
          },
          {
            "name": "Dagger",
            "kind": "melee",
            "damage": "1d4",
            "toHit": 0,
            "damageBonus": 0,
            "charge": false,
            "setVsCharge": false,
            "longReach": false,
            "small": true,
            "allSharp": true
          }
        ]
      },
      "declaration": {
        "action": "charge",
        "weapon": "0",
        "offWeapon": "1",
        "chargeFeet": 40,
        "spell": "Spell",
        "grappleWith": "str",
        "grappleStart": true,
        "opponentGrapple": null,
        "nonLethal": false,
        "rested": false,
        "timing": "own",
        "actsOn": null,
        "behind": false,
        "sneakAttack": false,
        "flanking": false,
        "partingShot": false,
        "concealment": "none",
        "cover": false,
        "targetMetalArmour": false,
        "withdraw": "none",
        "range": "short",
        "targetUnaware": false,
        "intoMelee": false,
        "spareCrossbow": false,
        "surprise": "no",
        "surpriseFace": null,
        "targetAc": 14,
        "toHitMod": 0,
        "damageMod": 0,
        "initMod": 0,
        "acMod": 0
      }
    },
    {
      "name": "Sylwen",
      "sheet": {
        "name": "Sylwen",
        "attackBonus": 2,
        "strBonus": 0,
        "dexBonus": 3,
        "save": 13,
        "maxHp": 9,
        "ac": 14,
        "con": 11,
        "move": 40,
        "size": "medium",
        "armour": "leather",
        "elf": true,
        "fireResistant": false,
        "weapons": [
          {
            "name": "Heavy crossbow",
            "kind": "heavy-crossbow",
            "damage": "1d10",
            "toHit": 0,
            "damageBonus": 0,
            "charge": false,
            "setVsCharge": false,
            "longReach": false,
            "small": false,
            "allSharp": false
          },
          {
            "name": "Longbow",
            "kind": "bow",
            "damage": "1d8",
            "toHit": 0,
            "damageBonus": 0,
            "charge": false,
            "setVsCharge": false,
            "longReach": false,
            "small": false,
            "allSharp": false
          },
          {
            "name": "Short sword",
            "kind": "melee",
            "damage": "1d6",
            "toHit": 0,
            "damageBonus": 0,
            "charge": false,
            "setVsCharge": false,
            "longReach": false,
            "small": true,
            "allSharp": false
          }
        ]
      },
      "declaration": {
        "action": "attack",
        "weapon": "0",
        "offWeapon": "1",
        "chargeFeet": 20,
        "spell": "Spell",
        "grappleWith": "str",
        "grappleStart": true,
        "opponentGrapple": null,
        "nonLethal": false,
        "rested": false,
        "timing": "own",
        "actsOn": null,
        "behind": false,
        "sneakAttack": false,
        "flanking": false,
        "partingShot": false,
        "concealment": "none",
        "cover": false,
        "targetMetalArmour": false,
        "withdraw": "none",
        "range": "long",
        "targetUnaware": false,
        "intoMelee": false,
        "spareCrossbow": false,
        "surprise": "roll",
        "surpriseFace": null,
        "targetAc": null,
        "toHitMod": 0,
        "damageMod": 0,
        "initMod": 0,
        "acMod": 0
      }
    },
    {
      "name": "Odo",
      "sheet": {
        "name": "Odo",
        "attackBonus": 1,
        "strBonus": -1,
        "dexBonus": 1,
        "save": 12,
        "maxHp": 5,
        "ac": 11,
        "con": 9,
        "move": 30,
        "size": "small",
        "armour": "none",
        "elf": false,
        "fireResistant": false,
        "weapons": [
          {
            "name": "Staff",
            "kind": "melee",
            "damage": "1d6",
            "toHit": 0,
            "damageBonus": 0,
            "charge": false,
            "setVsCharge": false,
            "longReach": false,
            "small": false,
            "allSharp": false
          },
          {
            "name": "Sling",
            "kind": "sling",
            "damage": "1d4",
            "toHit": 0,
            "damageBonus": 0,
            "charge": false,
            "setVsCharge": false,
            "longReach": false,
            "small": false,
            "allSharp": false
          }
        ]
      },
      "declaration": {
        "action": "cast",
        "weapon": "0",
        "offWeapon": "1",
        "chargeFeet": 20,
        "spell": "Sleep",
        "grappleWith": "str",
        "grappleStart": true,
        "opponentGrapple": null,
        "nonLethal": false,
        "rested": false,
        "timing": "hold",
        "actsOn": null,
        "behind": false,
        "sneakAttack": false,
        "flanking": false,
        "partingShot": false,
        "concealment": "none",
        "cover": false,
        "targetMetalArmour": false,
        "withdraw": "none",
        "range": "short",
        "targetUnaware": false,
        "intoMelee": false,
        "spareCrossbow": false,
        "surprise": "no",
        "surpriseFace": null,
        "targetAc": null,
        "toHitMod": 0,
        "damageMod": 0,
        "initMod": 0,
        "acMod": 0
      }
    }
  ]
};
