import { DEFAULT_LOW_STOCK_THRESHOLD } from '@regimen/domain/rules/low-stock';
import { supplementTypes, type SupplementType } from '@regimen/domain/supplement/supplement-events';
import { Plus } from 'lucide-react';
import { z } from 'zod';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useAddSupplement } from '../api/add-supplement.ts';
import { addSupplementErrorMessage } from '../model/add-supplement-error.ts';
import { FREQUENCY_OPTIONS, TIMING_OPTIONS } from '../model/supplement-options.ts';
import {
  DOSAGE_PLACEHOLDERS,
  parseSupplementForm,
  readSupplementForm,
  type SupplementFormField,
} from '../model/supplement-form.ts';

const TYPE_OPTIONS = [
  { value: 'single', label: 'Single ingredient' },
  { value: 'complex', label: 'Complex' },
  { value: 'multivitamin', label: 'Multivitamin' },
] as const;

const supplementTypeField = z.enum(supplementTypes).catch('single');

type Errors = Partial<Record<SupplementFormField, string>>;

function Field({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`grid content-start gap-1.5 ${className ?? ''}`}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

export function AddSupplementDialog({ trigger }: { trigger?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [type, setType] = useState<SupplementType>('single');
  const addSupplement = useAddSupplement();
  const toast = useToast();
  const formId = useId();
  const id = (field: SupplementFormField) => `${formId}-${field}`;
  const invalid = (field: SupplementFormField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id(field)}-error` } : {};

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setErrors({});
      setType('single');
      addSupplement.reset();
    }
  }

  /** A field's error goes as soon as the user edits that field. */
  function onInput(event: FormEvent<HTMLFormElement>) {
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    if (!Object.hasOwn(errors, target.name)) return;
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => field !== target.name)));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = parseSupplementForm(readSupplementForm(event.currentTarget));
    if (!result.success) {
      setErrors(result.errors);
      const firstInvalid = Object.keys(result.errors)[0];
      if (firstInvalid) document.getElementById(`${formId}-${firstInvalid}`)?.focus();
      return;
    }
    setErrors({});
    addSupplement.mutate(result.body, {
      onSuccess: () => {
        toast({ title: 'Supplement added', description: 'Your supplement has been added successfully.' });
        onOpenChange(false);
      },
      onError: (error) => toast({ title: 'Error', description: addSupplementErrorMessage(error), variant: 'error' }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button>
            <Plus aria-hidden="true" />
            Add Supplement
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Add Supplement</DialogTitle>
          <DialogDescription>Add a supplement to your routine. Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} onInput={onInput} className="grid gap-4 sm:grid-cols-2">
          <Field id={id('name')} label="Name *" error={errors.name} className="sm:col-span-2">
            <Input id={id('name')} name="name" maxLength={200} placeholder="e.g. Vitamin D3" autoComplete="off" required {...invalid('name')} />
          </Field>
          <Field id={id('brand')} label="Brand">
            <Input id={id('brand')} name="brand" maxLength={200} placeholder="e.g. Nordic Naturals" autoComplete="off" />
          </Field>
          <Field id={id('type')} label="Type">
            <Select
              id={id('type')}
              name="type"
              options={TYPE_OPTIONS}
              value={type}
              onChange={(event) => setType(supplementTypeField.parse(event.target.value))}
            />
          </Field>
          <Field id={id('dosage')} label="Dosage *" error={errors.dosage}>
            <Input
              id={id('dosage')}
              name="dosage"
              maxLength={100}
              placeholder={DOSAGE_PLACEHOLDERS[type]}
              autoComplete="off"
              required
              {...invalid('dosage')}
            />
          </Field>
          <Field id={id('frequency')} label="Frequency">
            <Select id={id('frequency')} name="frequency" options={FREQUENCY_OPTIONS} defaultValue="daily" />
          </Field>
          <Field id={id('timing')} label="Timing">
            <Select id={id('timing')} name="timing" options={TIMING_OPTIONS} defaultValue="morning" />
          </Field>
          <Field id={id('currentStock')} label="Current stock (units)">
            <Input id={id('currentStock')} name="currentStock" type="number" inputMode="numeric" min={0} defaultValue={0} />
          </Field>
          <Field id={id('lowStockThreshold')} label="Low-stock alert at">
            <Input
              id={id('lowStockThreshold')}
              name="lowStockThreshold"
              type="number"
              inputMode="numeric"
              min={1}
              defaultValue={DEFAULT_LOW_STOCK_THRESHOLD}
            />
          </Field>
          <Field id={id('notes')} label="Notes" className="sm:col-span-2">
            <Textarea id={id('notes')} name="notes" rows={3} maxLength={5000} placeholder="Anything worth remembering" />
          </Field>
          <DialogFooter className="sm:col-span-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={addSupplement.isPending}>
              {addSupplement.isPending ? 'Adding…' : 'Add Supplement'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
