import { describe, expect, it } from 'vitest';
import type { SafetyFinding, SafetyReport } from '@regimen/domain';
import { heldOutCaseSchema, loadCommonPrescriptions, loadHeldOut, type HeldOutCase } from './cases.ts';
import { baselineOf, formatComparison } from './baseline.ts';
import { measureCoverage } from './coverage.ts';
import { scoreCase, summarise, type Checker } from './score.ts';

const source = { title: 'A label', url: 'https://example.org/label' };
const positive = (id: string, supplement: string, severity: 'major' | 'moderate', expected: 'interaction' | 'upper_limit' = 'interaction'): HeldOutCase => ({
  id,
  expected,
  severity,
  mechanism: 'bleeding',
  supplements: [{ name: supplement, dosage: '1 g', frequency: 'daily' }],
  prescriptions: expected === 'interaction' ? [{ medicationName: 'warfarin', dosage: '5 mg', brand: null }] : [],
  source,
});
const safe = (id: string, supplement: string): HeldOutCase => ({
  id,
  expected: 'safe',
  trap: 'below_threshold',
  mechanism: 'hyperkalaemia',
  supplements: [{ name: supplement, dosage: '80 mg', frequency: 'daily' }],
  prescriptions: [{ medicationName: 'lisinopril', dosage: '10 mg', brand: 'Zestril' }],
  source,
});

const finding = (severity: SafetyFinding['severity'], partyIds: readonly string[], kind: SafetyFinding['kind'] = 'interaction'): SafetyFinding => ({
  id: `rule:${partyIds.join('+')}`,
  kind,
  severity,
  ruleId: 'rule',
  title: `${kind} ${severity}`,
  message: 'm',
  recommendation: 'r',
  sources: ['s'],
  parties: partyIds.map((id) => ({ kind: id.startsWith('s') ? 'supplement' : 'prescription', id, name: id, detail: null })),
  notes: [],
});

/** Answers by the first supplement's name, so each synthetic case gets the report written for it. */
const fakeChecker =
  (answers: Readonly<Record<string, { findings: SafetyFinding[]; unknown?: string }>>): Checker =>
  (input) => {
    const answer = answers[input.supplements[0]?.name ?? ''] ?? { findings: [] };
    const unrecognized: SafetyReport['unrecognized'] = {
      supplements: answer.unknown === undefined ? [] : [{ id: 's1', name: answer.unknown }],
      prescriptions: [],
      conditions: [],
    };
    return { findings: answer.findings, unrecognized };
  };

describe('the report on a synthetic set', () => {
  const cases = [
    positive('caught-exact', 'A', 'major'),
    positive('caught-lower', 'B', 'major'),
    positive('one-party-only', 'C', 'moderate'),
    positive('unknown-item', 'D', 'moderate'),
    positive('limit', 'E', 'moderate', 'upper_limit'),
    safe('alarm', 'F'),
    safe('minor-only', 'G'),
    safe('information-only', 'H'),
  ];
  const check = fakeChecker({
    A: { findings: [finding('major', ['s1', 'p1'])] },
    B: { findings: [finding('minor', ['s1', 'p1']), finding('moderate', ['s1', 'p1'])] },
    C: { findings: [finding('major', ['s1'])] },
    D: { findings: [], unknown: 'D' },
    E: { findings: [finding('moderate', ['s1'], 'upper_limit')] },
    F: { findings: [finding('moderate', ['s1', 'p1'])] },
    G: { findings: [finding('minor', ['s1', 'p1'])] },
    H: { findings: [finding('major', ['s1', 'p1'], 'duplicate_ingredient'), { ...finding('moderate', ['s1', 'p1']), informational: true }] },
  });
  const results = cases.map((c) => scoreCase(c, check));
  const summary = summarise(cases, results);

  it('counts a positive as caught only when an interaction names every item of the case', () => {
    expect(results.map((r) => [r.id, r.caught])).toEqual([
      ['caught-exact', true],
      ['caught-lower', true],
      ['one-party-only', false],
      ['unknown-item', false],
      ['limit', true],
      ['alarm', false],
      ['minor-only', false],
      ['information-only', false],
    ]);
    expect(summary.recall).toEqual({ hits: 3, of: 5, rate: 0.6 });
    expect(summary.recallByOutcome).toEqual({ interaction: { hits: 2, of: 4, rate: 0.5 }, upper_limit: { hits: 1, of: 1, rate: 1 } });
  });

  it('grades a caught positive by its most severe finding', () => {
    expect(results[1]?.foundSeverity).toBe('moderate');
    expect(summary.severityAgreement).toEqual({ hits: 2, of: 3, rate: 2 / 3 });
    expect(summary.severityWithinOne.hits).toBe(3);
    expect(summary.severityLower).toBe(1);
    expect(summary.severityHigher).toBe(0);
    expect(summary.recallModerateOrWorse.hits).toBe(3);
  });

  it('counts a safe case as a false alarm only for a non-informational finding of moderate or worse', () => {
    expect(results.filter((r) => r.falseAlarm).map((r) => r.id)).toEqual(['alarm']);
    expect(summary.falseAlarms).toEqual({ hits: 1, of: 3, rate: 1 / 3 });
    expect(summary.falseAlarmsByTrap).toEqual({ below_threshold: { hits: 1, of: 3, rate: 1 / 3 } });
  });

  it('counts cases with unrecognised items and the misses among them', () => {
    expect(summary.casesWithUnrecognized).toEqual({ hits: 1, of: 8, rate: 1 / 8 });
    expect(summary.missedWithUnrecognized).toBe(1);
  });
});

