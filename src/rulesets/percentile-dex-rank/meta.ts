/**
 * What the app shows of Percentile with DEX rank before its rules load: name, terms, HP fields and demos.
 * Generated from ./index.ts and ./demos.ts by `npm run meta` (scripts/ruleset-meta.ts); do not edit by hand.
 */
import type { RulesetMeta } from '../../engine/ruleset';

/** The percentile-dex-rank ruleset's meta (see RulesetMeta). */
export const meta: RulesetMeta = {
  "id": "percentile-dex-rank",
  "name": "Percentile with DEX rank",
  "terms": {
    "target": "parry",
    "armour": "armour points"
  },
  "hp": {
    "current": "currentHp",
    "max": "maxHp"
  },
  "demos": [
    {
      "name": "Kara",
      "sheet": {
        "name": "Kara",
        "dex": 14,
        "db": "1d4",
        "armour": "leather-soft",
        "helmet": "none",
        "dodge": 40,
        "shield": "none",
        "shieldSkill": 15,
        "con": 14,
        "siz": 12,
        "maxHp": 13,
        "currentHp": 13,
        "weapons": [
          {
            "type": "sword-short",
            "name": "",
            "skill": 65,
            "damage": "1d6",
            "db": "full",
            "hands": 1,
            "hp": 12,
            "class": "medium",
            "range": null,
            "kind": "missile",
            "ammo": "none"
          },
          {
            "type": "dagger-thrown",
            "name": "",
            "skill": 40,
            "damage": "1d6",
            "db": "full",
            "hands": 1,
            "hp": 12,
            "class": "medium",
            "range": null,
            "kind": "missile",
            "ammo": "none"
          }
        ],
        "skills": [
          {
            "name": "Stealth",
            "value": 50,
            "group": "physical"
          }
        ]
      },
      "declaration": {
        "action": "attack:0",
        "movement": 4,
        "difficult": false,
        "distance": null,
        "targetArmour": 2,
        "incomingFrom": "",
        "incomingLevel": "success",
        "incomingKind": "melee",
        "incomingDamage": null,
        "incomingNormal": null,
        "incomingRank": null,
        "defence": "dodge",
        "injury": 1,
        "firstAidSkill": 30,
        "chanceMod": 0
      }
    },
    {
      "name": "Bram",
      "sheet": {
        "name": "Bram",
        "dex": 11,
        "db": "0",
        "armour": "leather-hard",
        "helmet": "none",
        "dodge": 45,
        "shield": "kite",
        "shieldSkill": 40,
        "con": 13,
        "siz": 11,
        "maxHp": 12,
        "currentHp": 12,
        "weapons": [
          {
            "type": "sword-broad",
            "name": "",
            "skill": 55,
            "damage": "1d6",
            "db": "full",
            "hands": 1,
            "hp": 12,
            "class": "medium",
            "range": null,
            "kind": "missile",
            "ammo": "none"
          }
        ],
        "skills": [
          {
            "name": "Climb",
            "value": 40,
            "group": "physical"
          }
        ]
      },
      "declaration": {
        "action": "defend",
        "movement": 0,
        "difficult": false,
        "distance": null,
        "targetArmour": null,
        "incomingFrom": "",
        "incomingLevel": "success",
        "incomingKind": "melee",
        "incomingDamage": 6,
        "incomingNormal": null,
        "incomingRank": 14,
        "defence": "w0",
        "injury": 1,
        "firstAidSkill": 30,
        "chanceMod": 0
      }
    },
    {
      "name": "Ines",
      "sheet": {
        "name": "Ines",
        "dex": 16,
        "db": "0",
        "armour": "flak-jacket",
        "helmet": "light",
        "dodge": 35,
        "shield": "none",
        "shieldSkill": 15,
        "con": 10,
        "siz": 11,
        "maxHp": 11,
        "currentHp": 11,
        "weapons": [
          {
            "type": "crossbow-heavy",
            "name": "",
            "skill": 55,
            "damage": "1d6",
            "db": "full",
            "hands": 1,
            "hp": 12,
            "class": "medium",
            "range": null,
            "kind": "missile",
            "ammo": "none"
          },
          {
            "type": "pistol",
            "name": "",
            "skill": 45,
            "damage": "1d6",
            "db": "full",
            "hands": 1,
            "hp": 12,
            "class": "medium",
            "range": null,
            "kind": "missile",
            "ammo": "none"
          }
        ],
        "skills": [
          {
            "name": "Spot",
            "value": 60,
            "group": "perception"
          }
        ]
      },
      "declaration": {
        "action": "attack:0",
        "movement": 0,
        "difficult": false,
        "distance": 70,
        "targetArmour": null,
        "incomingFrom": "",
        "incomingLevel": "success",
        "incomingKind": "melee",
        "incomingDamage": null,
        "incomingNormal": null,
        "incomingRank": null,
        "defence": "dodge",
        "injury": 1,
        "firstAidSkill": 30,
        "chanceMod": 0
      }
    }
  ]
};
