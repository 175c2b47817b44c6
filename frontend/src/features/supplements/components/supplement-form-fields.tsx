import { timingLabel } from '@regimen/domain/rules/timing';
import { MAX_UNITS_PER_DOSE, supplementTypes, type SupplementType } from '@regimen/domain/supplement/supplement-events';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import {
  DOSAGE_PLACEHOLDERS,
  takesIngredients,
  type SupplementFormField,
  type SupplementFormValues,
} from '../model/supplement-form.ts';
import { FREQUENCY_OPTIONS, frequencyLabel, optionsWithCurrent, TIMING_OPTIONS } from '../model/supplement-options.ts';
import { TYPE_LABELS } from '../model/supplement-view.ts';
import { DoseTimesField } from './dose-times-field.tsx';

const TYPE_OPTIONS = supplementTypes.map((value) => ({ value, label: TYPE_LABELS[value] }));
const typeField = z.enum(supplementTypes).catch('single');

export type FormErrors = Partial<Record<SupplementFormField, string>>;

export type SupplementFormFieldsProps = {
  /** Prefix for element ids, unique per form (useId). */
  idPrefix: string;
  initial: SupplementFormValues;
  errors: FormErrors;
  /** The edit form can switch a supplement off; a new one is always active. */
  showActive: boolean;
};

/** The fields shared by the add and edit forms; values are read from the form on submit. */
export function SupplementFormFields({ idPrefix, initial, errors, showActive }: SupplementFormFieldsProps) {
  const [type, setType] = useState<SupplementType>(typeField.parse(initial.type));
  const [trackStock, setTrackStock] = useState(initial.trackStock);
  // Followed here so the Times choice names the usual time of what is selected now.
  const [frequency, setFrequency] = useState(initial.frequency);
  const [timing, setTiming] = useState(initial.timing);
  const [ingredients, setIngredients] = useState<string[]>(
    initial.ingredients.length > 0 ? [...initial.ingredients] : [''],
  );
  const id = (field: string) => `${idPrefix}-${field}`;
  const invalid = (field: SupplementFormField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id(field)}-error` } : {};

  return (
    <>
      <Field id={id('name')} label="Name *" error={errors.name} className="sm:col-span-2">
        <Input
          id={id('name')}
          name="name"
          maxLength={200}
          defaultValue={initial.name}
          placeholder="e.g. Vitamin D3"
          autoComplete="off"
          required
          {...invalid('name')}
        />
      </Field>
      <Field id={id('brand')} label="Brand">
        <Input
          id={id('brand')}
          name="brand"
          maxLength={200}
          defaultValue={initial.brand}
          placeholder="e.g. Nordic Naturals"
          autoComplete="off"
        />
      </Field>
      <Field id={id('type')} label="Type">
        <Select
          id={id('type')}
          name="type"
          options={TYPE_OPTIONS}
          value={type}
          onChange={(event) => setType(typeField.parse(event.target.value))}
        />
      </Field>
      <Field id={id('dosage')} label="Dosage *" error={errors.dosage}>
        <Input
          id={id('dosage')}
          name="dosage"
          maxLength={100}
          defaultValue={initial.dosage}
          placeholder={DOSAGE_PLACEHOLDERS[type]}
          autoComplete="off"
          required
          {...invalid('dosage')}
        />
      </Field>
      <Field id={id('unitsPerDose')} label="Units per dose" error={errors.unitsPerDose}>
        <Input
          id={id('unitsPerDose')}
          name="unitsPerDose"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_UNITS_PER_DOSE}
          step={1}
          defaultValue={initial.unitsPerDose}
          {...invalid('unitsPerDose')}
        />
      </Field>
      <Field id={id('frequency')} label="Frequency">
        <Select
          id={id('frequency')}
          name="frequency"
          options={optionsWithCurrent(FREQUENCY_OPTIONS, initial.frequency, frequencyLabel)}
          defaultValue={initial.frequency}
          onChange={(event) => setFrequency(event.target.value)}
        />
      </Field>
      <Field id={id('timing')} label="Timing">
        <Select
          id={id('timing')}
          name="timing"
          options={optionsWithCurrent(TIMING_OPTIONS, initial.timing, timingLabel)}
          defaultValue={initial.timing}
          onChange={(event) => setTiming(event.target.value)}
        />
      </Field>
      <DoseTimesField
        idPrefix={idPrefix}
        timing={timing}
        frequency={frequency}
        initialOwn={initial.useOwnTimes}
        initialTimes={initial.doseTimes}
        error={errors.doseTimes}
      />

      {takesIngredients(type) && (
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="mb-1.5 text-sm font-medium">Ingredients</legend>
          {ingredients.map((ingredient, index) => (
            // Rows are edited in place and only removed explicitly, so the index is a stable key here.
            <div key={index} className="flex gap-2">
              <Input
                name="ingredients"
                aria-label={`Ingredient ${index + 1}`}
                maxLength={200}
                value={ingredient}
                onChange={(event) =>
                  setIngredients((rows) => rows.map((row, at) => (at === index ? event.target.value : row)))
                }
                placeholder="e.g. Vitamin B6"
                autoComplete="off"
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ingredient ${index + 1}`}
                onClick={() =>
                  setIngredients((rows) => (rows.length === 1 ? [''] : rows.filter((_, at) => at !== index)))
                }
              >
                <X aria-hidden="true" />
              </Button>
            </div>
          ))}
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => setIngredients((rows) => [...rows, ''])}
          >
            <Plus aria-hidden="true" />
            Add ingredient
          </Button>
        </fieldset>
      )}

      <div className="grid gap-3 sm:col-span-2">
        <Checkbox
          id={id('trackStock')}
          name="trackStock"
          label="Track stock"
          defaultChecked={initial.trackStock}
          onChange={setTrackStock}
        />
        {trackStock && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={id('currentStock')} label="Current stock (units)">
              <Input
                id={id('currentStock')}
                name="currentStock"
                type="number"
                inputMode="numeric"
                min={0}
                defaultValue={initial.currentStock}
              />
            </Field>
            <Field id={id('lowStockThreshold')} label="Low-stock alert at">
              <Input
                id={id('lowStockThreshold')}
                name="lowStockThreshold"
                type="number"
                inputMode="numeric"
                min={1}
                defaultValue={initial.lowStockThreshold}
              />
            </Field>
          </div>
        )}
      </div>

      <div className="flex flex-wrap gap-x-6 gap-y-3 sm:col-span-2">
        <Checkbox id={id('fastingSafe')} name="fastingSafe" label="Fasting safe" defaultChecked={initial.fastingSafe} />
        {showActive && (
          <Checkbox id={id('isActive')} name="isActive" label="Active" defaultChecked={initial.isActive} />
        )}
      </div>

      <Field id={id('notes')} label="Notes" className="sm:col-span-2">
        <Textarea
          id={id('notes')}
          name="notes"
          rows={3}
          maxLength={5000}
          defaultValue={initial.notes}
          placeholder="Anything worth remembering"
        />
      </Field>
    </>
  );
}
