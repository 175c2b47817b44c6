import { tierInfo } from '@regimen/domain/rules/tiers';
import { describe, expect, it } from 'vitest';
import { planUsage } from './plan-usage.ts';

describe('plan usage of a free account', () => {
  it('shows both bars, warns only above 80 percent, and offers the upgrade', () => {
    const usage = planUsage(tierInfo('free', { supplements: 9, dailyAiRequests: 2 }));
    expect(usage).toMatchObject({
      kind: 'known',
      tierName: 'Free Plan',
      color: 'gray',
      upgrade: { title: 'Upgrade to Premium' },
    });
    expect(usage.kind === 'known' && usage.bars).toEqual([
      { label: 'Supplements', text: '9 / 10', percent: 90, warning: true },
      { label: 'Daily AI requests', text: '2 / 3', percent: 67, warning: false },
    ]);
  });

  it('does not warn at exactly 80 percent', () => {
    const usage = planUsage(tierInfo('free', { supplements: 8, dailyAiRequests: 0 }));
    expect(usage.kind === 'known' && usage.bars[0]?.warning).toBe(false);
  });
});

describe('plan usage of a premium account', () => {
  it('points at the higher plans rather than at Premium', () => {
    const usage = planUsage(tierInfo('premium', { supplements: 20, dailyAiRequests: 0 }));
    expect(usage.upgrade?.title).toBe('Need more?');
  });
});

describe('plan usage of an enterprise account', () => {
  it('is unlimited, never warns and hides the upgrade prompt', () => {
    const usage = planUsage(tierInfo('enterprise', { supplements: 400, dailyAiRequests: 90 }));
    expect(usage).toMatchObject({ kind: 'known', upgrade: null });
    expect(usage.kind === 'known' && usage.bars.map((bar) => [bar.text, bar.percent, bar.warning])).toEqual([
      ['400 / Unlimited', null, false],
      ['90 / Unlimited', null, false],
    ]);
  });
});

describe('plan usage without tier info', () => {
  it('falls back to the Free Plan tracking up to 10 supplements', () => {
    expect(planUsage(undefined)).toEqual({
      kind: 'fallback',
      tierName: 'Free Plan',
      color: 'gray',
      note: 'Track up to 10 supplements',
      upgrade: expect.objectContaining({ title: 'Upgrade to Premium' }),
    });
  });
});
