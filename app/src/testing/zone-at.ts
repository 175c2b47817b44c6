/**
 * The UTC offset (minutes, east positive) of a zone in which it is 08:10 now: the 08:00 morning slot
 * is due whatever the machine's clock says, which is how a test controls time without touching the
 * server's clock.
 */
export const zoneAtTenPastEight = (): number => {
  const now = new Date();
  const diff = (8 * 60 + 10 - (now.getUTCHours() * 60 + now.getUTCMinutes()) + 1440) % 1440;
  return diff >= 720 ? diff - 1440 : diff;
};
