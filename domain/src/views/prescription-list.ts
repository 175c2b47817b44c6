import type { Prescription } from '../contracts/prescriptions.ts';
import type { ViewEvent } from './view-event.ts';

/** The prescriptions list (`GET /api/prescriptions`) folded from events, as the `prescriptions` projection writes it. */
export function prescriptionList(events: readonly ViewEvent[]): Prescription[] {
  // Rows remember when they were added: the read API orders by it but does not answer with it.
  const rows = new Map<string, Prescription & { createdAt: string }>();
  for (const event of events) {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'PrescriptionAdded': {
        const { prescriptionId, ...fields } = event.data;
        if (!rows.has(prescriptionId) && event.metadata.userId !== null) {
          rows.set(prescriptionId, { id: prescriptionId, userId: event.metadata.userId, ...fields, createdAt: at });
        }
        break;
      }
      case 'PrescriptionNotesUpdated': {
        const row = rows.get(event.data.prescriptionId);
        if (row !== undefined) rows.set(row.id, { ...row, notes: event.data.notes });
        break;
      }
      case 'PrescriptionUpdated': {
        const row = rows.get(event.data.prescriptionId);
        const changes = Object.fromEntries(Object.entries(event.data.changes).filter(([, value]) => value !== undefined));
        if (row !== undefined) rows.set(row.id, { ...row, ...changes });
        break;
      }
      case 'PrescriptionRemoved':
        rows.delete(event.data.prescriptionId);
        break;
      default:
        break;
    }
  }
  return [...rows.values()]
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id.localeCompare(b.id))
    .map(({ createdAt: _createdAt, ...row }) => row);
}
