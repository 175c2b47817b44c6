import type { Supplement } from '@regimen/domain/contracts/supplements';
import type { BenefitsAnalysis, InteractionAnalysis } from '../contracts/ai.ts';

/** Spec: demo AI answers arrive after about a second, without any call. */
export const DEMO_AI_DELAY_MS = 1000;

/** The demo's canned interaction analysis: one caution (the stats' fixed 1) and two synergies. */
export function demoInteractionAnalysis(): InteractionAnalysis {
  return {
    hasInteractions: true,
    summary:
      'Your routine is generally well combined. One pairing deserves attention: calcium can reduce how much iron ' +
      'you absorb when both are taken together. Several of your supplements also work well together.',
    overallSafety: 'caution',
    negativeInteractions: [
      {
        supplements: ['Calcium Citrate + D3', 'Iron Bisglycinate'],
        severity: 'moderate',
        type: 'Absorption',
        description: 'Calcium competes with iron for absorption in the gut, lowering the iron you actually take up.',
        recommendation: 'Take iron on an empty stomach in the morning and calcium with dinner, at least 2 hours apart.',
        riskLevel: 'moderate',
      },
    ],
    positiveInteractions: [
      {
        supplements: ['Vitamin D3', 'Vitamin K2 (MK-7)'],
        type: 'Synergy',
        benefit: 'Bone and cardiovascular health',
        description:
          'Vitamin K2 helps direct the calcium that vitamin D3 helps absorb into bones rather than arteries.',
        enhancement: 'Taking them together with breakfast is a good pairing.',
      },
      {
        supplements: ['Vitamin C', 'Iron Bisglycinate'],
        type: 'Absorption',
        benefit: 'Better iron uptake',
        description: 'Vitamin C keeps iron in its more absorbable form.',
        enhancement: 'A morning dose of vitamin C alongside iron improves absorption.',
      },
    ],
  };
}

/** A canned benefits analysis that reads naturally for any supplement. */
export function demoBenefitsAnalysis(supplement: Pick<Supplement, 'name' | 'timing'>): BenefitsAnalysis {
  const { name } = supplement;
  return {
    summary: `${name} is a popular supplement that may support overall wellbeing when taken consistently as part of a balanced diet.`,
    primaryBenefits: [
      'Supports normal energy levels',
      'Helps maintain healthy immune function',
      'Contributes to general wellbeing',
    ],
    secondaryBenefits: ['May support healthy sleep and recovery'],
    recommendedTiming: 'Take at the same time each day; with a meal if it upsets your stomach.',
    foodInteraction: 'Generally fine with food. Avoid taking it together with large amounts of coffee or tea.',
    evidenceLevel: 'moderate',
    dosageRecommendation: 'Follow the label. Talk to your healthcare provider before going above it.',
    sideEffects: 'Usually well tolerated. Mild digestive upset is possible at higher doses.',
    targetConditions: ['General health'],
  };
}
