import type { Prescription } from '@regimen/domain/contracts/prescriptions';
import type { PrescriptionFrequency } from '@regimen/domain/prescription/prescription-events';

export const FREQUENCY_LABELS: Readonly<Record<PrescriptionFrequency, string>> = {
  'once-daily': 'Once daily',
  'twice-daily': 'Twice daily',
  'three-times-daily': 'Three times daily',
  'four-times-daily': 'Four times daily',
  'every-other-day': 'Every other day',
  weekly: 'Weekly',
  'as-needed': 'As needed',
};

/** Spec: search by name, brand or purpose, case-insensitive; blank shows everything. */
export function filterPrescriptions(prescriptions: readonly Prescription[], search: string): Prescription[] {
  const query = search.trim().toLowerCase();
  if (query === '') return [...prescriptions];
  return prescriptions.filter((prescription) =>
    [prescription.medicationName, prescription.brand, prescription.purpose].some((text) => text?.toLowerCase().includes(query)),
  );
}

/** "Started 1 Mar 2025 · ends 30 Jun 2025", or null without dates. Dates are calendar days, shown in UTC so they never shift. */
export function courseText(prescription: Pick<Prescription, 'startDate' | 'endDate'>): string | null {
  const format = (date: string) =>
    new Date(`${date.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const parts = [
    prescription.startDate ? `Started ${format(prescription.startDate)}` : null,
    prescription.endDate ? `ends ${format(prescription.endDate)}` : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  const text = parts.join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
