import type { SafetyCheckInput, SafetyFinding, SafetyReport } from '@regimen/domain';
import type { HeldOutCase } from './cases.ts';

export type Checker = (input: SafetyCheckInput) => Pick<SafetyReport, 'findings' | 'unrecognized'>;

/** Ranks known severities; one the checker adds later ("info") ranks below minor, so it never counts as an alarm. */
const severityRank: Readonly<Record<string, number>> = { contraindicated: 0, major: 1, moderate: 2, minor: 3 };
const rankOf = (severity: string): number => severityRank[severity] ?? 9;
const MODERATE = 2;

export interface CaseResult {
  readonly id: string;
  readonly expected: HeldOutCase['expected'];
  readonly mechanism: HeldOutCase['mechanism'];
  /** Positives: a non-informational finding concerns the case. Safe cases: false. */
  readonly caught: boolean;
  readonly expectedSeverity: string | null;
  /** The most severe finding that concerns the case. */
  readonly foundSeverity: string | null;
  /** Safe cases: a non-informational finding of severity moderate or worse. */
  readonly falseAlarm: boolean;
  readonly unrecognized: readonly string[];
  /** Titles of the findings that decided the outcome (for --verbose). */
  readonly findings: readonly string[];
}

/** Ids the report's parties carry: supplements s1…, prescriptions p1… in the case's order. */
function caseInput(heldOut: HeldOutCase): SafetyCheckInput {
  return {
    supplements: heldOut.supplements.map((s, index) => ({
      id: `s${index + 1}`,
      name: s.name,
      brand: s.brand ?? null,
      dosage: s.dosage,
      frequency: s.frequency,
      ingredients: s.ingredients ?? null,
      isActive: true,
    })),
    prescriptions: heldOut.prescriptions.map((p, index) => ({ id: `p${index + 1}`, ...p, isActive: true })),
    conditions: heldOut.conditions ?? [],
  };
}

/**
 * Information, not a caution: the duplicate-ingredient notice, or any finding the checker marks
 * informational (a flag the knowledge-base work may add).
 */
function isInformational(finding: SafetyFinding): boolean {
  const fields: Readonly<Record<string, unknown>> = finding;
  return finding.kind === 'duplicate_ingredient' || fields['informational'] === true;
}

/**
 * Whether a finding concerns the case. An interaction must name every item of the case (each case
 * holds only the items the fact is about; a condition counts through any condition party). An
 * upper-limit or hazard finding must name at least one of the case's supplements.
 */
function concerns(heldOut: HeldOutCase, finding: SafetyFinding): boolean {
  const ids = new Set(finding.parties.map((party) => party.id));
  const supplementIds = heldOut.supplements.map((_, index) => `s${index + 1}`);
  if (heldOut.expected !== 'interaction') return supplementIds.some((id) => ids.has(id));
  const prescriptionIds = heldOut.prescriptions.map((_, index) => `p${index + 1}`);
  const needsCondition = (heldOut.conditions ?? []).length > 0;
  return (
    [...supplementIds, ...prescriptionIds].every((id) => ids.has(id)) &&
    (!needsCondition || finding.parties.some((party) => party.kind === 'condition'))
  );
}

export function scoreCase(heldOut: HeldOutCase, check: Checker): CaseResult {
  const report = check(caseInput(heldOut));
  const unrecognized = [
    ...report.unrecognized.supplements.map((s) => s.name),
    ...report.unrecognized.prescriptions.map((p) => p.name),
    ...report.unrecognized.conditions,
  ];
  const cautions = report.findings.filter((finding) => !isInformational(finding));
  const base = { id: heldOut.id, expected: heldOut.expected, mechanism: heldOut.mechanism, unrecognized };

  if (heldOut.expected === 'safe') {
    // Each safe case holds only the combination it is about, so every finding concerns it.
    const alarms = cautions.filter((finding) => rankOf(finding.severity) <= MODERATE);
    return {
      ...base,
      caught: false,
      expectedSeverity: null,
      foundSeverity: mostSevere(cautions),
      falseAlarm: alarms.length > 0,
      findings: alarms.map(describe),
    };
  }
  const relevant = cautions.filter((finding) => concerns(heldOut, finding));
  return {
    ...base,
    caught: relevant.length > 0,
    expectedSeverity: heldOut.severity,
    foundSeverity: mostSevere(relevant),
    falseAlarm: false,
    findings: relevant.map(describe),
  };
}

