import type { DomainEventType } from './events.ts';

/**
 * The personal fields of each event type: what identifies or describes the person (names, emails,
 * notes, free text, what they take). The event store encrypts these with the user's data key and
 * they read as "[erased]" once the key is destroyed (docs/ARCHITECTURE.md, "Erasure").
 * Paths are dotted for nested objects (`changes.name`). An empty list says "checked: nothing
 * personal"; personal-data.test.ts fails for an event type with string fields that is missing here,
 * so a new event type must be classified in one line at the end of this table.
 */
export const personalFields: { readonly [Type in DomainEventType]?: readonly string[] } = {
  AccountRegistered: ['email', 'firstName', 'lastName', 'profileImageUrl'],
  SignedIn: [],
  ProfileUpdated: ['firstName', 'lastName', 'profileImageUrl'],
  TierChanged: [],
  AccountBlocked: ['reason'],
  AccountUnblocked: [],
  AdminGranted: [],
  AdminRevoked: [],
  AccountDeleted: [],
  SupplementAdded: ['name', 'brand', 'dosage', 'imageUrl', 'ingredients', 'notes'],
  SupplementUpdated: ['changes.name', 'changes.brand', 'changes.dosage', 'changes.imageUrl', 'changes.ingredients'],
  SupplementNotesUpdated: ['notes'],
  SupplementStockAdjusted: [],
  SupplementActivated: [],
  SupplementDeactivated: [],
  SupplementRemoved: [],
  TakeRecorded: ['supplementName', 'dosage', 'notes'],
  TakeUnmarked: [],
  TakeMarked: [],
  PrescriptionAdded: ['medicationName', 'brand', 'dosage', 'prescribedBy', 'purpose', 'notes'],
  PrescriptionNotesUpdated: ['notes'],
  PrescriptionRemoved: [],
  FeedbackSubmitted: ['message', 'page', 'userAgent'],
  AnalysisRecorded: ['inputs', 'result'],
  ApiTrafficMetered: [],
  PrescriptionUpdated: ['changes.medicationName', 'changes.brand', 'changes.dosage', 'changes.prescribedBy', 'changes.purpose', 'changes.notes'],
  FeedbackStatusChanged: ['adminNotes'],
  // The shared research cache's seeding job: supplement names from the knowledge base, nobody's data.
  SeedingStarted: [],
  SupplementSeeded: [],
  SeedingFinished: [],
  SupplementRestocked: [],
  CourseStarted: ['name', 'description', 'dosage', 'notes'],
  CoursePaused: [],
  CourseResumed: [],
  CourseCompleted: [],
  CourseCancelled: [],
  // Where someone lives, roughly.
  TimeZoneSet: ['timeZone'],
  TimeZoneDetected: ['timeZone'],
  // Keys of derived notifications (ids and dates) and a token's hash: nothing that describes the person.
  NotificationRead: [],
  NotificationDismissed: [],
  NotificationsCleared: [],
  CalendarFeedIssued: [],
  CalendarFeedRevoked: [],
  // Health information. Severity stays clear: an enum, and it says nothing without the condition's name.
  HealthConditionAdded: ['name', 'description', 'diagnosedDate', 'symptoms', 'currentTreatments', 'notes'],
  HealthConditionUpdated: ['changes.name', 'changes.description', 'changes.diagnosedDate', 'changes.symptoms', 'changes.currentTreatments', 'changes.notes'],
  HealthConditionRemoved: [],
  // A finding id names a rule and the user's item ids, not the items' names.
  SafetyFindingAcknowledged: [],
  // Ids and an instant: which of the user's supplements, not what it is.
  DoseMissed: [],
  // Ids, an instant, counts: which supplement and when, not what it is.
  DoseReminderIssued: [],
  LowStockNoticeIssued: [],
  CourseProgressRecorded: [],
  // A replay's run record: projection names and counts; who started it is in the metadata.
  RebuildStarted: [],
  RebuildProgressed: [],
  RebuildFinished: [],
};

/** What the event store asks: the personal fields of a stored event's type (none for an unknown type). */
export const personalFieldsOf = (type: string): readonly string[] =>
  (Object.hasOwn(personalFields, type) ? personalFields[type as DomainEventType] : undefined) ?? [];

/** The event types that have personal fields: what a rewrite of legacy plaintext events reads. */
export const personalEventTypes = (): string[] =>
  Object.entries(personalFields).flatMap(([type, paths]) => (paths && paths.length > 0 ? [type] : []));
