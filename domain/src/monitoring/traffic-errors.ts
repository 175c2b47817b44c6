import { DomainError } from '../domain-error.ts';

export const trafficErrors = {
  reversed: () => new DomainError('TrafficWindowOverlaps', 'A traffic window must end at or after its start'),
  overlaps: (meteredUntil: string) =>
    new DomainError('TrafficWindowOverlaps', `This meter already recorded traffic until ${meteredUntil}; a window must start at or after it`),
};
