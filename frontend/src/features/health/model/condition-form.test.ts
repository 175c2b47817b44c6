import { describe, expect, it } from 'vitest';
import { latestDateOnEarth } from '@regimen/domain/common-schemas';
import { addTag, EMPTY_CONDITION_FORM, formValuesOf, readConditionForm } from './condition-form.ts';

describe('addTag', () => {
  it('adds a trimmed entry and ignores blank and duplicate ones', () => {
    expect(addTag([], '  low mood ')).toEqual(['low mood']);
    expect(addTag(['low mood'], '   ')).toEqual(['low mood']);
    expect(addTag(['low mood'], 'Low Mood')).toEqual(['low mood']);
    expect(addTag(['low mood'], 'fatigue')).toEqual(['low mood', 'fatigue']);
  });
});

describe('readConditionForm', () => {
  it('requires a name', () => {
    expect(readConditionForm({ ...EMPTY_CONDITION_FORM, name: '  ' })).toEqual({ ok: false, errors: { name: 'Condition name is required' } });
  });

  it('defaults to mild and sends empty optional fields as null', () => {
    expect(readConditionForm({ ...EMPTY_CONDITION_FORM, name: 'Asthma' })).toEqual({
      ok: true,
      body: { name: 'Asthma', description: null, severity: 'mild', diagnosedDate: null, symptoms: [], currentTreatments: [], notes: null },
    });
  });

  it('keeps what was filled in, tags included', () => {
    const result = readConditionForm({ ...EMPTY_CONDITION_FORM, name: 'Depression', severity: 'moderate', symptoms: ['low mood'], diagnosedDate: '2024-05-01', notes: ' winter ' });
    expect(result).toMatchObject({ ok: true, body: { severity: 'moderate', symptoms: ['low mood'], diagnosedDate: '2024-05-01', notes: 'winter' } });
  });

  it('refuses a diagnosis dated after today everywhere, and takes today', () => {
    const tomorrowEverywhere = latestDateOnEarth(Date.now() + 86_400_000);
    expect(readConditionForm({ ...EMPTY_CONDITION_FORM, name: 'x', diagnosedDate: tomorrowEverywhere })).toEqual({ ok: false, errors: { diagnosedDate: 'Diagnosed date cannot be in the future' } });
    expect(readConditionForm({ ...EMPTY_CONDITION_FORM, name: 'x', diagnosedDate: new Date().toISOString().slice(0, 10) })).toMatchObject({ ok: true });
  });

  it('refuses an impossible date', () => {
    expect(readConditionForm({ ...EMPTY_CONDITION_FORM, name: 'x', diagnosedDate: '2024-02-30' })).toEqual({ ok: false, errors: { diagnosedDate: 'Enter a valid date' } });
  });
});

describe('formValuesOf', () => {
  it('starts the edit form from the condition, and reading it back gives the same body', () => {
    const condition = { name: 'Depression', description: null, severity: 'moderate', diagnosedDate: '2024-05-01', symptoms: ['low mood'], currentTreatments: [], notes: null };
    const values = formValuesOf(condition);
    expect(values).toMatchObject({ description: '', notes: '', diagnosedDate: '2024-05-01' });
    expect(readConditionForm(values)).toEqual({ ok: true, body: condition });
  });
});
