import type { CreateCourseInput } from '@regimen/domain/contracts/courses';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { draftEndDate, draftErrors, draftName, durationOptions, emptyDraft, type CourseDraft } from '../model/course-view.ts';

export type CourseSupplement = { id: string; name: string; dosage: string; timing: string; frequency: string };

/** Spec section 5: supplement, start date, duration (7–90 days, 30 by default), a read-only end date. */
export function CourseForm({
  supplements,
  today,
  pending,
  onSubmit,
  onCancel,
}: {
  supplements: readonly CourseSupplement[];
  today: string;
  pending: boolean;
  onSubmit: (body: CreateCourseInput) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<CourseDraft>(() => emptyDraft(supplements[0]?.id ?? '', today));
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? draftErrors(draft) : {};
  const supplement = supplements.find((candidate) => candidate.id === draft.supplementId);
  const endDate = draftEndDate(draft);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(draftErrors(draft)).length > 0 || supplement === undefined) return;
    // Choosing a supplement fills dosage, timing and frequency and names the course (spec section 5).
    onSubmit({
      supplementId: supplement.id,
      name: draftName(supplement.name, draft.durationDays),
      startDate: draft.startDate,
      endDate,
      durationDays: draft.durationDays,
      dosage: supplement.dosage,
      timing: supplement.timing,
      frequency: supplement.frequency,
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-label="New course" className="grid gap-4 sm:grid-cols-2">
      <Field id="course-supplement" label="Supplement" error={errors.supplementId} className="sm:col-span-2">
        <Select
          id="course-supplement"
          value={draft.supplementId}
          onChange={(event) => setDraft({ ...draft, supplementId: event.target.value })}
          options={supplements.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        />
      </Field>
      <Field id="course-start" label="Start date" error={errors.startDate}>
        <Input
          id="course-start"
          type="date"
          value={draft.startDate}
          aria-invalid={errors.startDate !== undefined}
          aria-describedby={errors.startDate ? 'course-start-error' : undefined}
          onChange={(event) => setDraft({ ...draft, startDate: event.target.value })}
        />
      </Field>
      <Field id="course-duration" label="Duration">
        <Select
          id="course-duration"
          value={String(draft.durationDays)}
          onChange={(event) => setDraft({ ...draft, durationDays: Number(event.target.value) })}
          options={durationOptions}
        />
      </Field>
      <Field id="course-end" label="End date" error={errors.endDate}>
        <Input id="course-end" type="date" value={endDate} readOnly aria-readonly="true" />
      </Field>
      <Field id="course-name" label="Name">
        <Input id="course-name" value={draftName(supplement?.name, draft.durationDays)} readOnly aria-readonly="true" />
      </Field>
      {supplement && (
        <p className="text-muted-foreground text-sm sm:col-span-2">
          {supplement.dosage} · {supplement.timing} · {supplement.frequency}
        </p>
      )}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          Create Course
        </Button>
      </div>
    </form>
  );
}
