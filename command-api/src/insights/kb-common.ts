import type { SafetyReport, Severity } from '@regimen/domain';
import type { NotChecked } from '@regimen/domain/contracts/ai';

export function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

/** The spec's badge scale has three levels; contraindicated shows as major and stays visible in riskLevel. */
export function specSeverityOf(severity: Severity): 'major' | 'moderate' | 'minor' {
  return severity === 'contraindicated' ? 'major' : severity;
}

export function antagonistSeverityOf(severity: Severity): 'high' | 'moderate' | 'low' {
  if (severity === 'contraindicated' || severity === 'major') return 'high';
  return severity === 'moderate' ? 'moderate' : 'low';
}

const severityRank: Readonly<Record<Severity, number>> = { contraindicated: 0, major: 1, moderate: 2, minor: 3 };

export function compareSeverity(a: Severity, b: Severity): number {
  return severityRank[a] - severityRank[b];
}

/** At least as serious as `floor` ("moderate" includes major and contraindicated). */
export function atLeast(severity: Severity, floor: Severity): boolean {
  return severityRank[severity] <= severityRank[floor];
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Lower case, letters and digits only: for comparing names a person or a model wrote. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** The report's unrecognised items in the answers' shape, with "did you mean" suggestions. */
export function notCheckedOf(report: Pick<SafetyReport, 'unchecked'>): NotChecked {
  const suggestions = report.unchecked.filter((item) => item.suggestions.length > 0).map((item) => ({ name: item.name, suggestions: [...item.suggestions] }));
  return {
    supplements: report.unchecked.filter((item) => item.kind === 'supplement').map((item) => item.name),
    prescriptions: report.unchecked.filter((item) => item.kind === 'prescription').map((item) => item.name),
    ...(suggestions.length > 0 ? { suggestions } : {}),
  };
}
