import { describe, expect, it } from 'vitest';
import { knowledgePrescription } from './kb-prescription.ts';
import { mergePrescription } from './merge-prescription.ts';
import type { PrescriptionAnswer } from './model-answers.ts';
import { fixtures } from './test-fixtures.ts';

const { supplement, prescription } = fixtures();

const prescriptionAnswer = (overrides: Partial<PrescriptionAnswer>): PrescriptionAnswer => ({
  overview: 'An SSRI.',
  therapeuticClass: 'Antidepressant',
  primaryActions: ['Blocks serotonin reuptake'],
  synergisticSupplements: [],
  antagonisticSupplements: [],
  generalPrecautions: [],
  monitoringRecommendations: ['Watch for mood changes'],
  summary: 'Model summary.',
  ...overrides,
});

describe('mergePrescription', () => {
  const wort = supplement("St. John's Wort", '300 mg');
  const kbp = knowledgePrescription(prescription('Sertraline'), [wort]);

  it("keeps the knowledge base's severity when the model downgrades St. John's wort, and refuses to call it synergistic", () => {
    const merged = mergePrescription(
      kbp,
      prescriptionAnswer({
        antagonisticSupplements: [
          { name: 'Hypericum perforatum extract', severity: 'low', interaction: 'Minor', mechanism: 'M', recommendation: 'Fine' },
          { name: 'Ginkgo', severity: 'moderate', interaction: 'Bleeding with SSRIs', mechanism: 'M', recommendation: 'R' },
        ],
        synergisticSupplements: [
          { name: 'Hypericum', evidence: 'strong', benefit: 'Mood', mechanism: 'M', dosageConsiderations: 'D' },
          { name: 'Omega-3', evidence: 'moderate', benefit: 'Mood', mechanism: 'M', dosageConsiderations: 'D' },
        ],
      }),
      [wort],
      'm',
    );
    const aboutWort = merged.antagonisticSupplements.filter((item) => /john|hypericum/i.test(item.name));
    expect(aboutWort).toEqual([expect.objectContaining({ severity: 'high', riskLevel: 'contraindicated', origin: 'knowledge-base' })]);
    expect(merged.antagonisticSupplements.at(-1)).toMatchObject({ name: 'Ginkgo', riskLevel: 'moderate', origin: 'model', yourSupplements: [] });
    expect(merged.synergisticSupplements.map((item) => item.name)).toEqual(['Omega-3']);
    expect(merged.therapeuticClass).toBe('SSRI antidepressant');
    expect(merged.monitoringRecommendations).toEqual(['Watch for mood changes']);
  });
});
