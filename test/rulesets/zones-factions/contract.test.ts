import { zonesFactions } from '../../../src/rulesets/zones-factions';
import { describeRuleset } from '../contract';

describeRuleset(zonesFactions);
