/**
 * What the app shows of d20 with Base Combat Bonus before its rules load: name, terms, HP fields and demos.
 * Generated from ./index.ts and ./demos.ts by `npm run meta` (scripts/ruleset-meta.ts); do not edit by hand.
 */
import type { RulesetMeta } from '../../engine/ruleset';

/** The bcb-d20 ruleset's meta (see RulesetMeta). */
export const meta: RulesetMeta = {
  "id": "bcb-d20",
  "name": "d20 with Base Combat Bonus",
  "terms": {
    "target": "AC",
    "armour": "armour"
  },
  "demos": [
    {
      "name": "Sigrun",
      "sheet": {
        "name": "Sigrun",
        "dex": 16,
        "bcb": 4,
        "attacksPerRound": 1,
        "strHit": 1,
        "strDamage": 1,
        "dexHit": 1,
        "ranger": false,
        "maxHp": 42,
        "con": 14,
        "creature": "character",
        "ac": 16,
        "dexAc": 1,
        "save": 12,
        "surpriseDie": "d6",
        "surpriseMod": 0,
        "casterType": "none",
        "armour": "mundane",
        "armourQuality": 1,
        "weapons": [
          {
            "name": "Longsword +1",
            "kind": "melee",
            "damage": "1d8+1",
            "magic": 1,
            "light": false
          },
          {
            "name": "Dagger",
            "kind": "melee",
            "damage": "1d4",
            "magic": 0,
            "light": true
          },
          {
            "name": "Longbow",
            "kind": "bow",
            "damage": "1d6",
            "magic": 0,
            "light": false
          }
        ],
        "spells": []
      },
      "declaration": {
        "action": "attack",
        "weapon": "0",
        "bcbToHit": 2,
        "twoWeapons": "no",
        "offhand": "1",
        "spell": "0",
        "scrollLevel": 1,
        "movement": "stand",
        "hold": false,
        "range": "short",
        "intoMelee": false,
        "subdual": false,
        "helpless": false,
        "fromBehind": false,
        "attackers": 1,
        "targetAllRound": false,
        "chooseTarget": false,
        "retreat": "no",
        "shieldWall": "no",
        "invisible": "no",
        "targetAc": 15,
        "targetHp": null,
        "terrain": 0,
        "toHitMod": 0,
        "rollSurprise": false,
        "mightyBlow": null,
        "fleshWound": false
      }
    },
    {
      "name": "Blogo",
      "sheet": {
        "name": "Blogo",
        "dex": 13,
        "bcb": 2,
        "attacksPerRound": 1,
        "strHit": 0,
        "strDamage": 0,
        "dexHit": 0,
        "ranger": false,
        "maxHp": 14,
        "con": 11,
        "creature": "character",
        "ac": 11,
        "dexAc": 0,
        "save": 10,
        "surpriseDie": "d6",
        "surpriseMod": 0,
        "casterType": "magic-user",
        "armour": "bracers",
        "armourQuality": 1,
        "weapons": [
          {
            "name": "Dagger",
            "kind": "thrown",
            "damage": "1d4",
            "magic": 0,
            "light": true
          }
        ],
        "spells": [
          {
            "name": "Magic Missile",
            "level": 1
          },
          {
            "name": "Fireball",
            "level": 3
          }
        ]
      },
      "declaration": {
        "action": "cast",
        "weapon": "0",
        "bcbToHit": 2,
        "twoWeapons": "no",
        "offhand": "unarmed",
        "spell": "1",
        "scrollLevel": 1,
        "movement": "stand",
        "hold": false,
        "range": "short",
        "intoMelee": false,
        "subdual": false,
        "helpless": false,
        "fromBehind": false,
        "attackers": 1,
        "targetAllRound": false,
        "chooseTarget": false,
        "retreat": "no",
        "shieldWall": "no",
        "invisible": "no",
        "targetAc": null,
        "targetHp": null,
        "terrain": 0,
        "toHitMod": 0,
        "rollSurprise": false,
        "mightyBlow": null,
        "fleshWound": false
      }
    }
  ]
};