function mostSevere(findings: readonly SafetyFinding[]): string | null {
  return [...findings].sort((a, b) => rankOf(a.severity) - rankOf(b.severity))[0]?.severity ?? null;
}

const describe = (finding: SafetyFinding): string => `${finding.severity} ${finding.kind}: ${finding.title}`;

export interface Ratio {
  readonly hits: number;
  readonly of: number;
  /** hits / of, or null when there is nothing to divide by. */
  readonly rate: number | null;
}

export const ratio = (hits: number, of: number): Ratio => ({ hits, of, rate: of === 0 ? null : hits / of });

export interface Summary {
  readonly cases: number;
  readonly positives: number;
  readonly safe: number;
  readonly recall: Ratio;
  /** Caught with a finding of severity moderate or worse. */
  readonly recallModerateOrWorse: Ratio;
  readonly recallByOutcome: Readonly<Record<string, Ratio>>;
  readonly recallByMechanism: Readonly<Record<string, Ratio>>;
  /** Over caught positives: the most severe finding's severity equals the expected one. */
  readonly severityAgreement: Ratio;
  readonly severityWithinOne: Ratio;
  readonly severityHigher: number;
  readonly severityLower: number;
  readonly falseAlarms: Ratio;
  readonly falseAlarmsByTrap: Readonly<Record<string, Ratio>>;
  readonly casesWithUnrecognized: Ratio;
  readonly missedWithUnrecognized: number;
}

export function summarise(cases: readonly HeldOutCase[], results: readonly CaseResult[]): Summary {
  const positives = results.filter((r) => r.expected !== 'safe');
  const safe = results.filter((r) => r.expected === 'safe');
  const caught = positives.filter((r) => r.caught);
  const gap = (r: CaseResult): number => rankOf(r.foundSeverity ?? '') - rankOf(r.expectedSeverity ?? '');
  const trapOf = new Map(cases.flatMap((c) => (c.expected === 'safe' ? [[c.id, c.trap] as const] : [])));

  return {
    cases: results.length,
    positives: positives.length,
    safe: safe.length,
    recall: ratio(caught.length, positives.length),
    recallModerateOrWorse: ratio(caught.filter((r) => rankOf(r.foundSeverity ?? '') <= MODERATE).length, positives.length),
    recallByOutcome: groupRatio(positives, (r) => r.expected, (r) => r.caught),
    recallByMechanism: groupRatio(positives, (r) => r.mechanism, (r) => r.caught),
    severityAgreement: ratio(caught.filter((r) => gap(r) === 0).length, caught.length),
    severityWithinOne: ratio(caught.filter((r) => Math.abs(gap(r)) <= 1).length, caught.length),
    severityHigher: caught.filter((r) => gap(r) < 0).length,
    severityLower: caught.filter((r) => gap(r) > 0).length,
    falseAlarms: ratio(safe.filter((r) => r.falseAlarm).length, safe.length),
    falseAlarmsByTrap: groupRatio(safe, (r) => trapOf.get(r.id) ?? 'unknown', (r) => r.falseAlarm),
    casesWithUnrecognized: ratio(results.filter((r) => r.unrecognized.length > 0).length, results.length),
    missedWithUnrecognized: positives.filter((r) => !r.caught && r.unrecognized.length > 0).length,
  };
}

function groupRatio<T>(items: readonly T[], key: (item: T) => string, hit: (item: T) => boolean): Record<string, Ratio> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return Object.fromEntries([...groups].sort(([a], [b]) => a.localeCompare(b)).map(([name, group]) => [name, ratio(group.filter(hit).length, group.length)]));
}
