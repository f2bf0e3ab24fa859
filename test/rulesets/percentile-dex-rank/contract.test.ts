import { describeRuleset } from '../contract';
import { percentileDexRank } from '../../../src/rulesets/percentile-dex-rank';

describeRuleset(percentileDexRank);
