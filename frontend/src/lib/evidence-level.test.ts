import { describe, expect, it } from 'vitest';
import { evidenceBadge } from './evidence-level.ts';

describe('evidenceBadge', () => {
  it('is green for high, yellow for moderate and grey otherwise', () => {
    expect(evidenceBadge('High')).toEqual({ label: 'High evidence', variant: 'emerald' });
    expect(evidenceBadge('moderate').variant).toBe('warning');
    expect(evidenceBadge('limited')).toEqual({ label: 'Limited evidence', variant: 'neutral' });
    expect(evidenceBadge('insufficient')).toEqual({ label: 'Insufficient evidence', variant: 'neutral' });
    expect(evidenceBadge('')).toEqual({ label: 'Evidence unknown', variant: 'neutral' });
  });
});
