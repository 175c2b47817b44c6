import { randomUUID } from 'node:crypto';
import { isDomainError, type ApiTrafficMetered } from '@regimen/domain';
import type { EventStore } from '@regimen/event-store';
import { traffic } from './aggregates.ts';
import { handleCommand } from './handle-command.ts';

/**
 * Records one window of a process's API traffic as ApiTrafficMetered (the traffic meter's
 * `record`). A window refused as overlapping was recorded already (a retry after a lost answer).
 */
export const recordTraffic =
  (store: EventStore) =>
  async (window: ApiTrafficMetered['data']): Promise<void> => {
    const id = randomUUID();
    try {
      await handleCommand(store, traffic, {
        key: [window.meterId],
        context: { userId: null, commandId: id, correlationId: id, now: new Date(window.windowEnd) },
        command: { type: 'RecordTraffic', data: window },
      });
    } catch (error) {
      if (isDomainError(error) && error.code === 'TrafficWindowOverlaps') return;
      throw error;
    }
  };
