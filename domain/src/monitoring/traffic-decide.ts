import { assertNever } from '../assert-never.ts';
import type { Decider } from '../decider.ts';
import type { EventWithMetadata } from '../event.ts';
import { trafficErrors } from './traffic-errors.ts';
import { apiTrafficMetered, type ApiTrafficMetered, type TrafficEvent } from './traffic-events.ts';

export interface RecordTraffic {
  readonly type: 'RecordTraffic';
  readonly data: ApiTrafficMetered['data'];
}
export type TrafficCommand = RecordTraffic;

/** One meter's stream: where its last window ended. */
export interface MeterState {
  readonly meteredUntil: string | null;
}

const initialState = (): MeterState => ({ meteredUntil: null });

function evolve(state: MeterState, event: EventWithMetadata<TrafficEvent>): MeterState {
  switch (event.type) {
    case 'ApiTrafficMetered':
      return { meteredUntil: event.data.windowEnd };
    default:
      return assertNever(event.type);
  }
}

/** Windows of one meter never overlap, so a flush retried after a lost answer cannot count requests twice. */
function decide(command: TrafficCommand, state: MeterState): TrafficEvent[] {
  switch (command.type) {
    case 'RecordTraffic': {
      const window = command.data;
      if (Date.parse(window.windowEnd) < Date.parse(window.windowStart)) {
        throw trafficErrors.reversed();
      }
      if (state.meteredUntil !== null && Date.parse(window.windowStart) < Date.parse(state.meteredUntil)) throw trafficErrors.overlaps(state.meteredUntil);
      return [{ type: 'ApiTrafficMetered', data: apiTrafficMetered.schema.parse(window) }];
    }
    default:
      return assertNever(command.type);
  }
}

export const trafficDecider: Decider<TrafficCommand, MeterState, TrafficEvent> = { initialState, evolve, decide };
