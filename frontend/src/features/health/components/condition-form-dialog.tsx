import { latestDateOnEarth } from '@regimen/domain/common-schemas';
import { conditionSeverities, type CreateHealthConditionInput } from '@regimen/domain/contracts/health-conditions';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { EMPTY_CONDITION_FORM, readConditionForm, SEVERITY_LABELS, type ConditionFormField, type ConditionFormValues } from '../model/condition-form.ts';
import { TagInput } from './tag-input.tsx';

const SEVERITY_OPTIONS = conditionSeverities.map((value) => ({ value, label: SEVERITY_LABELS[value] }));

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onValid: (body: CreateHealthConditionInput) => void;
  /** Editing starts from these values; adding starts empty. */
  initial?: ConditionFormValues;
};

/** The add- and edit-condition dialog (spec section 5: name required, severity default mild, tags for symptoms and treatments). */
export function ConditionFormDialog(props: Props) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{props.initial ? 'Edit Health Condition' : 'Add Health Condition'}</DialogTitle>
          <DialogDescription>Your conditions are taken into account when your supplements are checked. Fields marked * are required.</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so each opening starts empty. */}
        {props.open && <ConditionForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function ConditionForm({ pending, onValid, onOpenChange, initial }: Props) {
  const [values, setValues] = useState<ConditionFormValues>(initial ?? EMPTY_CONDITION_FORM);
  const [errors, setErrors] = useState<Partial<Record<ConditionFormField, string>>>({});
  const prefix = useId();
  const id = (field: ConditionFormField) => `${prefix}-${field}`;
  const set = <K extends ConditionFormField>(field: K, value: ConditionFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const invalid = (field: ConditionFormField) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id(field)}-error` : undefined,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = readConditionForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onValid(result.body);
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <Field id={id('name')} label="Condition name *" error={errors.name} className="sm:col-span-2">
        <Input id={id('name')} value={values.name} onChange={(event) => set('name', event.target.value)} maxLength={200} placeholder="e.g. Depression" autoComplete="off" required {...invalid('name')} />
      </Field>
      <Field id={id('severity')} label="Severity *" error={errors.severity}>
        <Select id={id('severity')} options={SEVERITY_OPTIONS} value={values.severity} onChange={(event) => set('severity', event.target.value)} />
      </Field>
      <Field id={id('diagnosedDate')} label="Diagnosed date" error={errors.diagnosedDate}>
        <Input id={id('diagnosedDate')} type="date" max={latestDateOnEarth()} value={values.diagnosedDate} onChange={(event) => set('diagnosedDate', event.target.value)} {...invalid('diagnosedDate')} />
      </Field>
      <Field id={id('description')} label="Description" error={errors.description} className="sm:col-span-2">
        <Textarea id={id('description')} rows={2} maxLength={2000} value={values.description} onChange={(event) => set('description', event.target.value)} />
      </Field>
      <div className="sm:col-span-2">
        <TagInput id={id('symptoms')} label="Symptoms" placeholder="Type a symptom and press Enter" tags={values.symptoms} onChange={(tags) => set('symptoms', tags)} />
      </div>
      <div className="sm:col-span-2">
        <TagInput
          id={id('currentTreatments')}
          label="Current treatments"
          placeholder="Type a treatment and press Enter"
          tags={values.currentTreatments}
          onChange={(tags) => set('currentTreatments', tags)}
        />
      </div>
      <Field id={id('notes')} label="Notes" error={errors.notes} className="sm:col-span-2">
        <Textarea id={id('notes')} rows={2} maxLength={5000} value={values.notes} onChange={(event) => set('notes', event.target.value)} />
      </Field>
      <DialogFooter className="sm:col-span-2">
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {initial ? (pending ? 'Saving…' : 'Save Changes') : pending ? 'Adding…' : 'Add Condition'}
        </Button>
      </DialogFooter>
    </form>
  );
}
