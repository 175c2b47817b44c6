import type { ExportCondition, ExportCourse, ExportPrescription, ExportSupplement, ExportTake } from './export-rows.ts';

/** The CSV export is a file per kind of record, each with its own columns, so each opens as one sheet. */
export const csvTables = ['supplements', 'doses', 'prescriptions', 'courses', 'conditions'] as const;
export type CsvTable = (typeof csvTables)[number];

type Cell = string | number | null | undefined;

/** RFC 4180 quoting; a leading =, +, - or @ is prefixed with ' so a spreadsheet does not run it as a formula. */
export const csvField = (value: Cell): string => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const csvLine = (cells: readonly Cell[]): string => `${cells.map(csvField).join(',')}\r\n`;

/** Tags (symptoms, treatments) in one cell, separated as people write them. */
const list = (values: readonly string[]): string => values.join('; ');

export const csvHeaders: Record<CsvTable, string> = {
  supplements: csvLine(['id', 'name', 'brand', 'type', 'dosage', 'frequency', 'timing', 'status', 'stock', 'low_stock_threshold', 'units_per_dose', 'added_at', 'notes']),
  doses: csvLine(['id', 'supplement_id', 'supplement', 'status', 'planned_at', 'taken_at', 'dosage', 'notes']),
  prescriptions: csvLine(['id', 'medication', 'brand', 'dosage', 'frequency', 'prescribed_by', 'purpose', 'status', 'start_date', 'end_date', 'notes']),
  courses: csvLine(['id', 'supplement_id', 'name', 'description', 'status', 'start_date', 'end_date', 'duration_days', 'dosage', 'frequency', 'timing', 'notes']),
  conditions: csvLine(['id', 'name', 'description', 'severity', 'diagnosed_date', 'status', 'symptoms', 'current_treatments', 'notes']),
};

export const supplementCsv = (s: ExportSupplement): string =>
  csvLine([s.id, s.name, s.brand, s.type, s.dosage, s.frequency, s.timing, s.isActive ? 'active' : 'inactive', s.currentStock, s.lowStockThreshold, s.unitsPerDose, s.createdAt, s.notes]);

export const prescriptionCsv = (p: ExportPrescription): string =>
  csvLine([p.id, p.medicationName, p.brand, p.dosage, p.frequency, p.prescribedBy, p.purpose, p.isActive ? 'active' : 'inactive', p.startDate, p.endDate, p.notes]);

/** A dose is taken when it has a time taken; one planned before `now` without it was missed. */
export const doseStatus = (take: ExportTake, now: Date): 'taken' | 'missed' | 'planned' =>
  take.takenAt ? 'taken' : new Date(take.plannedAt) < now ? 'missed' : 'planned';

export const takeCsv = (t: ExportTake, now: Date): string =>
  csvLine([t.id, t.supplementId, t.supplementName, doseStatus(t, now), t.plannedAt, t.takenAt, t.dosage, t.notes]);

export const courseCsv = (c: ExportCourse): string =>
  csvLine([c.id, c.supplementId, c.name, c.description, c.status, c.startDate, c.endDate, c.durationDays, c.dosage, c.frequency, c.timing, c.notes]);

export const conditionCsv = (c: ExportCondition): string =>
  csvLine([c.id, c.name, c.description, c.severity, c.diagnosedDate, c.isActive ? 'active' : 'inactive', list(c.symptoms), list(c.currentTreatments), c.notes]);
