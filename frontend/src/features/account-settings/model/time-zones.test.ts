import { describe, expect, it } from 'vitest';
import { AUTOMATIC, timeZoneOptions, zoneNote } from './time-zones.ts';

describe('time zone options', () => {
  it('offer automatic first, then the browser zone, then the rest by name', () => {
    const options = timeZoneOptions('Europe/Berlin', ['America/New_York', 'Europe/Berlin', 'Asia/Tokyo']);
    expect(options).toEqual([
      { value: AUTOMATIC, label: 'Automatic (Europe/Berlin)' },
      { value: 'Europe/Berlin', label: 'Europe/Berlin' },
      { value: 'America/New_York', label: 'America/New York' },
      { value: 'Asia/Tokyo', label: 'Asia/Tokyo' },
    ]);
  });

  it('say which zone the times are in', () => {
    expect(zoneNote(null, 'Europe/Berlin')).toBe('Times in Europe/Berlin (this device)');
    expect(zoneNote('America/New_York', 'Europe/Berlin')).toBe('Times in America/New_York');
  });
});
