import {
  supplementDecider,
  type AccountEvent,
  type CabinetState,
  type FeedbackEvent,
  type InsightsEvent,
  type IntakeEvent,
  type PrescriptionEvent,
  type SupplementEvent,
} from '@regimen/domain';
import type { EventStore } from '@regimen/event-store';
import { parseAs } from './domain-events.ts';

/** Stream ids of each aggregate (docs/EVENTS.md). */
export const streams = {
  account: (userId: string) => `account-${userId}`,
  cabinet: (userId: string) => `supplements-${userId}`,
  take: (takeId: string) => `take-${takeId}`,
  prescription: (prescriptionId: string) => `prescription-${prescriptionId}`,
  feedback: (feedbackId: string) => `feedback-${feedbackId}`,
  /** One user's analyses of one UTC day: what the daily AI quota is decided on. */
  insights: (userId: string, day: string) => `insights-${userId}-${day}`,
};

export const parse = {
  account: parseAs<AccountEvent>(),
  supplement: parseAs<SupplementEvent>(),
  intake: parseAs<IntakeEvent>(),
  prescription: parseAs<PrescriptionEvent>(),
  feedback: parseAs<FeedbackEvent>(),
  insights: parseAs<InsightsEvent>(),
};

/** The user's cabinet as it is now: what a take is decided against. */
export const loadCabinet = async (store: EventStore, userId: string): Promise<CabinetState> =>
  (await store.readStream(streams.cabinet(userId))).reduce(
    (state, event) => supplementDecider.evolve(state, parse.supplement(event)),
    supplementDecider.initialState(),
  );
