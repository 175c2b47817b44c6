import type { CreatePrescriptionInput } from '@regimen/domain/contracts/prescriptions';
import { prescriptionFrequencies } from '@regimen/domain/contracts/prescriptions';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { readPrescriptionForm, type PrescriptionFormField, type PrescriptionFormValues } from '../model/prescription-form.ts';
import { FREQUENCY_LABELS } from '../model/prescription-view.ts';
import { MedicationNameField } from './medication-name-field.tsx';

const FREQUENCY_OPTIONS = prescriptionFrequencies.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  initial: PrescriptionFormValues;
  /** Whether the form offers Active (a new prescription is always active). */
  showActive: boolean;
  onValid: (body: CreatePrescriptionInput) => void;
};

/** The Add Prescription and Edit Prescription form (spec section 5: name, dosage and frequency required). */
export function PrescriptionFormDialog(props: Props) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so each opening starts from `initial`. */}
        {props.open && <PrescriptionForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function PrescriptionForm({ initial, showActive, submitLabel, pendingLabel, pending, onValid, onOpenChange }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<PrescriptionFormField, string>>>({});
  const prefix = useId();
  const id = (field: PrescriptionFormField) => `${prefix}-${field}`;
  const set = <K extends PrescriptionFormField>(field: K, value: PrescriptionFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const text = (field: Exclude<PrescriptionFormField, 'isActive' | 'frequency' | 'medicationName' | 'notes'>) => ({
    id: id(field),
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id(field)}-error` : undefined,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = readPrescriptionForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onValid(result.body);
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <MedicationNameField
        id={id('medicationName')}
        value={values.medicationName}
        brand={values.brand}
        error={errors.medicationName}
        onChange={(value) => set('medicationName', value)}
      />
      <Field id={id('brand')} label="Brand" error={errors.brand}>
        <Input {...text('brand')} maxLength={200} placeholder="e.g. Zoloft" autoComplete="off" />
      </Field>
      <Field id={id('dosage')} label="Dosage *" error={errors.dosage}>
        <Input {...text('dosage')} maxLength={100} placeholder="e.g. 50 mg" autoComplete="off" required />
      </Field>
      <Field id={id('frequency')} label="Frequency *" error={errors.frequency}>
        <Select id={id('frequency')} options={FREQUENCY_OPTIONS} value={values.frequency} onChange={(event) => set('frequency', event.target.value)} />
      </Field>
      <Field id={id('prescribedBy')} label="Prescribed by" error={errors.prescribedBy}>
        <Input {...text('prescribedBy')} maxLength={200} placeholder="e.g. Dr. Smith" autoComplete="off" />
      </Field>
      <Field id={id('purpose')} label="Purpose" error={errors.purpose} className="sm:col-span-2">
        <Input {...text('purpose')} maxLength={500} placeholder="e.g. Blood pressure" autoComplete="off" />
      </Field>
      <Field id={id('startDate')} label="Start date" error={errors.startDate}>
        <Input {...text('startDate')} type="date" />
      </Field>
      <Field id={id('endDate')} label="End date" error={errors.endDate}>
        <Input {...text('endDate')} type="date" />
      </Field>
      <Field id={id('notes')} label="Notes" error={errors.notes} className="sm:col-span-2">
        <Textarea id={id('notes')} rows={3} maxLength={5000} value={values.notes} onChange={(event) => set('notes', event.target.value)} />
      </Field>
      {showActive && (
        <div className="sm:col-span-2">
          <Checkbox id={id('isActive')} name="isActive" label="Active" defaultChecked={values.isActive} onChange={(checked) => set('isActive', checked)} />
        </div>
      )}
      <DialogFooter className="sm:col-span-2">
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
