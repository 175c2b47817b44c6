import { describe, expect, it } from 'vitest';
import { conditionContents } from './condition-content.ts';
import { conditionRecommendations } from './condition-recommendations.ts';
import { conditionReference } from './condition-references.ts';
import { conditionPhraseOverrides, conditions } from './conditions.ts';
import { matchSupplement } from './match-supplement.ts';
import { normalizePhrase } from './phrase-index.ts';
import { resolveCondition, resolveConditions } from './resolve-condition.ts';
import { sourceTitles } from './sources.ts';

const ids = (text: string) => resolveConditions(text).map((condition) => condition.id).sort();
const noRegimen = { supplements: [], prescriptions: [], conditions: [] };

describe('conditions', () => {
  it('knows at least 40, with unique ids, and broader conditions that exist', () => {
    expect(conditions.length).toBeGreaterThanOrEqual(40);
    const known = new Set(conditions.map((condition) => condition.id));
    expect(known.size).toBe(conditions.length);
    expect(conditions.flatMap((condition) => (condition.partOf ?? []).filter((id) => !known.has(id)))).toEqual([]);
  });

  it('resolves every name and alias to its own condition', () => {
    const wrong = conditions.flatMap((condition) =>
      [condition.name, ...condition.aliases].filter((alias) => resolveCondition(alias)?.id !== condition.id).map((alias) => `${alias} -> ${resolveCondition(alias)?.id ?? 'nothing'} (want ${condition.id})`),
    );
    expect(wrong).toEqual([]);
  });

  it.each([
    ['high blood pressure', ['hypertension']],
    ['Type 2 diabetes', ['type-2-diabetes']],
    ['T2D', ['type-2-diabetes']],
    ['diabetes mellitus', ['type-2-diabetes']],
    ['Type 1 diabetes', ['autoimmune-disease', 'type-1-diabetes']],
    ['type 1 diabetic since childhood', ['autoimmune-disease', 'type-1-diabetes']],
    ['diabetes insipidus', []],
    ['pre-diabetes', []],
    ['gestational diabetes', ['pregnancy']],
    ['pre-eclampsia', ['hypertension', 'pregnancy']],
    ['ocular hypertension', []],
    ['pulmonary hypertension', []],
    ['portal hypertension', ['liver-disease']],
    ['GERD', ['gerd']],
    ['acid reflux', ['gerd']],
    ['IBS', ['ibs']],
    ['anxiety (GAD)', ['anxiety']],
    ['manic depression', ['bipolar-disorder']],
    ['major depressive disorder', ['depression']],
    ['pernicious anemia', ['b12-deficiency']],
    ['iron deficiency anemia', ['iron-deficiency']],
    ['sickle cell anemia', ['anemia']],
    ['anemia', ['anemia']],
    ['rheumatoid arthritis', ['autoimmune-disease', 'rheumatoid-arthritis']],
    ['psoriatic arthritis', ['autoimmune-disease']],
    ['gouty arthritis', ['gout']],
    ['arthritis in both knees', ['osteoarthritis']],
    ['juvenile idiopathic arthritis', ['autoimmune-disease']],
    ['psoriasis', ['autoimmune-disease', 'psoriasis']],
    ['atrial fibrillation', ['atrial-fibrillation', 'heart-disease']],
    ['AFib', ['atrial-fibrillation', 'heart-disease']],
    ['heart failure', ['heart-disease']],
    ['DVT last year', ['blood-clot']],
    ['stroke', ['stroke']],
    ['heat stroke', []],
    ['non-smoker', []],
    ['former smoker', ['smoker']],
    ['HIV', ['hiv']],
    ['hearing aids', []],
    ["Parkinson's", ['parkinsons-disease']],
    ['Alzheimers', ['alzheimers-disease']],
    ['epilepsy / seizures', ['epilepsy']],
    ['high cholesterol', ['high-cholesterol']],
    ['hyperlipidemia', ['high-cholesterol']],
    ['celiac', ['autoimmune-disease', 'celiac-disease']],
    ['obstructive sleep apnoea', ['sleep-apnea']],
    ['enlarged prostate', ['bph']],
    ['perimenopause', ['menopause']],
    ['PCOS', ['pcos']],
    ['chronic kidney disease and hypertension', ['chronic-kidney-disease', 'hypertension']],
  ])('"%s" resolves to %j', (text, expected) => {
    expect(ids(text)).toEqual([...expected].sort());
  });

  it('has overrides that are not aliases and name only known conditions', () => {
    const aliases = new Set(conditions.flatMap((condition) => [condition.name, ...condition.aliases].map(normalizePhrase)));
    const known = new Set(conditions.map((condition) => condition.id));
    expect(conditionPhraseOverrides.filter((override) => aliases.has(normalizePhrase(override.phrase))).map((override) => override.phrase)).toEqual([]);
    expect(conditionPhraseOverrides.flatMap((override) => override.conditions.filter((id) => !known.has(id)))).toEqual([]);
  });
});

