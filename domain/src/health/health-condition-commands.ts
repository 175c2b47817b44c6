import type { HealthConditionAdded, HealthConditionChanges } from './health-condition-events.ts';

export interface AddHealthCondition {
  readonly type: 'AddHealthCondition';
  readonly data: HealthConditionAdded['data'];
}

/** A partial edit: fields left out keep their value. */
export interface UpdateHealthCondition {
  readonly type: 'UpdateHealthCondition';
  readonly data: { readonly conditionId: string; readonly changes: HealthConditionChanges };
}

export interface RemoveHealthCondition {
  readonly type: 'RemoveHealthCondition';
  readonly data: { readonly conditionId: string };
}

export type HealthConditionCommand = AddHealthCondition | UpdateHealthCondition | RemoveHealthCondition;
