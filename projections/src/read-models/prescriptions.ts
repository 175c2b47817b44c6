import { sql } from 'slonik';
import { defineProjection, indexName, statement } from '../projection.ts';
import { guardedUpdate, occurredAt, ownerOf } from './row-guards.ts';

/** Prescriptions (stream `prescription-<id>`); a removed prescription's row is deleted. */
export const prescriptionsProjection = defineProjection({
  name: 'prescriptions',
  version: 1,
  tables: ['prescriptions'],
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
    statement`create index if not exists ${indexName(t.prescriptions, 'user_id_idx')} on ${t.prescriptions} (user_id, created_at)`,
  ],
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
    PrescriptionRemoved: (event, t) => [
      statement`delete from ${t.prescriptions} where id = ${event.data.prescriptionId} and last_event_revision < ${event.revision}`,
    ],
  },
});
