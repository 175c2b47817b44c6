import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog.tsx';
import {
  parseSupplementForm,
  readSupplementForm,
  type SupplementFields,
  type SupplementFormValues,
} from '../model/supplement-form.ts';
import { SupplementFormFields, type FormErrors } from './supplement-form-fields.tsx';

export type SupplementEditorProps = {
  initial: SupplementFormValues;
  showActive: boolean;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onValid: (fields: SupplementFields) => void;
};

/** The form inside the add and edit dialogs: validates on submit and points at the first problem. */
export function SupplementEditor({
  initial,
  showActive,
  submitLabel,
  pendingLabel,
  pending,
  onValid,
}: SupplementEditorProps) {
  const [errors, setErrors] = useState<FormErrors>({});
  const idPrefix = useId();

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
      if (firstInvalid) document.getElementById(`${idPrefix}-${firstInvalid}`)?.focus();
      return;
    }
    setErrors({});
    onValid(result.fields);
  }

  return (
    <form noValidate onSubmit={onSubmit} onInput={onInput} className="grid gap-4 sm:grid-cols-2">
      <SupplementFormFields idPrefix={idPrefix} initial={initial} errors={errors} showActive={showActive} />
      <DialogFooter className="sm:col-span-2">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
