import type { ExportCondition, ExportCourse, ExportPrescription, ExportSupplement, ExportTake, ExportUser } from './export-rows.ts';
import { doseStatus } from './csv.ts';

/**
 * FHIR R4 resources for an export Bundle (type `collection`): the user as a Patient,
 * MedicationStatement for supplements, prescriptions and courses, MedicationAdministration for
 * doses, Condition for health conditions.
 * Medications are free text (`medicationCodeableConcept.text`): the app records no codes.
 */
type Resource = Record<string, unknown> & { readonly resourceType: string; readonly id: string };

const patientRef = (userId: string) => ({ reference: `urn:uuid:${userId}` });
const note = (text: string | null) => (text ? { note: [{ text }] } : {});
const period = (start: string | null, end: string | null) =>
  start || end ? { effectivePeriod: { ...(start && { start }), ...(end && { end }) } } : {};

export const entry = (resource: Resource) => ({ fullUrl: `urn:uuid:${resource.id}`, resource });

export const patientResource = (user: ExportUser): Resource => ({
  resourceType: 'Patient',
  id: user.id,
  ...((user.firstName || user.lastName) && {
    name: [{ ...(user.lastName && { family: user.lastName }), ...(user.firstName && { given: [user.firstName] }) }],
  }),
  telecom: [{ system: 'email', value: user.email }],
});

export const supplementStatement = (s: ExportSupplement): Resource => ({
  resourceType: 'MedicationStatement',
  id: s.id,
  status: s.isActive ? 'active' : 'stopped',
  category: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/medication-statement-category', code: 'patientspecified' }], text: 'supplement' },
  medicationCodeableConcept: { text: s.brand ? `${s.name} (${s.brand})` : s.name },
  subject: patientRef(s.userId),
  ...period(s.createdAt, null),
  dateAsserted: s.updatedAt,
  dosage: [{ text: `${s.dosage}, ${s.frequency}, ${s.timing}` }],
  ...note(s.notes),
});

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export const prescriptionStatement = (p: ExportPrescription): Resource => ({
  resourceType: 'MedicationStatement',
  id: p.id,
  status: p.isActive ? 'active' : 'stopped',
  category: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/medication-statement-category', code: 'community' }], text: 'prescription' },
  medicationCodeableConcept: { text: p.brand ? `${p.medicationName} (${p.brand})` : p.medicationName },
  subject: patientRef(p.userId),
  ...period(p.startDate && isoDay.test(p.startDate) ? p.startDate : null, p.endDate && isoDay.test(p.endDate) ? p.endDate : null),
  dateAsserted: p.createdAt,
  ...(p.purpose && { reasonCode: [{ text: p.purpose }] }),
  ...(p.prescribedBy && { informationSource: { display: p.prescribedBy } }),
  dosage: [{ text: `${p.dosage}, ${p.frequency}` }],
  ...note(p.notes),
});

export const doseAdministration = (t: ExportTake, now: Date): Resource => {
  const status = doseStatus(t, now);
  return {
    resourceType: 'MedicationAdministration',
    id: t.id,
    status: status === 'taken' ? 'completed' : status === 'missed' ? 'not-done' : 'on-hold',
    medicationCodeableConcept: { text: t.supplementName },
    subject: patientRef(t.userId),
    effectiveDateTime: t.takenAt ?? t.plannedAt,
    ...(t.dosage && { dosage: { text: t.dosage } }),
    ...note(t.notes),
  };
};

const courseStatus = { active: 'active', paused: 'on-hold', completed: 'completed', cancelled: 'stopped' } as const;

/**
 * A course is a time-boxed statement of the same supplement: a MedicationStatement over its
 * window, part of the supplement's statement when that is in the bundle (a removed supplement's
 * is not, and a reference must not dangle).
 */
export const courseStatement = (c: ExportCourse, supplementsInBundle: ReadonlySet<string>): Resource => ({
  resourceType: 'MedicationStatement',
  id: c.id,
  status: courseStatus[c.status],
  category: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/medication-statement-category', code: 'patientspecified' }], text: 'course' },
  medicationCodeableConcept: { text: c.name },
  subject: patientRef(c.userId),
  ...(supplementsInBundle.has(c.supplementId) && { partOf: [{ reference: `urn:uuid:${c.supplementId}` }] }),
  effectivePeriod: { start: c.startDate, end: c.endDate },
  dateAsserted: c.createdAt,
  dosage: [{ text: `${c.dosage}, ${c.frequency}, ${c.timing}` }],
  ...(c.description || c.notes ? { note: [c.description, c.notes].filter((text): text is string => Boolean(text)).map((text) => ({ text })) } : {}),
});

// SNOMED CT severities, as FHIR's condition-severity value set names them.
const severityCodes = { mild: ['255604002', 'Mild'], moderate: ['6736007', 'Moderate'], severe: ['24484000', 'Severe'] } as const;

export const conditionResource = (c: ExportCondition): Resource => {
  const [code, display] = severityCodes[c.severity];
  const notes = [c.description, c.notes, c.currentTreatments.length > 0 ? `Current treatments: ${c.currentTreatments.join('; ')}` : null];
  return {
    resourceType: 'Condition',
    id: c.id,
    clinicalStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: c.isActive ? 'active' : 'inactive' }] },
    category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-category', code: 'problem-list-item', display: 'Problem List Item' }] }],
    severity: { coding: [{ system: 'http://snomed.info/sct', code, display }], text: c.severity },
    code: { text: c.name },
    subject: patientRef(c.userId),
    ...(c.diagnosedDate && isoDay.test(c.diagnosedDate) && { onsetDateTime: c.diagnosedDate }),
    recordedDate: c.createdAt,
    ...(c.symptoms.length > 0 && { evidence: [{ code: c.symptoms.map((text) => ({ text })) }] }),
    ...(notes.some(Boolean) && { note: notes.filter((text): text is string => Boolean(text)).map((text) => ({ text })) }),
  };
};