describe('condition content', () => {
  it('covers every condition exactly once, and nothing else', () => {
    const contentIds = conditionContents.map((content) => content.conditionId);
    expect([...contentIds].sort()).toEqual(conditions.map((condition) => condition.id).sort());
  });

  it('cites only registered sources', () => {
    const cited = conditionContents.flatMap((content) => [...content.reference.sources, ...content.advice.sources, ...content.advice.candidates.flatMap((candidate) => candidate.sources)]);
    expect(cited.filter((source) => !sourceTitles.has(source))).toEqual([]);
  });

  it('names candidates the supplement matcher recognises, so the safety screening checks them', () => {
    const unknown = conditionContents.flatMap((content) => content.advice.candidates.filter((candidate) => matchSupplement({ name: candidate.name }).length === 0).map((candidate) => candidate.name));
    expect(unknown).toEqual([]);
  });

  it('gives each candidate sources, and a warning where no supplement is supported', () => {
    for (const { conditionId, advice } of conditionContents) {
      for (const candidate of advice.candidates) expect(candidate.sources.length, `${conditionId}: ${candidate.name}`).toBeGreaterThan(0);
      expect(advice.lifestyle.length, conditionId).toBeGreaterThan(0);
      expect(advice.sources.length, conditionId).toBeGreaterThan(0);
      if (advice.candidates.length === 0) expect(advice.warnings.length, conditionId).toBeGreaterThan(0);
    }
  });

  it('states a prevalence only with the named source that gives it', () => {
    for (const { conditionId, reference } of conditionContents) {
      if (reference.prevalence === null) continue;
      expect(reference.prevalence, conditionId).toMatch(/\((CDC|NIH|NIMH)[^)]*\)\.$/);
      expect(reference.sources.some((source) => source.startsWith('CDC') || source.startsWith('NIH')), conditionId).toBe(true);
    }
  });
});

describe('conditionReference', () => {
  it('answers for every condition, by name and by any alias', () => {
    for (const condition of conditions) {
      for (const alias of [condition.name, ...condition.aliases]) {
        const reference = conditionReference(alias);
        expect(reference?.conditionName, alias).toBe(condition.name);
        expect(reference?.generalDescription.length, alias).toBeGreaterThan(40);
        expect(reference?.commonSymptoms.length, alias).toBeGreaterThan(0);
        expect(reference?.typicalTreatments.length, alias).toBeGreaterThan(0);
        expect(reference?.riskFactors.length, alias).toBeGreaterThan(0);
        expect(reference?.severityLevels.length, alias).toBeGreaterThan(0);
      }
    }
  });

  it('uses the default severity levels unless the condition has its own', () => {
    expect(conditionReference('Depression')?.severityLevels).toEqual(['mild', 'moderate', 'severe']);
    expect(conditionReference('CKD')?.severityLevels).toContain('Stage 5 (kidney failure)');
  });

  it('resolves what people write to the knowledge base name', () => {
    expect(conditionReference('Hypertension')?.conditionName).toBe('High blood pressure');
    expect(conditionReference('T2D')?.prevalence).toContain('CDC');
    expect(conditionReference('acid reflux')?.conditionName).toBe('GERD (acid reflux)');
    expect(conditionReference('Unknown syndrome')).toBeNull();
    expect(conditionReference('diabetes insipidus')).toBeNull();
  });
});

describe('conditionRecommendations for every condition', () => {
  it('answers for every condition, with a warning when no supplement is supported', () => {
    for (const condition of conditions) {
      const answer = conditionRecommendations(condition.name, noRegimen);
      expect(answer?.conditionName, condition.id).toBe(condition.name);
      expect(answer?.warningsAndPrecautions.length, condition.id).toBeGreaterThan(0);
      expect(answer?.monitoringAdvice.length, condition.id).toBeGreaterThan(0);
    }
  });

  it('gives bipolar disorder no supplement, with lifestyle, monitoring and a clear warning', () => {
    const answer = conditionRecommendations('Bipolar', noRegimen);
    expect(answer?.recommendedSupplements).toEqual([]);
    expect(answer?.notRecommendedForYou).toEqual([]);
    expect(answer?.lifestyleRecommendations.length).toBeGreaterThan(0);
    expect(answer?.warningsAndPrecautions.join(' ')).toMatch(/St\. John's wort, SAMe and ginseng may bring on mania/);
    expect(answer?.interactionNotes).toMatch(/support no supplement/);
  });

  it('recommends beyond depression where the sources support it', () => {
    const supported = conditionContents.filter((content) => content.advice.candidates.length > 0).map((content) => content.conditionId);
    expect(supported).toEqual(expect.arrayContaining(['depression', 'migraine', 'osteoporosis', 'iron-deficiency', 'b12-deficiency', 'ibs', 'pregnancy']));
    expect(conditionRecommendations('low iron', noRegimen)?.recommendedSupplements[0]).toMatchObject({ name: 'Iron', evidenceLevel: 'strong' });
  });
});
