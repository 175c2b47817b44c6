import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { healthConditionDecider } from './health-condition-decide.ts';
import type { HealthConditionAdded, HealthConditionEvent } from './health-condition-events.ts';

const given = deciderSpec(healthConditionDecider);
const conditionId = '6f1c1f4e-3b1a-4c4e-9a55-0b4d3f2a9c11';

const added: HealthConditionAdded = {
  type: 'HealthConditionAdded',
  data: {
    conditionId,
    name: 'Depression',
    description: null,
    severity: 'moderate',
    diagnosedDate: null,
    symptoms: ['low mood'],
    currentTreatments: ['sertraline'],
    notes: null,
    isActive: true,
  },
};
const removed: HealthConditionEvent = { type: 'HealthConditionRemoved', data: { conditionId } };

describe('AddHealthCondition', () => {
  const add = { type: 'AddHealthCondition', data: added.data } as const;

  it('adds the condition', () => {
    given([]).when(add).then([added]);
  });

  it('keeps only the event fields of what a caller spread into the command', () => {
    given([]).when({ type: 'AddHealthCondition', data: { ...added.data, userId: 'x' } as HealthConditionAdded['data'] }).then([added]);
  });

  it('refuses an id already used, removed or not', () => {
    given([added]).when(add).thenThrows('HealthConditionAlreadyExists');
    given([added, removed]).when(add).thenThrows('HealthConditionAlreadyExists');
  });
});

describe('UpdateHealthCondition', () => {
  const update = (changes: object) => ({ type: 'UpdateHealthCondition', data: { conditionId, changes } }) as const;

  it('records only the fields that changed', () => {
    given([added])
      .when(update({ severity: 'severe', symptoms: ['low mood'], notes: undefined }))
      .then([{ type: 'HealthConditionUpdated', data: { conditionId, changes: { severity: 'severe' } } }]);
  });

  it('sees a changed tag list as a change', () => {
    given([added])
      .when(update({ symptoms: ['low mood', 'fatigue'] }))
      .then([{ type: 'HealthConditionUpdated', data: { conditionId, changes: { symptoms: ['low mood', 'fatigue'] } } }]);
  });

  it('is a no-op when nothing differs', () => {
    given([added]).when(update({ name: 'Depression', currentTreatments: ['sertraline'] })).then([]);
  });

  it('applies an earlier update before deciding', () => {
    const updated: HealthConditionEvent = { type: 'HealthConditionUpdated', data: { conditionId, changes: { severity: 'severe' } } };
    given([added, updated]).when(update({ severity: 'severe' })).then([]);
  });

  it('refuses an unknown or removed condition', () => {
    given([]).when(update({ notes: 'x' })).thenThrows('HealthConditionNotFound');
    given([added, removed]).when(update({ notes: 'x' })).thenThrows('HealthConditionNotFound');
  });
});

describe('RemoveHealthCondition', () => {
  const remove = { type: 'RemoveHealthCondition', data: { conditionId } } as const;

  it('removes the condition', () => {
    given([added]).when(remove).then([removed]);
  });

  it('refuses removing twice or an unknown condition', () => {
    given([added, removed]).when(remove).thenThrows('HealthConditionNotFound');
    given([]).when(remove).thenThrows('HealthConditionNotFound');
  });
});
