import { z } from 'zod';
import { idSchema } from '../common-schemas.ts';
import { defineEvent, type EventOf } from '../event.ts';

export const conditionSeverities = ['mild', 'moderate', 'severe'] as const;
export type ConditionSeverity = (typeof conditionSeverities)[number];

const conditionFields = {
  name: z.string().min(1),
  description: z.string().nullable(),
  severity: z.enum(conditionSeverities),
  diagnosedDate: z.string().nullable(),
  symptoms: z.array(z.string()),
  currentTreatments: z.array(z.string()),
  notes: z.string().nullable(),
  isActive: z.boolean(),
};

// Health information: the personal fields are sealed per user (domain/src/personal-data.ts). Never log them.
export const healthConditionAdded = defineEvent(
  'HealthConditionAdded',
  1,
  z.object({ conditionId: idSchema, ...conditionFields }),
);

/** Only the fields that changed. */
export const healthConditionUpdated = defineEvent(
  'HealthConditionUpdated',
  1,
  z.object({ conditionId: idSchema, changes: z.object(conditionFields).partial() }),
);

export const healthConditionRemoved = defineEvent('HealthConditionRemoved', 1, z.object({ conditionId: idSchema }));

export type HealthConditionAdded = EventOf<typeof healthConditionAdded>;
export type HealthConditionUpdated = EventOf<typeof healthConditionUpdated>;
export type HealthConditionRemoved = EventOf<typeof healthConditionRemoved>;
export type HealthConditionChanges = HealthConditionUpdated['data']['changes'];

export type HealthConditionEvent = HealthConditionAdded | HealthConditionUpdated | HealthConditionRemoved;
