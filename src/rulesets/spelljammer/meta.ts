/**
 * What the app shows of Spelljammer (SC vs DEF) before its rules load: name, terms, HP fields and demos.
 * Generated from ./index.ts and ./demos.ts by `npm run meta` (scripts/ruleset-meta.ts); do not edit by hand.
 */
import type { RulesetMeta } from '../../engine/ruleset';

/** The spelljammer ruleset's meta (see RulesetMeta). */
export const meta: RulesetMeta = {
  "id": "spelljammer",
  "name": "Spelljammer (SC vs DEF)",
  "terms": {
    "target": "DEF",
    "armour": "PROT"
  },
  "hp": {
    "current": "currentHp",
    "max": "maxHp"
  },
  "demos": [
    {
      "name": "Derrick",
      "sheet": {
        "name": "Derrick",
        "im": 2,
        "attacksPerRound": 2,
        "masterBowmanRank": 0,
        "ambidextrous": false,
        "def": 30,
        "defDexSkill": 10,
        "defShield": 5,
        "defMagicAlwaysOn": 0,
        "prot": 4,
        "con": 16,
        "size": "medium",
        "maxHp": 48,
        "currentHp": 48,
        "weapons": [
          {
            "name": "Longsword",
            "kind": "melee",
            "sc": 112,
            "damage": "1d8+4",
            "rank": 5,
            "spec": "specialist",
            "penetrating": "none",
            "offhand": false
          },
          {
            "name": "Longbow",
            "kind": "bow",
            "sc": 95,
            "damage": "1d8+1",
            "rank": 3,
            "spec": "none",
            "penetrating": "arrow",
            "offhand": false
          }
        ],
        "spells": []
      },
      "declaration": {
        "action": "attack",
        "weapon": "0",
        "spell": "0",
        "castStart": "initiative",
        "sacrifice": 0,
        "offhand": false,
        "carefulAim": false,
        "movement": "free",
        "dexRoll": "unknown",
        "draw": "none",
        "readyShield": false,
        "potion": "no",
        "pickUp": "no",
        "surprise": "none",
        "ambush": "none",
        "attackers": 1,
        "targetStunned": false,
        "lighting": "normal",
        "cantSee": "no",
        "targetCantSee": "no",
        "encumbered": false,
        "targetEncumbered": false,
        "targetMovement": "walking",
        "cover": "none",
        "targetSize": "medium",
        "inMelee": false,
        "intoMelee": "no",
        "targetDef": 40,
        "targetMagicDef": null,
        "targetProt": 3,
        "ambushed": "no",
        "scMod": 0,
        "initMod": 0
      }
    },
    {
      "name": "Harlan",
      "sheet": {
        "name": "Harlan",
        "im": 1,
        "attacksPerRound": 1,
        "masterBowmanRank": 0,
        "ambidextrous": false,
        "def": 18,
        "defDexSkill": 8,
        "defShield": 0,
        "defMagicAlwaysOn": 5,
        "prot": 1,
        "con": 11,
        "size": "medium",
        "maxHp": 18,
        "currentHp": 18,
        "weapons": [
          {
            "name": "Dagger",
            "kind": "melee",
            "sc": 55,
            "damage": "1d4",
            "rank": 1,
            "spec": "none",
            "penetrating": "none",
            "offhand": false
          }
        ],
        "spells": [
          {
            "name": "Bolt of Energy",
            "type": "sk",
            "rank": 8,
            "castingTime": 5
          },
          {
            "name": "Shield",
            "type": "gk",
            "rank": 3,
            "castingTime": 5
          }
        ]
      },
      "declaration": {
        "action": "cast",
        "weapon": "0",
        "spell": "0",
        "castStart": "initiative",
        "sacrifice": 0,
        "offhand": false,
        "carefulAim": false,
        "movement": "free",
        "dexRoll": "unknown",
        "draw": "none",
        "readyShield": false,
        "potion": "no",
        "pickUp": "no",
        "surprise": "none",
        "ambush": "none",
        "attackers": 1,
        "targetStunned": false,
        "lighting": "normal",
        "cantSee": "no",
        "targetCantSee": "no",
        "encumbered": false,
        "targetEncumbered": false,
        "targetMovement": "walking",
        "cover": "none",
        "targetSize": "medium",
        "inMelee": false,
        "intoMelee": "no",
        "targetDef": null,
        "targetMagicDef": null,
        "targetProt": null,
        "ambushed": "no",
        "scMod": 0,
        "initMod": 0
      }
    }
  ]
};
