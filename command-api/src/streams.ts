import type { AccountEvent, HealthConditionEvent, FeedbackEvent, InsightsEvent, IntakeEvent, PrescriptionEvent, SupplementEvent, TrafficEvent } from '@regimen/domain';
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
  /** One API process's traffic meter. */
  traffic: (meterId: string) => `traffic-${meterId}`,
  healthCondition: (conditionId: string) => `health-condition-${conditionId}`,
};

export const parse = {
  account: parseAs<AccountEvent>(),
  supplement: parseAs<SupplementEvent>(),
  intake: parseAs<IntakeEvent>(),
  prescription: parseAs<PrescriptionEvent>(),
  feedback: parseAs<FeedbackEvent>(),
  insights: parseAs<InsightsEvent>(),
  traffic: parseAs<TrafficEvent>(),
  healthCondition: parseAs<HealthConditionEvent>(),
};