describe('the comparison with the figures before', () => {
  it('puts each headline figure before and now side by side', () => {
    const cases = [positive('a', 'A', 'major'), positive('b', 'B', 'major'), safe('c', 'C')];
    const run = (answers: Parameters<typeof fakeChecker>[0]) => {
      const results = cases.map((c) => scoreCase(c, fakeChecker(answers)));
      const coverage = measureCoverage([{ generic: 'x', brands: [] }], () => []);
      return { knowledgeVersion: 'v', summary: summarise(cases, results), coverage, results };
    };
    const before = baselineOf(run({}));
    const now = run({ A: { findings: [finding('major', ['s1', 'p1'])] }, C: { findings: [finding('moderate', ['s1', 'p1'])] } });
    const text = formatComparison(before, now);
    expect(text).toContain('recall on positives            0/2 (0.0%) → 1/2 (50.0%)');
    expect(text).toContain('false alarms on safe cases     0/1 (0.0%) → 1/1 (100.0%)');
  });
});

describe('drug coverage', () => {
  const dictionary: Readonly<Record<string, readonly string[]>> = {
    lisinopril: ['lisinopril'],
    zestril: ['lisinopril'],
    zestoretic: ['lisinopril/hydrochlorothiazide'],
    'lisinopril/hydrochlorothiazide': ['lisinopril/hydrochlorothiazide'],
    albuterol: ['salbutamol'],
    'ipratropium/albuterol': ['ipratropium', 'salbutamol'],
    combivent: ['ipratropium'],
  };
  const resolve = (text: string) => (dictionary[text.toLowerCase()] ?? []).map((name) => ({ name }));

  it('counts generics, brands and combinations mapped to every component', () => {
    const coverage = measureCoverage(
      [
        { generic: 'lisinopril', brands: ['Zestril', 'Prinivil'] },
        { generic: 'lisinopril/hydrochlorothiazide', brands: ['Zestoretic'], components: ['lisinopril', 'hydrochlorothiazide'] },
        { generic: 'ipratropium/albuterol', brands: ['Combivent'], components: ['ipratropium', 'albuterol'] },
        { generic: 'amlodipine', brands: [] },
      ],
      resolve,
    );
    expect(coverage.generics).toEqual({ hits: 3, of: 4, rate: 0.75 });
    expect(coverage.brands).toEqual({ hits: 3, of: 4, rate: 0.75 });
    expect(coverage.missingBrands).toEqual(['Prinivil']);
    // Combivent resolves to one component only.
    expect(coverage.unmappedCombinations).toEqual(['ipratropium/albuterol']);
    expect(coverage.combinationsMapped).toEqual({ hits: 1, of: 2, rate: 0.5 });
  });
});

describe('the data files', () => {
  const cases = loadHeldOut();
  const positives = cases.filter((c) => c.expected !== 'safe');

  it('hold a mixed held-out set of the size the issue asks for', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(positives.length / cases.length).toBeGreaterThan(0.55);
    expect(positives.length / cases.length).toBeLessThan(0.7);
    expect(new Set(cases.map((c) => c.expected))).toEqual(new Set(['interaction', 'upper_limit', 'hazard_alone', 'safe']));
    const traps = new Set(cases.flatMap((c) => (c.expected === 'safe' ? [c.trap] : [])));
    expect(traps).toEqual(new Set(['local_route', 'below_threshold', 'scope', 'below_ul', 'no_interaction']));
  });

  it('give every case an https source and every positive a severity and a class', () => {
    for (const c of cases) expect(c.source.url, c.id).toMatch(/^https:\/\/[^/]+\//);
    for (const c of positives) {
      expect(c.severity, c.id).toMatch(/^(contraindicated|major|moderate|minor)$/);
      expect(c.mechanism, c.id).not.toBe('');
    }
  });

  it('reject a case without a source URL or a positive without a severity', () => {
    const valid = cases[0];
    expect(heldOutCaseSchema.safeParse(valid).success).toBe(true);
    expect(heldOutCaseSchema.safeParse({ ...valid, source: { title: 'x', url: 'not a url' } }).success).toBe(false);
    const { severity: _severity, ...withoutSeverity } = positives[0] ?? {};
    expect(heldOutCaseSchema.safeParse(withoutSeverity).success).toBe(false);
  });

  it('list at least 300 distinct common prescriptions, combinations with their components', () => {
    const drugs = loadCommonPrescriptions();
    expect(drugs.length).toBeGreaterThanOrEqual(300);
    for (const drug of drugs.filter((d) => d.generic.includes('/'))) expect(drug.components?.length, drug.generic).toBeGreaterThanOrEqual(2);
  });
});
