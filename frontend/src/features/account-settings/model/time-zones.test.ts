import { describe, expect, it } from 'vitest';
import { isTimeZone } from '@regimen/domain/rules/local-day';
import { AUTOMATIC, timeZoneOptions, zoneNote, zoneToReport } from './time-zones.ts';

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

describe('the zone the page reports', () => {
  const automatic = (detectedTimeZone: string | null) => ({ timeZone: null, detectedTimeZone });

  it('is the browser\'s while on Automatic and the server recorded none or another', () => {
    expect(zoneToReport(automatic(null), 'Europe/Berlin', null, isTimeZone)).toBe('Europe/Berlin');
    expect(zoneToReport(automatic('America/New_York'), 'Europe/Berlin', null, isTimeZone)).toBe('Europe/Berlin');
  });

  it('is nothing when the server has it, the page just sent it, a zone is saved, settings are loading, or the runtime does not know it', () => {
    expect(zoneToReport(automatic('Europe/Berlin'), 'Europe/Berlin', null, isTimeZone)).toBeNull();
    expect(zoneToReport(automatic('America/New_York'), 'Europe/Berlin', 'Europe/Berlin', isTimeZone)).toBeNull();
    expect(zoneToReport({ timeZone: 'Asia/Tokyo', detectedTimeZone: null }, 'Europe/Berlin', null, isTimeZone)).toBeNull();
    expect(zoneToReport(undefined, 'Europe/Berlin', null, isTimeZone)).toBeNull();
    expect(zoneToReport(automatic(null), 'Mars/Olympus', null, isTimeZone)).toBeNull();
  });
});
