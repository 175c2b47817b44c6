import type { ExportPrescription, ExportSupplement, ExportTake } from './export-rows.ts';

/** One table for everything, a row per record, so a spreadsheet can filter it by `record`. */
const CSV_COLUMNS = [
  'record', 'id', 'name', 'brand', 'dosage', 'frequency', 'timing', 'status', 'planned_at', 'taken_at', 'start_date', 'end_date', 'stock', 'notes',
] as const;
type Column = (typeof CSV_COLUMNS)[number];
type CsvRecord = Partial<Record<Column, string | number | null>>;

/** RFC 4180 quoting; a leading =, +, - or @ is prefixed with ' so a spreadsheet does not run it as a formula. */
export const csvField = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const csvLine = (record: CsvRecord): string => `${CSV_COLUMNS.map((column) => csvField(record[column])).join(',')}\r\n`;

export const csvHeader = (): string => `${CSV_COLUMNS.join(',')}\r\n`;

export const supplementCsv = (s: ExportSupplement): string =>
  csvLine({
    record: 'supplement', id: s.id, name: s.name, brand: s.brand, dosage: s.dosage, frequency: s.frequency, timing: s.timing,
    status: s.isActive ? 'active' : 'inactive', start_date: s.createdAt.slice(0, 10), stock: s.currentStock, notes: s.notes,
  });

export const prescriptionCsv = (p: ExportPrescription): string =>
  csvLine({
    record: 'prescription', id: p.id, name: p.medicationName, brand: p.brand, dosage: p.dosage, frequency: p.frequency,
    status: p.isActive ? 'active' : 'inactive', start_date: p.startDate, end_date: p.endDate, notes: p.notes,
  });

/** A dose is taken when it has a time taken; one planned before `now` without it was missed. */
export const doseStatus = (take: ExportTake, now: Date): 'taken' | 'missed' | 'planned' =>
  take.takenAt ? 'taken' : new Date(take.plannedAt) < now ? 'missed' : 'planned';

export const takeCsv = (t: ExportTake, now: Date): string =>
  csvLine({
    record: 'dose', id: t.id, name: t.supplementName, dosage: t.dosage, status: doseStatus(t, now), planned_at: t.plannedAt, taken_at: t.takenAt, notes: t.notes,
  });
