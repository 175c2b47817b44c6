import { describe, expect, it } from 'vitest';
import { safetyBadge, severityBadge } from './interaction-view.ts';

describe('safetyBadge', () => {
  it('names the three known levels and treats anything else as dangerous', () => {
    expect(safetyBadge('safe')).toEqual({ label: 'Safe', variant: 'emerald' });
    expect(safetyBadge('Caution').variant).toBe('warning');
    expect(safetyBadge('unsafe')).toEqual({ label: 'Unsafe', variant: 'destructive' });
    expect(safetyBadge('unknown')).toEqual({ label: 'Dangerous', variant: 'destructive' });
  });
});

describe('severityBadge', () => {
  it('marks major red and moderate yellow, anything else grey', () => {
    expect(severityBadge('major').variant).toBe('destructive');
    expect(severityBadge('moderate').variant).toBe('warning');
    expect(severityBadge('minor')).toEqual({ label: 'minor', variant: 'neutral' });
  });
});
