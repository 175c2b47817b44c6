import { randomUUID } from 'node:crypto';
import { isDomainError, trafficDecider, type ApiTrafficMetered, type TrafficEvent } from '@regimen/domain';
import type { EventStore } from '@regimen/event-store';
import { parseAs, versionOf } from './domain-events.ts';
import { handleCommand } from './handle-command.ts';

/** One stream per API process's traffic meter. */
const trafficStream = (meterId: string): string => `traffic-${meterId}`;

/**
 * Records one window of a process's API traffic as ApiTrafficMetered (the traffic meter's
 * `record`). A window refused as overlapping was recorded already (a retry after a lost answer).
 */
export const recordTraffic =
  (store: EventStore) =>
  async (window: ApiTrafficMetered['data']): Promise<void> => {
    const id = randomUUID();
    try {
      await handleCommand({
        store,
        streamId: trafficStream(window.meterId),
        fold: trafficDecider,
        parse: parseAs<TrafficEvent>(),
        schemaVersionOf: versionOf,
        context: { userId: null, commandId: id, correlationId: id, now: new Date(window.windowEnd) },
        decide: (state) => trafficDecider.decide({ type: 'RecordTraffic', data: window }, state),
      });
    } catch (error) {
      if (isDomainError(error) && error.code === 'TrafficWindowOverlaps') return;
      throw error;
    }
  };
