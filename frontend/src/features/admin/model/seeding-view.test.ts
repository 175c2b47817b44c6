import { describe, expect, it } from 'vitest';
import { seedingNote } from './seeding-view.ts';

describe('seedingNote', () => {
  it('says how far a running job is', () => {
    expect(seedingNote({ inProgress: true, jobId: 'j', testMode: true, target: 16, planned: 12, seeded: 4 })).toBe('Test seed in progress: 4 of 12 supplements researched.');
  });
  it('says when nothing runs', () => {
    expect(seedingNote({ inProgress: false, jobId: null, testMode: false, target: 0, planned: 0, seeded: 0 })).toBe('No seeding in progress.');
    expect(seedingNote(undefined)).toBe('Checking the seeding status…');
  });
});
