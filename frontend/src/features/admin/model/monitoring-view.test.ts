import { describe, expect, it } from 'vitest';
import { blockedPercent, onOff, preventedDailyCost } from './monitoring-view.ts';

describe('monitoring figures', () => {
  it('gives the blocked share to one decimal, 0.0% without requests', () => {
    expect(blockedPercent(8, 1)).toBe('12.5%');
    expect(blockedPercent(3, 1)).toBe('33.3%');
    expect(blockedPercent(0, 0)).toBe('0.0%');
  });
  it('estimates the prevented daily cost as double the savings', () => {
    expect(preventedDailyCost('$0.0150')).toBe('$0.03');
    expect(preventedDailyCost('$1.25')).toBe('$2.50');
  });
  it('names the rate-limit state', () => {
    expect(onOff(true)).toBe('Active');
    expect(onOff(false)).toBe('Disabled');
  });
});
