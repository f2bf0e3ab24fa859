/**
 * What the app shows of Zones and factions before its rules load: name, terms, HP fields and demos.
 * Generated from ./index.ts and ./demos.ts by `npm run meta` (scripts/ruleset-meta.ts); do not edit by hand.
 */
import type { RulesetMeta } from '../../engine/ruleset';

/** The zones-factions ruleset's meta (see RulesetMeta). */
export const meta: RulesetMeta = {
  "id": "zones-factions",
  "name": "Zones and factions",
  "terms": {
    "target": "armour",
    "armour": "armour"
  },
  "hp": {
    "current": "health",
    "max": "maxHp"
  },
  "demos": [
    {
      "name": "Theobald",
      "sheet": {
        "name": "Theobald",
        "str": 13,
        "agi": 9,
        "wit": 11,
        "size": "medium",
        "extraReactions": 0,
        "immuneToFear": false,
        "maxHp": 12,
        "health": 12,
        "armour": 2,
        "shield": true,
        "shieldDamaged": false,
        "armourDamaged": false,
        "weapons": [
          {
            "name": "Spear",
            "kind": "melee",
            "damage": "d6",
            "range": 1,
            "blast": false,
            "twoHanded": false,
            "damaged": false
          },
          {
            "name": "Dagger",
            "kind": "melee",
            "damage": "d4",
            "range": 1,
            "blast": false,
            "twoHanded": false,
            "damaged": false
          }
        ]
      },
      "declaration": {
        "round": 1,
        "act": "turn",
        "move": "half",
        "sprint": false,
        "main": "attack",
        "bonus": false,
        "reaction": "dodge",
        "attackId": "",
        "incoming": "damage",
        "incomingDamage": null,
        "incomingBlast": false,
        "unaware": false,
        "weapon": "0",
        "counterWith": "weapon",
        "distance": 1,
        "targetVisible": true,
        "onTheMove": false,
        "foeSize": "medium",
        "foeArmour": 0,
        "cover": false,
        "foeCover": false,
        "holdBack": false,
        "mounted": false,
        "mountFullSpeed": false,
        "mounting": "no",
        "mountMoving": false,
        "fromHiding": false,
        "deathBlow": false,
        "grabbed": false,
        "groupOriginal": 4,
        "groupAtStart": 4,
        "groupNow": 4,
        "healthAtStart": null,
        "chase": "even",
        "afterFight": false
      }
    },
    {
      "name": "Sybilla",
      "sheet": {
        "name": "Sybilla",
        "str": 10,
        "agi": 12,
        "wit": 13,
        "size": "medium",
        "extraReactions": 0,
        "immuneToFear": false,
        "maxHp": 9,
        "health": 9,
        "armour": 0,
        "shield": false,
        "shieldDamaged": false,
        "armourDamaged": false,
        "weapons": [
          {
            "name": "Musket",
            "kind": "firearm",
            "damage": "d8",
            "range": 8,
            "blast": false,
            "twoHanded": false,
            "damaged": false
          },
          {
            "name": "Dagger",
            "kind": "melee",
            "damage": "d4",
            "range": 1,
            "blast": false,
            "twoHanded": false,
            "damaged": false
          }
        ]
      },
      "declaration": {
        "round": 1,
        "act": "turn",
        "move": "none",
        "sprint": false,
        "main": "attack",
        "bonus": true,
        "reaction": "dodge",
        "attackId": "",
        "incoming": "damage",
        "incomingDamage": null,
        "incomingBlast": false,
        "unaware": false,
        "weapon": "0",
        "counterWith": "weapon",
        "distance": 5,
        "targetVisible": true,
        "onTheMove": false,
        "foeSize": "medium",
        "foeArmour": null,
        "cover": false,
        "foeCover": false,
        "holdBack": false,
        "mounted": false,
        "mountFullSpeed": false,
        "mounting": "no",
        "mountMoving": false,
        "fromHiding": false,
        "deathBlow": false,
        "grabbed": false,
        "groupOriginal": 4,
        "groupAtStart": 4,
        "groupNow": 4,
        "healthAtStart": null,
        "chase": "even",
        "afterFight": false
      }
    },
    {
      "name": "Bandit leader",
      "sheet": {
        "name": "Bandit leader",
        "str": 12,
        "agi": 8,
        "wit": 9,
        "size": "medium",
        "extraReactions": 0,
        "immuneToFear": false,
        "maxHp": 8,
        "health": 8,
        "armour": 0,
        "shield": false,
        "shieldDamaged": false,
        "armourDamaged": false,
        "weapons": [
          {
            "name": "Battleaxe",
            "kind": "melee",
            "damage": "d8",
            "range": 1,
            "blast": false,
            "twoHanded": false,
            "damaged": false
          }
        ]
      },
      "declaration": {
        "round": 1,
        "act": "reaction",
        "move": "half",
        "sprint": false,
        "main": "attack",
        "bonus": false,
        "reaction": "counter",
        "attackId": "Theobald: Spear: attack, 4 damage",
        "incoming": "damage",
        "incomingDamage": 4,
        "incomingBlast": false,
        "unaware": false,
        "weapon": "0",
        "counterWith": "weapon",
        "distance": 1,
        "targetVisible": true,
        "onTheMove": false,
        "foeSize": "medium",
        "foeArmour": 2,
        "cover": false,
        "foeCover": false,
        "holdBack": false,
        "mounted": false,
        "mountFullSpeed": false,
        "mounting": "no",
        "mountMoving": false,
        "fromHiding": false,
        "deathBlow": false,
        "grabbed": false,
        "groupOriginal": 4,
        "groupAtStart": 4,
        "groupNow": 4,
        "healthAtStart": null,
        "chase": "even",
        "afterFight": false
      }
    }
  ]
};
