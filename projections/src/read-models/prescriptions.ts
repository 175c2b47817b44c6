import { sql } from 'slonik';
import type { AnyProjectedEvent } from '../events.ts';
import { defineProjection, indexName, statement } from '../projection.ts';
import { guardedUpdate, occurredAt, ownerOf } from './row-guards.ts';
import { rowStatements, type RowOp } from './set-based.ts';

const COLUMN_OF = {
  medicationName: 'medication_name', brand: 'brand', dosage: 'dosage', frequency: 'frequency', prescribedBy: 'prescribed_by',
  purpose: 'purpose', notes: 'notes', isActive: 'is_active', startDate: 'start_date', endDate: 'end_date',
} as const;

/** An update's changed fields as columns; a field left out keeps its column. */
const columnsOf = (changes: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(COLUMN_OF).flatMap(([field, column]) => (changes[field] === undefined ? [] : [[column, changes[field]]])),
  );

/** What each event does to its `prescriptions` row, for the set-based path (the same as its handler below). */
const prescriptionOp = (event: AnyProjectedEvent): RowOp[] => {
  const at = occurredAt(event);
  switch (event.type) {
    case 'PrescriptionAdded': {
      const d = event.data;
      return [{
        kind: 'insert',
        id: d.prescriptionId,
        revision: event.revision,
        row: {
          user_id: ownerOf(event), medication_name: d.medicationName, brand: d.brand, dosage: d.dosage, frequency: d.frequency,
          prescribed_by: d.prescribedBy, purpose: d.purpose, notes: d.notes, is_active: d.isActive, start_date: d.startDate,
          end_date: d.endDate, created_at: at, updated_at: at,
        },
      }];
    }
    case 'PrescriptionNotesUpdated':
      return [{ kind: 'update', id: event.data.prescriptionId, revision: event.revision, changes: { notes: event.data.notes, updated_at: at } }];
    case 'PrescriptionUpdated':
      return [{ kind: 'update', id: event.data.prescriptionId, revision: event.revision, changes: { ...columnsOf(event.data.changes), updated_at: at } }];
    case 'PrescriptionRemoved':
      return [{ kind: 'delete', id: event.data.prescriptionId, revision: event.revision }];
    default:
      return [];
  }
};

const PRESCRIPTION_INSERT = [
  'id', 'user_id', 'medication_name', 'brand', 'dosage', 'frequency', 'prescribed_by', 'purpose', 'notes', 'is_active', 'start_date',
  'end_date', 'created_at', 'updated_at', 'last_event_revision',
];

/** Prescriptions (stream `prescription-<id>`); a removed prescription's row is deleted. */
export const prescriptionsProjection = defineProjection({
  name: 'prescriptions',
  version: 2,
  tables: ['prescriptions'],
  rowsOfEventUserOnly: true,
  setup: (t) => [
    statement`
      create table if not exists ${t.prescriptions} (
        id uuid primary key,
        user_id uuid not null,
        medication_name text not null,
        brand text,
        dosage text not null,
        frequency text not null,
        prescribed_by text,
        purpose text,
        notes text,
        is_active boolean not null,
        start_date text,
        end_date text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        last_event_revision bigint not null
      )`,
  ],
  indexes: (t) => [statement`create index if not exists ${indexName(t.prescriptions, 'user_id_idx')} on ${t.prescriptions} (user_id, created_at)`],
  handlers: {
    PrescriptionAdded: (event, t) => {
      const d = event.data;
      return [
        statement`
          insert into ${t.prescriptions} (id, user_id, medication_name, brand, dosage, frequency, prescribed_by, purpose, notes,
            is_active, start_date, end_date, created_at, updated_at, last_event_revision)
          values (${d.prescriptionId}, ${ownerOf(event)}, ${d.medicationName}, ${d.brand}, ${d.dosage}, ${d.frequency},
            ${d.prescribedBy}, ${d.purpose}, ${d.notes}, ${d.isActive}, ${d.startDate}, ${d.endDate},
            ${occurredAt(event)}, ${occurredAt(event)}, ${event.revision})
          on conflict (id) do nothing`,
      ];
    },
    PrescriptionNotesUpdated: (event, t) => [
      guardedUpdate(t.prescriptions, event.data.prescriptionId, event, [
        sql.fragment`notes = ${event.data.notes}`,
        sql.fragment`updated_at = ${occurredAt(event)}`,
      ]),
    ],
    PrescriptionUpdated: (event, t) => [
      guardedUpdate(t.prescriptions, event.data.prescriptionId, event, [
        ...Object.entries(columnsOf(event.data.changes)).map(([column, value]) => sql.fragment`${sql.identifier([column])} = ${value as string | boolean | null}`),
        sql.fragment`updated_at = ${occurredAt(event)}`,
      ]),
    ],
    PrescriptionRemoved: (event, t) => [
      statement`delete from ${t.prescriptions} where id = ${event.data.prescriptionId} and last_event_revision < ${event.revision}`,
    ],
  },
  // The set-based path: a few statements per batch; set-based.int.test.ts keeps it equal to the handlers, column for column.
  applyBatch: (events, t) =>
    rowStatements({ table: t.prescriptions, insertColumns: PRESCRIPTION_INSERT, updateColumns: [...Object.values(COLUMN_OF), 'updated_at'] }, events.flatMap(prescriptionOp)),
  erase: (userId, t) => [statement`delete from ${t.prescriptions} where user_id = ${userId}`],
});
