import type { Coverage } from './coverage.ts';
import type { CaseResult, Ratio, Summary } from './score.ts';

export interface ReportData {
  readonly knowledgeVersion: string;
  readonly summary: Summary;
  readonly coverage: Coverage;
  readonly results: readonly CaseResult[];
}

const percent = (r: Ratio): string => (r.rate === null ? 'n/a' : `${(r.rate * 100).toFixed(1)}%`);
const figure = (r: Ratio): string => `${r.hits}/${r.of} = ${percent(r)}`;

function table(rows: Readonly<Record<string, Ratio>>, indent = '    '): string[] {
  const width = Math.max(0, ...Object.keys(rows).map((name) => name.length));
  return Object.entries(rows).map(([name, r]) => `${indent}${name.padEnd(width)}  ${figure(r)}`);
}

export function formatText({ knowledgeVersion, summary: s, coverage: c, results }: ReportData, verbose: boolean): string {
  const lines = [
    `Safety report — held-out set: ${s.cases} cases (${s.positives} positives, ${s.safe} safe); knowledge version ${knowledgeVersion}`,
    '',
    `Recall on positives: ${figure(s.recall)}   (issue target: at least 90%)`,
    `  caught at severity moderate or worse: ${figure(s.recallModerateOrWorse)}`,
    '  by expected outcome:',
    ...table(s.recallByOutcome),
    '  by mechanism class:',
    ...table(s.recallByMechanism),
    '',
    `Severity agreement on caught positives: exact ${figure(s.severityAgreement)}, within one level ${figure(s.severityWithinOne)}`,
    `  graded higher than the source: ${s.severityHigher}, lower: ${s.severityLower}`,
    '',
    `False alarms on safe cases (a non-informational finding of severity moderate or worse): ${figure(s.falseAlarms)}   (issue target: at most 10%)`,
    '  by trap:',
    ...table(s.falseAlarmsByTrap),
    '',
    `Cases with unrecognised items: ${figure(s.casesWithUnrecognized)}; positives missed while an item was unrecognised: ${s.missedWithUnrecognized}`,
    '',
    `Drug dictionary coverage of the common-prescriptions list:`,
    `  generic names: ${figure(c.generics)}`,
    `  brand names: ${figure(c.brands)}`,
    `  combination products mapped to every component: ${figure(c.combinationsMapped)}`,
  ];
  if (verbose) lines.push('', ...details(results, c));
  return lines.join('\n');
}

function details(results: readonly CaseResult[], c: Coverage): string[] {
  const unrecognised = (r: CaseResult): string => (r.unrecognized.length > 0 ? `  [not recognised: ${r.unrecognized.join('; ')}]` : '');
  const missed = results.filter((r) => r.expected !== 'safe' && !r.caught);
  const disagreements = results.filter((r) => r.caught && r.foundSeverity !== r.expectedSeverity);
  const alarms = results.filter((r) => r.falseAlarm);
  const withUnknown = results.filter((r) => r.unrecognized.length > 0);
  return [
    `Missed positives (${missed.length}):`,
    ...missed.map((r) => `  ${r.id} — ${r.expected}, ${r.mechanism}, expected ${r.expectedSeverity}${unrecognised(r)}`),
    '',
    `Severity disagreements (${disagreements.length}):`,
    ...disagreements.map((r) => `  ${r.id} — expected ${r.expectedSeverity}, found ${r.foundSeverity}`),
    '',
    `False alarms (${alarms.length}):`,
    ...alarms.map((r) => `  ${r.id} — ${r.findings.join(' | ')}`),
    '',
    `Cases with unrecognised items (${withUnknown.length}):`,
    ...withUnknown.map((r) => `  ${r.id}:${unrecognised(r).replace('  [not recognised:', '').replace(/]$/, '')}`),
    '',
    `Generic names the dictionary does not resolve (${c.missingGenerics.length}): ${c.missingGenerics.join(', ')}`,
    `Brand names the dictionary does not resolve (${c.missingBrands.length}): ${c.missingBrands.join(', ')}`,
    `Combination products not mapped to every component (${c.unmappedCombinations.length}): ${c.unmappedCombinations.join(', ')}`,
  ];
}
