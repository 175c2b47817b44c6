import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { AuditFilters } from '../model/audit-search.ts';

const fields = [
  { key: 'userId', label: 'User id', placeholder: 'UUID', type: 'text' },
  { key: 'types', label: 'Event types', placeholder: 'AccountBlocked, SupplementAdded', type: 'text' },
  { key: 'correlationId', label: 'Correlation id', placeholder: 'one request', type: 'text' },
  { key: 'from', label: 'From', placeholder: '', type: 'datetime-local' },
  { key: 'to', label: 'To', placeholder: '', type: 'datetime-local' },
] as const;

export function AuditFiltersForm({ filters, onApply }: { filters: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(Object.fromEntries(Object.entries(draft).filter(([, value]) => typeof value === 'string' && value.trim() !== '')));
  };
  return (
    <form onSubmit={submit} aria-label="Filter the audit trail" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {fields.map((field) => (
        <Field key={field.key} id={`audit-${field.key}`} label={field.label}>
          <Input
            id={`audit-${field.key}`}
            type={field.type}
            placeholder={field.placeholder}
            value={draft[field.key] ?? ''}
            onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
          />
        </Field>
      ))}
      <div className="flex gap-2 sm:col-span-2 lg:col-span-5">
        <Button type="submit">Apply filters</Button>
        <Button type="button" variant="outline" onClick={() => { setDraft({}); onApply({}); }}>
          Clear
        </Button>
      </div>
    </form>
  );
}
