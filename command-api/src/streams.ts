import type { AccountEvent, CourseEvent, FeedbackEvent, HealthConditionEvent, InsightsEvent, IntakeEvent, PrescriptionEvent, SeedingEvent, SupplementEvent, TrafficEvent, NotificationEvent } from '@regimen/domain';
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
  /** The admin's seeding jobs, one at a time. */
  seeding: () => 'seeding',
  course: (courseId: string) => `course-${courseId}`,
  /** What one user read, dismissed or cleared of their derived notifications. */
  notifications: (userId: string) => `notifications-${userId}`,
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
  seeding: parseAs<SeedingEvent>(),
  course: parseAs<CourseEvent>(),
  notification: parseAs<NotificationEvent>(),
  healthCondition: parseAs<HealthConditionEvent>(),
};
