import type { Prescription } from '../contracts/prescriptions.ts';
import type { Supplement } from '../contracts/supplements.ts';
import { prescriptionList } from './prescription-list.ts';
import { supplementList } from './supplement-list.ts';
import type { ViewEvent } from './view-event.ts';

export const regimenChangeKinds = ['started', 'stopped', 'resumed', 'removed', 'dose-changed', 'timing-changed'] as const;
export type RegimenChangeKind = (typeof regimenChangeKinds)[number];

export interface RegimenChange {
  readonly at: string;
  readonly kind: RegimenChangeKind;
  readonly itemKind: 'supplement' | 'prescription';
  readonly itemId: string;
  readonly name: string;
  /** e.g. "500 mg → 1000 mg"; null when the kind says it all. */
  readonly detail: string | null;
}

export interface Regimen {
  readonly supplements: Supplement[];
  readonly prescriptions: Prescription[];
}

const until = (events: readonly ViewEvent[], at: string): ViewEvent[] => {
  const limit = Date.parse(at);
  return events.filter((event) => Date.parse(event.metadata.occurredAt) <= limit);
};

/** What the user was taking at `at`: the same lists the screens show, folded from the events up to that instant. */
export function regimenAt(events: readonly ViewEvent[], at: string): Regimen {
  const past = until(events, at);
  return { supplements: supplementList(past), prescriptions: prescriptionList(past) };
}

/**
 * Every change to the regimen after `from` up to `to` (both instants), oldest first: items started,
 * stopped, resumed or removed, and doses or timings changed (with the old and new value).
 */
export function regimenChanges(events: readonly ViewEvent[], from: string, to: string): RegimenChange[] {
  const start = Date.parse(from);
  const end = Date.parse(to);
  const supplements = new Map<string, { name: string; dosage: string; timing: string }>();
  const prescriptions = new Map<string, { name: string; dosage: string }>();
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
        const { prescriptionId: id, medicationName: name, dosage } = event.data;
        prescriptions.set(id, { name, dosage });
        record({ kind: 'started', itemKind: 'prescription', itemId: id, name, detail: dosage });
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
] as const;
