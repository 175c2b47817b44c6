import { recognizedEntries, type Severity } from '@regimen/domain';
import type { AntagonisticSupplement, PrescriptionAnalysis } from '@regimen/domain/contracts/ai';
import { normalizeName } from './kb-common.ts';
import type { KnowledgePrescription } from './kb-prescription.ts';
import { appendList, cleanText, grew, joinText, MAX_MODEL_ITEMS, modelProvenance } from './merge-common.ts';
import type { PrescriptionAnswer } from './model-answers.ts';
import { partyResolver } from './party-resolver.ts';
import type { InsightSupplement } from './provider.ts';

const riskOfAntagonist: Readonly<Record<AntagonisticSupplement['severity'], Severity>> = { high: 'major', moderate: 'moderate', low: 'minor' };

function yoursNamed(name: string, supplements: readonly InsightSupplement[]): string[] {
  const resolver = partyResolver({ supplements });
  return resolver.ordered(new Set(resolver.resolve(name))).map(resolver.nameOf);
}

/**
 * The knowledge base's cautions for the drug come first with their severity; a model's caution is
 * added only when it is about supplements none of them covers. A model cannot call a supplement
 * synergistic that the knowledge base (or the model itself) lists as a caution for this drug.
 */
export function mergePrescription(
  kbp: KnowledgePrescription,
  answer: PrescriptionAnswer,
  supplements: readonly InsightSupplement[],
  model: string,
): PrescriptionAnalysis {
  const kb = kbp.analysis;
  const cautionEntries = kbp.antagonists.map((antagonist) => new Set(antagonist.entryIds));
  const cautionNames = new Set(kb.antagonisticSupplements.map((item) => normalizeName(item.name)));
  const entriesOf = (name: string) => recognizedEntries({ name }).map((entry) => entry.id);

  const antagonists: AntagonisticSupplement[] = [];
  for (const candidate of answer.antagonisticSupplements.slice(0, MAX_MODEL_ITEMS)) {
    const name = cleanText(candidate.name);
    const entries = entriesOf(name);
    const covered = entries.length > 0 && cautionEntries.some((known) => entries.every((id) => known.has(id)));
    if (name === '' || covered || cautionNames.has(normalizeName(name))) continue;
    cautionNames.add(normalizeName(name));
    entries.forEach((id) => cautionEntries.push(new Set([id])));
    antagonists.push({
      name,
      severity: candidate.severity,
      riskLevel: riskOfAntagonist[candidate.severity],
      interaction: cleanText(candidate.interaction),
      mechanism: cleanText(candidate.mechanism),
      recommendation: cleanText(candidate.recommendation),
      separationHours: null,
      yourSupplements: yoursNamed(name, supplements),
      sources: [],
      origin: 'model',
    });
  }

  const synergists = answer.synergisticSupplements.slice(0, MAX_MODEL_ITEMS).flatMap((candidate) => {
    const name = cleanText(candidate.name);
    const entries = entriesOf(name);
    const flagged = cautionNames.has(normalizeName(name)) || entries.some((id) => cautionEntries.some((known) => known.has(id)));
    if (name === '' || flagged) return [];
    return [
      {
        name,
        evidence: candidate.evidence,
        benefit: cleanText(candidate.benefit),
        mechanism: cleanText(candidate.mechanism),
        dosageConsiderations: cleanText(candidate.dosageConsiderations),
        sources: [],
        origin: 'model' as const,
      },
    ];
  });

  const primaryActions = appendList(kb.primaryActions, answer.primaryActions);
  const generalPrecautions = appendList(kb.generalPrecautions, answer.generalPrecautions);
  const monitoringRecommendations = appendList(kb.monitoringRecommendations, answer.monitoringRecommendations);
  const therapeuticClass = kb.recognized ? kb.therapeuticClass : cleanText(answer.therapeuticClass) || kb.therapeuticClass;
  return {
    ...kb,
    overview: joinText(kb.overview, answer.overview),
    therapeuticClass,
    primaryActions,
    synergisticSupplements: synergists,
    antagonisticSupplements: [...kb.antagonisticSupplements, ...antagonists],
    generalPrecautions,
    monitoringRecommendations,
    summary: joinText(kb.summary, answer.summary),
    provenance: [
      ...kb.provenance,
      modelProvenance(model, [
        'overview',
        'summary',
        ...(kb.recognized ? [] : ['therapeuticClass']),
        ...grew({
          primaryActions: [kb.primaryActions, primaryActions],
          generalPrecautions: [kb.generalPrecautions, generalPrecautions],
          monitoringRecommendations: [kb.monitoringRecommendations, monitoringRecommendations],
        }),
        ...(synergists.length > 0 ? ['synergisticSupplements'] : []),
        ...(antagonists.length > 0 ? ['antagonisticSupplements'] : []),
      ]),
    ],
  };
}
