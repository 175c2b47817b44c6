import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useDrugNames } from '../../../lib/drug-names.ts';

type Props = {
  id: string;
  value: string;
  brand: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

/**
 * The medication name with the drug dictionary's names (generic and brand) as suggestions, and a
 * plain statement of whether interactions with it can be checked: an unknown drug is never
 * silently treated as checked.
 */
export function MedicationNameField({ id, value, brand, error, onChange }: Props) {
  const names = useDrugNames();
  const typed = useDeferredValue(value);
  const suggestions = names?.suggestDrugNames(typed) ?? [];
  const recognised = names && value.trim() !== '' ? names.recognisedDrugs(value, brand) : null;
  const statusId = `${id}-status`;
  const describedBy = [error ? `${id}-error` : null, recognised ? statusId : null].filter(Boolean).join(' ');

  return (
    <Field id={id} label="Medication name *" error={error} className="sm:col-span-2">
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        list={`${id}-list`}
        maxLength={200}
        placeholder="e.g. Sertraline or Zoloft"
        autoComplete="off"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <datalist id={`${id}-list`}>
        {suggestions.map((suggestion) => (
          <option key={suggestion.label} value={suggestion.label}>
            {suggestion.isBrand ? `${suggestion.label} (${suggestion.generic})` : suggestion.label}
          </option>
        ))}
      </datalist>
      {recognised !== null && (
        <p id={statusId} aria-live="polite" className="flex items-start gap-1.5 text-xs">
          {recognised.length > 0 ? (
            <>
              <CircleCheck aria-hidden="true" className="text-primary mt-px size-3.5 shrink-0" />
              <span>In our drug list as {recognised.join(', ')}: interactions with your supplements are checked.</span>
            </>
          ) : (
            <>
              <TriangleAlert aria-hidden="true" className="text-warning mt-px size-3.5 shrink-0" />
              <span className="font-medium">This medicine is not in our drug list — interactions with it cannot be checked.</span>
            </>
          )}
        </p>
      )}
    </Field>
  );
}
