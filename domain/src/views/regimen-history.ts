import type { Course } from '../contracts/courses.ts';
import type { HealthCondition } from '../contracts/health-conditions.ts';
import type { Prescription } from '../contracts/prescriptions.ts';
import type { Supplement } from '../contracts/supplements.ts';
import { courseRows } from './course-list.ts';
import { healthConditionList } from './health-condition-list.ts';
import { prescriptionList } from './prescription-list.ts';
import { supplementList } from './supplement-list.ts';
import type { ViewEvent } from './view-event.ts';

export const regimenChangeKinds = [
  'started', 'stopped', 'resumed', 'removed', 'dose-changed', 'timing-changed',
  'added', 'resolved', 'reactivated', 'severity-changed', 'completed', 'cancelled',
] as const;
export type RegimenChangeKind = (typeof regimenChangeKinds)[number];

export const regimenItemKinds = ['supplement', 'prescription', 'condition', 'course'] as const;

export interface RegimenChange {
  readonly at: string;
  readonly kind: RegimenChangeKind;
  readonly itemKind: (typeof regimenItemKinds)[number];
  readonly itemId: string;
  readonly name: string;
  /** e.g. "500 mg → 1000 mg"; null when the kind says it all. */
  readonly detail: string | null;
}

/** A course as of a past instant: its row without today's progress, which only means something now. */
export type RegimenCourse = Omit<Course, 'progress' | 'currentDay' | 'isActive'>;

export interface Regimen {
  readonly supplements: Supplement[];
  readonly prescriptions: Prescription[];
  /** Every condition on record then, active or not (the list shows which). */
  readonly conditions: HealthCondition[];
  /** Courses running or paused then; completed and cancelled ones are over. */
  readonly courses: RegimenCourse[];
}

const until = (events: readonly ViewEvent[], at: string): ViewEvent[] => {
  const limit = Date.parse(at);
  return events.filter((event) => Date.parse(event.metadata.occurredAt) <= limit);
};

/** What the user was taking at `at`: the same lists the screens show, folded from the events up to that instant. */
export function regimenAt(events: readonly ViewEvent[], at: string): Regimen {
  const past = until(events, at);
  return {
    supplements: supplementList(past),
    prescriptions: prescriptionList(past),
    conditions: healthConditionList(past),
    courses: courseRows(past).filter((course) => course.status === 'active' || course.status === 'paused'),
  };
}

/**
 * Every change to the regimen after `from` up to `to` (both instants), oldest first: items started,
 * stopped, resumed or removed, and doses or timings changed (with the old and new value); conditions
 * added, resolved, reactivated, re-graded or removed; courses started, paused, resumed, completed
 * or cancelled.
 */
