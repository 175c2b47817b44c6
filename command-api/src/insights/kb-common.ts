import { KNOWLEDGE_VERSION, type Severity } from '@regimen/domain';
import type { ProvenanceEntry } from '@regimen/domain/contracts/ai';

export const KNOWLEDGE_BASE_NAME = 'Regimen knowledge base';

export function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

export function knowledgeProvenance(documents: Iterable<string>, parts: readonly string[]): ProvenanceEntry {
  return { kind: 'knowledge-base', name: KNOWLEDGE_BASE_NAME, documents: unique(documents), parts: [...parts] };
}

export function withKnowledgeProvenance(documents: Iterable<string>, parts: readonly string[]) {
  return { knowledgeVersion: KNOWLEDGE_VERSION, provenance: [knowledgeProvenance(documents, parts)] };
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

/** "Vitamin D (D3 cholecalciferol, D2 ergocalciferol)" -> "Vitamin D", for lists a person reads. */
export function shortName(entryName: string): string {
  return entryName.replace(/\s*\([^)]*\)\s*$/, '');
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
