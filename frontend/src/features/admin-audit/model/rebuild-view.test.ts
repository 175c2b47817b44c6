import type { RebuildRun } from '@regimen/domain/contracts/admin-audit';
import { describe, expect, it } from 'vitest';
import { formatSeconds, runPercent, runProgressText } from './rebuild-view.ts';

const run = (overrides: Partial<RebuildRun>): RebuildRun => ({
  id: '1',
  projections: ['supplements'],
  source: 'admin',
  startedBy: 'a',
  startedAt: '2026-01-01T00:00:00Z',
  finishedAt: null,
  status: 'running',
  phase: 'catching-up',
  applied: 250,
  total: 1000,
  eventsPerSecond: 50,
  etaSeconds: 15,
  durationSeconds: 5,
  quarantined: 0,
  error: null,
  ...overrides,
});

describe('a running rebuild', () => {
  it('shows its share done and reads out speed and time left', () => {
    expect(runPercent(run({}))).toBe(25);
    expect(runProgressText(run({ applied: 1200, total: 5000, eventsPerSecond: 800, etaSeconds: 5 }))).toBe('1,200 of 5,000 events, 800 events/s, about 5s left');
  });

  it('shows an empty bar before it knows its total', () => {
    expect(runPercent(run({ total: 0 }))).toBe(0);
  });
});

describe('a finished rebuild', () => {
  it('is full when it succeeded and leaves out the time left', () => {
    expect(runPercent(run({ status: 'succeeded', applied: 10, total: 12 }))).toBe(100);
    expect(runProgressText(run({ status: 'succeeded', etaSeconds: null }))).not.toContain('left');
  });
});

describe('formatSeconds', () => {
  it('writes seconds, minutes and unknowns', () => {
    expect(formatSeconds(12.4)).toBe('12s');
    expect(formatSeconds(65)).toBe('1m 05s');
    expect(formatSeconds(null)).toBe('–');
  });
});
