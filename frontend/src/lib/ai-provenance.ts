import type { AnswerCache, Origin, ProvenanceEntry } from '@regimen/domain/contracts/ai';

/** What every AI answer carries about where it came from. */
export type AnswerMeta = {
  cache: Pick<AnswerCache, 'provider' | 'model' | 'hit' | 'generatedAt'>;
  provenance: readonly ProvenanceEntry[];
  knowledgeVersion: string;
};

export type SourceLine = { kind: Origin; text: string };

/** `negativeInteractions` -> `negative interactions`. */
export function humanizePart(part: string): string {
  return part
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
}

function partsText(parts: readonly string[]): string {
  const names = parts.map(humanizePart).filter((part) => part !== '');
  if (names.length === 0) return '';
  if (names.length === 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * One line per source of an answer, saying which parts it filled in: the offline knowledge base
 * (the safety floor, with its version) and, when one was used, the AI model.
 */
export function answerSourceLines(meta: AnswerMeta): SourceLine[] {
  const lines: SourceLine[] = [];
  for (const entry of meta.provenance) {
    const parts = partsText(entry.parts);
    if (entry.kind === 'knowledge-base') {
      const what = `Regimen's offline knowledge base (version ${meta.knowledgeVersion})`;
      lines.push({ kind: 'knowledge-base', text: parts ? `${what}: ${parts}.` : `${what}.` });
    } else {
      const what = `AI model ${entry.name}`;
      lines.push({ kind: 'model', text: parts ? `${what}: ${parts}.` : `${what}.` });
    }
  }
  if (lines.length === 0) {
    lines.push(
      meta.cache.provider === 'openai'
        ? { kind: 'model', text: `AI model ${meta.cache.model ?? 'unnamed'}.` }
        : {
            kind: 'knowledge-base',
            text: `Regimen's offline knowledge base (version ${meta.knowledgeVersion}).`,
          },
    );
  }
  return lines;
}

/** The one-line headline: knowledge base only, or knowledge base and a model. */
export function answerSourceHeadline(meta: AnswerMeta): string {
  const usedModel = meta.provenance.some((entry) => entry.kind === 'model') || meta.cache.provider === 'openai';
  if (!usedModel) return 'Answered from the offline knowledge base; no AI model was used.';
  const model = meta.provenance.find((entry) => entry.kind === 'model')?.name ?? meta.cache.model ?? 'an AI model';
  const fromKb = meta.provenance.some((entry) => entry.kind === 'knowledge-base');
  return fromKb
    ? `Answered from the knowledge base, with additions by the AI model ${model}.`
    : `Answered by the AI model ${model}.`;
}

/** Knowledge-base document titles behind the answer, without repeats. */
export function knowledgeDocuments(provenance: readonly ProvenanceEntry[]): string[] {
  const titles = provenance.flatMap((entry) => (entry.kind === 'knowledge-base' ? entry.documents : []));
  return [...new Set(titles)];
}

export const ORIGIN_LABELS: Readonly<Record<Origin, string>> = {
  'knowledge-base': 'Knowledge base',
  model: 'AI model',
};