export function regimenChanges(events: readonly ViewEvent[], from: string, to: string): RegimenChange[] {
  const start = Date.parse(from);
  const end = Date.parse(to);
  const supplements = new Map<string, { name: string; dosage: string; timing: string }>();
  const prescriptions = new Map<string, { name: string; dosage: string; isActive: boolean }>();
  const conditions = new Map<string, { name: string; severity: string; isActive: boolean }>();
  const courses = new Map<string, string>();
  const changes: RegimenChange[] = [];
  for (const event of events) {
    const time = Date.parse(event.metadata.occurredAt);
    if (time > end) break;
    const at = event.metadata.occurredAt;
    const record = (change: Omit<RegimenChange, 'at'>) => {
      if (time > start) changes.push({ at, ...change });
    };
    switch (event.type) {
      case 'SupplementAdded': {
        const { supplementId: id, name, dosage, timing } = event.data;
        supplements.set(id, { name, dosage, timing });
        record({ kind: 'started', itemKind: 'supplement', itemId: id, name, detail: dosage });
        break;
      }
      case 'SupplementUpdated': {
        const id = event.data.supplementId;
        const known = supplements.get(id);
        if (!known) break;
        const { dosage, timing, name } = event.data.changes;
        const next = { name: name ?? known.name, dosage: dosage ?? known.dosage, timing: timing ?? known.timing };
        if (dosage !== undefined && dosage !== known.dosage) {
          record({ kind: 'dose-changed', itemKind: 'supplement', itemId: id, name: next.name, detail: `${known.dosage} → ${dosage}` });
        }
        if (timing !== undefined && timing !== known.timing) {
          record({ kind: 'timing-changed', itemKind: 'supplement', itemId: id, name: next.name, detail: `${known.timing} → ${timing}` });
        }
        supplements.set(id, next);
        break;
      }
      case 'SupplementActivated':
      case 'SupplementDeactivated':
      case 'SupplementRemoved': {
        const id = event.data.supplementId;
        const known = supplements.get(id);
        if (!known) break;
        const kind = event.type === 'SupplementActivated' ? 'resumed' : event.type === 'SupplementDeactivated' ? 'stopped' : 'removed';
        record({ kind, itemKind: 'supplement', itemId: id, name: known.name, detail: null });
        if (event.type === 'SupplementRemoved') supplements.delete(id);
        break;
      }
      case 'PrescriptionAdded': {
        const { prescriptionId: id, medicationName: name, dosage, isActive } = event.data;
        prescriptions.set(id, { name, dosage, isActive });
        record({ kind: 'started', itemKind: 'prescription', itemId: id, name, detail: dosage });
        break;
      }
      case 'PrescriptionUpdated': {
        const id = event.data.prescriptionId;
        const known = prescriptions.get(id);
        if (!known) break;
        const { medicationName, dosage, isActive } = event.data.changes;
        const next = { name: medicationName ?? known.name, dosage: dosage ?? known.dosage, isActive: isActive ?? known.isActive };
        if (dosage !== undefined && dosage !== known.dosage) {
          record({ kind: 'dose-changed', itemKind: 'prescription', itemId: id, name: next.name, detail: `${known.dosage} → ${dosage}` });
        }
        if (isActive !== undefined && isActive !== known.isActive) record({ kind: isActive ? 'resumed' : 'stopped', itemKind: 'prescription', itemId: id, name: next.name, detail: null });
        prescriptions.set(id, next);
        break;
      }
      case 'PrescriptionRemoved': {
        const id = event.data.prescriptionId;
        const known = prescriptions.get(id);
        if (!known) break;
        record({ kind: 'removed', itemKind: 'prescription', itemId: id, name: known.name, detail: null });
        prescriptions.delete(id);
        break;
      }
      case 'HealthConditionAdded': {
        const { conditionId: id, name, severity, isActive } = event.data;
        conditions.set(id, { name, severity, isActive });
        record({ kind: 'added', itemKind: 'condition', itemId: id, name, detail: isActive ? severity : `${severity}, inactive` });
        break;
      }
      case 'HealthConditionUpdated': {
        const id = event.data.conditionId;
        const known = conditions.get(id);
        if (!known) break;
        const { name, severity, isActive } = event.data.changes;
        const next = { name: name ?? known.name, severity: severity ?? known.severity, isActive: isActive ?? known.isActive };
        if (severity !== undefined && severity !== known.severity) {
          record({ kind: 'severity-changed', itemKind: 'condition', itemId: id, name: next.name, detail: `${known.severity} → ${severity}` });
        }
        if (isActive !== undefined && isActive !== known.isActive) {
          record({ kind: isActive ? 'reactivated' : 'resolved', itemKind: 'condition', itemId: id, name: next.name, detail: null });
        }
        conditions.set(id, next);
        break;
      }
      case 'HealthConditionRemoved': {
        const id = event.data.conditionId;
        const known = conditions.get(id);
        if (!known) break;
        record({ kind: 'removed', itemKind: 'condition', itemId: id, name: known.name, detail: null });
        conditions.delete(id);
        break;
      }
      case 'CourseStarted': {
        const { courseId: id, name, startDate, endDate } = event.data;
        courses.set(id, name);
        record({ kind: 'started', itemKind: 'course', itemId: id, name, detail: `${startDate} to ${endDate}` });
        break;
      }
      case 'CoursePaused':
      case 'CourseResumed':
      case 'CourseCompleted':
      case 'CourseCancelled': {
        const id = event.data.courseId;
        const name = courses.get(id);
        if (name === undefined) break;
        const kind = event.type === 'CoursePaused' ? 'stopped' : event.type === 'CourseResumed' ? 'resumed' : event.type === 'CourseCompleted' ? 'completed' : 'cancelled';
        record({ kind, itemKind: 'course', itemId: id, name, detail: null });
        break;
      }
      default:
        break;
    }
  }
  return changes;
}

/** The event types the regimen is folded from: what a reader needs to fetch. */
export const regimenEventTypes = [
  'SupplementAdded',
  'SupplementUpdated',
  'SupplementNotesUpdated',
  'SupplementStockAdjusted',
  'SupplementActivated',
  'SupplementDeactivated',
  'SupplementRemoved',
  'PrescriptionAdded',
  'PrescriptionNotesUpdated',
  'PrescriptionRemoved',
  'PrescriptionUpdated',
  'HealthConditionAdded',
  'HealthConditionUpdated',
  'HealthConditionRemoved',
  'CourseStarted',
  'CoursePaused',
  'CourseResumed',
  'CourseCompleted',
  'CourseCancelled',
] as const;
