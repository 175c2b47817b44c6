import type { InteractionRule } from './knowledge-schema.ts';
import { SOURCES as S } from './sources.ts';

const reviewed26 = (note: string) => ({ on: '2026-11-26', note });

/**
 * Supplement–condition rules added in knowledge version 2026-11-26 for the Health page: the
 * issue's named pairs that the older rules lacked (St John's wort or ginseng with bipolar
 * disorder, vitamin K when a clot is being treated). Each carries its review.
 */
export const conditionInteractionRules: readonly InteractionRule[] = [
  {
    id: 'st-johns-wort-bipolar-disorder',
    title: "St. John's wort with bipolar disorder",
    supplement: { supplements: ['st-johns-wort'] },
    counterparty: { kind: 'condition', conditions: ['bipolar-disorder'] },
    severity: 'major',
    mechanism:
      "Like antidepressant medicines, St. John's wort can bring on mania or hypomania in people with bipolar disorder and may speed up cycling between depression and mania; cases have been published.",
    recommendation: "Do not take St. John's wort for low mood if you have bipolar disorder unless your psychiatrist agrees; report racing thoughts, little need for sleep or unusual energy promptly.",
    sources: [S.medlinePlusStJohnsWort, S.caseReportSjwMania, S.nccihStJohnsWort],
    review: reviewed26('Case reports and MedlinePlus precaution; mania is a serious harm that needs a change of treatment, so major.'),
  },
  {
    id: 'ginseng-bipolar-disorder',
    title: 'Asian ginseng with bipolar disorder',
    supplement: { supplements: ['panax-ginseng'] },
    counterparty: { kind: 'condition', conditions: ['bipolar-disorder'] },
    severity: 'moderate',
    mechanism: 'Mania and manic psychosis have been reported with Panax ginseng, mostly at high doses taken for a long time; causation is not proven.',
    recommendation: 'Avoid Asian ginseng if you have bipolar disorder unless your psychiatrist agrees, and stop it if you notice signs of mania.',
    sources: [S.caseReportGinsengMania],
    review: reviewed26('Case reports only, causation unproven (the report says so); moderate, one level below St. John\'s wort.'),
  },
  {
    id: 'vitamin-k-blood-clot',
    title: 'Vitamin K while a blood clot is treated',
    // Only products with vitamin K on the label or in the name: a condition rule does not know the
    // anticoagulant, and a direct oral anticoagulant is not affected (vitamin-k-warfarin covers warfarin itself).
    supplement: { supplements: ['vitamin-k'] },
    counterparty: { kind: 'condition', conditions: ['blood-clot'] },
    severity: 'moderate',
    mechanism:
      'Clots are often treated with warfarin, which vitamin K counteracts; starting, stopping or changing a vitamin K supplement can make the treatment less effective or unstable (INR changes).',
    recommendation:
      'Tell your anticoagulation clinic or prescriber about vitamin K supplements; if you take warfarin, keep your vitamin K intake steady and have your INR checked after any change.',
    sources: [S.odsVitaminK],
    review: reviewed26('ODS Vitamin K: major with warfarin; the condition alone does not say which anticoagulant, so moderate.'),
  },
];
