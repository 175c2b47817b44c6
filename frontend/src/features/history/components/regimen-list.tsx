import type { Regimen } from '@regimen/domain/views/regimen-history';

/** The supplements, prescriptions, running courses and conditions of one day: dose, timing, stock, paused or not. */
export function RegimenList({ regimen, label }: { regimen: Regimen; label: string }) {
  const { supplements, prescriptions, courses, conditions } = regimen;
  if (supplements.length + prescriptions.length + courses.length + conditions.length === 0) {
    return <p className="text-muted-foreground text-sm">Nothing was in your regimen then.</p>;
  }
  return (
    <ul aria-label={label} className="divide-y rounded-lg border">
      {supplements.map((s) => (
        <li key={s.id} className="flex flex-wrap items-baseline gap-x-3 p-3 text-sm">
          <span className="font-medium">{s.name}</span>
          <span>{s.dosage}</span>
          <span className="text-muted-foreground">{s.frequency}, {s.timing}</span>
          {s.currentStock !== null && <span className="text-muted-foreground">stock {s.currentStock}</span>}
          {!s.isActive && <span className="text-muted-foreground">(paused)</span>}
        </li>
      ))}
      {prescriptions.map((p) => (
        <li key={p.id} className="flex flex-wrap items-baseline gap-x-3 p-3 text-sm">
          <span className="font-medium">{p.medicationName}</span>
          <span>{p.dosage}</span>
          <span className="text-muted-foreground">{p.frequency} · prescription</span>
          {!p.isActive && <span className="text-muted-foreground">(inactive)</span>}
        </li>
      ))}
      {courses.map((c) => (
        <li key={c.id} className="flex flex-wrap items-baseline gap-x-3 p-3 text-sm">
          <span className="font-medium">{c.name}</span>
          <span>{c.dosage}</span>
          <span className="text-muted-foreground">course {c.startDate} to {c.endDate}</span>
          {c.status === 'paused' && <span className="text-muted-foreground">(paused)</span>}
        </li>
      ))}
      {conditions.map((c) => (
        <li key={c.id} className="flex flex-wrap items-baseline gap-x-3 p-3 text-sm">
          <span className="font-medium">{c.name}</span>
          <span className="text-muted-foreground">condition · {c.severity}</span>
          {!c.isActive && <span className="text-muted-foreground">(inactive)</span>}
        </li>
      ))}
    </ul>
  );
}
