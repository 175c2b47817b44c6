import { describe, expect, it } from 'vitest';
import { supplementCount } from './admin-seeding.ts';

describe('supplementCount', () => {
  it('gives the share of the 256 target to one decimal', () => {
    expect(supplementCount(32)).toEqual({ count: 32, target: 256, progress: 12.5, percentage: '12.5%' });
    expect(supplementCount(1)).toMatchObject({ progress: 0.4, percentage: '0.4%' });
  });
  it('stops at 100% past the target', () => {
    expect(supplementCount(300)).toMatchObject({ progress: 100, percentage: '100%' });
  });
});
