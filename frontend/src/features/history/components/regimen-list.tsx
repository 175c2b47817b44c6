import type { Regimen } from '@regimen/domain/views/regimen-history';

/** The supplements and prescriptions of one day: dose, timing, stock, paused or not. */
export function RegimenList({ regimen, label }: { regimen: Regimen; label: string }) {
  if (regimen.supplements.length === 0 && regimen.prescriptions.length === 0) {
    return <p className="text-muted-foreground text-sm">Nothing was in your regimen then.</p>;
  }
  return (
    <ul aria-label={label} className="divide-y rounded-lg border">
      {regimen.supplements.map((s) => (
        <li key={s.id} className="flex flex-wrap items-baseline gap-x-3 p-3 text-sm">
          <span className="font-medium">{s.name}</span>
          <span>{s.dosage}</span>
          <span className="text-muted-foreground">{s.frequency}, {s.timing}</span>
          {s.currentStock !== null && <span className="text-muted-foreground">stock {s.currentStock}</span>}
          {!s.isActive && <span className="text-muted-foreground">(paused)</span>}
        </li>
      ))}
      {regimen.prescriptions.map((p) => (
        <li key={p.id} className="flex flex-wrap items-baseline gap-x-3 p-3 text-sm">
          <span className="font-medium">{p.medicationName}</span>
          <span>{p.dosage}</span>
          <span className="text-muted-foreground">{p.frequency} · prescription</span>
          {!p.isActive && <span className="text-muted-foreground">(inactive)</span>}
        </li>
      ))}
    </ul>
  );
}
