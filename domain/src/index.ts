// The package's public API. Consumers may also import a module directly
// (`@regimen/domain/contracts/supplements`) to keep bundles small.

export { assertNever, ignoreUnhandled } from './assert-never.ts';
export { idSchema, isoDateSchema, isoDateTimeSchema } from './common-schemas.ts';
export type { Decider } from './decider.ts';
export { DomainError, isDomainError } from './domain-error.ts';
export type * from './domain-error-codes.ts';
export { commandErrors } from './command-errors.ts';
export { defineEvent, type Event, type EventDefinition, type EventOf, type EventWithMetadata } from './event.ts';
export {
  EventParseError,
  eventMetadataSchema,
  eventRegistry,
  isDomainEventType,
  parseEvent,
  parseStoredEvent,
  schemaVersionOf,
  trustParsedEvent,
  UnknownEventVersionError,
  type DomainEvent,
  type DomainEventOf,
  type DomainEventType,
  type EventMetadata,
} from './events.ts';

export type * from './account/account-commands.ts';
export { authProviders } from './account/account-events.ts';
export type * from './account/account-events.ts';
export type { Account, AccountState } from './account/account-state.ts';
export { accountDecider } from './account/account-decide.ts';

export type * from './supplement/supplement-commands.ts';
export { supplementTypes } from './supplement/supplement-events.ts';
export type * from './supplement/supplement-events.ts';
export { findSupplement, keptCount } from './supplement/supplement-state.ts';
export type { CabinetEntry, CabinetState, CabinetSupplement } from './supplement/supplement-state.ts';
export { supplementDecider } from './supplement/supplement-decide.ts';

export type * from './intake/intake-commands.ts';
export type * from './intake/intake-events.ts';
export type { TakeRecord, TakeState } from './intake/intake-state.ts';
export { evolve as evolveTake, initialState as initialTakeState } from './intake/intake-state.ts';
export { decide as decideIntake, decideTakeChange, intakeDecider } from './intake/intake-decide.ts';

export type * from './prescription/prescription-commands.ts';
export type * from './prescription/prescription-events.ts';
export { prescriptionOwner } from './prescription/prescription-state.ts';
export type { PrescriptionRecord, PrescriptionState } from './prescription/prescription-state.ts';
export { prescriptionDecider } from './prescription/prescription-decide.ts';

export type * from './feedback/feedback-commands.ts';
export type * from './feedback/feedback-events.ts';
export type { FeedbackState } from './feedback/feedback-state.ts';
export { feedbackDecider } from './feedback/feedback-decide.ts';
export type * from './seeding/seeding-commands.ts';
export type * from './seeding/seeding-events.ts';
export { pendingNames, type SeedingState } from './seeding/seeding-state.ts';
export { seedingDecider } from './seeding/seeding-decide.ts';

export type * from './insights/insights-commands.ts';
export { insightsErrors } from './insights/insights-errors.ts';
export { analysisOperations, countsTowardQuota, quotaFreeOperations } from './insights/insights-events.ts';
export type * from './insights/insights-events.ts';
export type { DayOfAnalyses } from './insights/insights-state.ts';
export { insightsDecider, quotaLeft } from './insights/insights-decide.ts';

export { trafficDecider, type MeterState, type RecordTraffic, type TrafficCommand } from './monitoring/traffic-decide.ts';
export { trafficErrors } from './monitoring/traffic-errors.ts';
export { apiTrafficMetered, endpointTrafficSchema, MAX_METERED_USERS, meteredTiers } from './monitoring/traffic-events.ts';
export type * from './monitoring/traffic-events.ts';

export * from './rules/adherence.ts';
export * from './rules/dashboard.ts';
export * from './rules/local-day.ts';
export * from './rules/low-stock.ts';
export * from './rules/schedule.ts';
export * from './rules/tiers.ts';
export * from './rules/timing.ts';

export * from './contracts/auth.ts';
export * from './contracts/commands.ts';
export * from './contracts/dashboard.ts';
export * from './contracts/feedback.ts';
export * from './contracts/fields.ts';
export * from './contracts/prescriptions.ts';
export * from './contracts/problem.ts';
export * from './contracts/supplements.ts';
export * from './contracts/takes.ts';
export * from './contracts/tiers.ts';
export * from './contracts/admin-users.ts';

export * from './knowledge/index.ts';
export * from './contracts/schedule.ts';

export type * from './course/course-commands.ts';
export type * from './course/course-events.ts';
export { courseOwner } from './course/course-state.ts';
export type { CourseRecord, CourseState, CourseStatus } from './course/course-state.ts';
export { courseDecider } from './course/course-decide.ts';
export * from './contracts/courses.ts';
export * from './contracts/account-settings.ts';
export * from './contracts/account.ts';
export * from './personal-data.ts';
export * from './contracts/history.ts';

export type * from './notification/notification-commands.ts';
export type * from './notification/notification-events.ts';
export type { NotificationState } from './notification/notification-state.ts';
export { notificationDecider } from './notification/notification-decide.ts';
export * from './contracts/notifications.ts';
export { deriveNotifications, baseKey, issuedNotices, slotsReadIn, MAX_NOTIFICATIONS, REPEAT_AFTER_MS, type IssuedNotices } from './rules/notifications.ts';

export type * from './health/health-condition-commands.ts';
export type * from './health/health-condition-events.ts';
export { healthConditionOwner } from './health/health-condition-state.ts';
export type { HealthConditionRecord, HealthConditionState } from './health/health-condition-state.ts';
export { healthConditionDecider } from './health/health-condition-decide.ts';
export * from './contracts/health-conditions.ts';
export { spacingNotifications, userSpacingConstraints, withSpacing, prescriptionTimes, type SpacedPrescription } from './rules/schedule-spacing.ts';
export { announcedChanges, safetyChangeKey, safetyChangeNotice, SAFETY_CHANGE_TITLE, type FindingsAtVersion } from './rules/safety-change-notice.ts';
export * from './contracts/adherence-history.ts';
export { ADHERENCE_WINDOW_DAYS, adherenceBucketOf, adherenceBuckets, MIN_GROUP_SIZE, shownCount, type AdherenceBucket } from './analytics/analytics-rules.ts';
export { supplementUsageKey } from './analytics/supplement-usage-key.ts';

export type * from './rebuild/rebuild-commands.ts';
export type * from './rebuild/rebuild-events.ts';
export { rebuildStreamId } from './rebuild/rebuild-events.ts';
export type { RebuildState } from './rebuild/rebuild-state.ts';
export { rebuildDecider } from './rebuild/rebuild-decide.ts';
export { rebuildRunView } from './views/rebuild-runs.ts';
