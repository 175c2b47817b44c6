import { SOURCES as S } from '../sources.ts';
import type { ConditionContent } from './condition-content-types.ts';

const NO_ESTABLISHED_DOSE = 'No established dose; follow the product label and ask your clinician.';

/** Mood, sleep, attention and the brain. */
export const mindAndBrain: readonly ConditionContent[] = [
  {
    conditionId: 'depression',
    reference: {
      generalDescription:
        'A common mood disorder: a low mood or loss of interest lasting most of the day for at least two weeks, affecting how a person feels, thinks and handles daily activities. It is treatable, and most people improve with care.',
      commonSymptoms: ['Persistent sad or empty mood', 'Loss of interest or pleasure', 'Sleep changes', 'Fatigue', 'Trouble concentrating', 'Appetite or weight changes'],
      typicalTreatments: ['Psychotherapy', 'Antidepressant medicines', 'A combination of both'],
      prevalence: null,
      riskFactors: ['Personal or family history of depression', 'Major life changes, trauma or stress', 'Certain physical illnesses and medicines'],
      sources: [S.mlpDepression, S.nccihStJohnsWort],
    },
    advice: {
      candidates: [
        {
          name: "St. John's Wort",
          evidenceLevel: 'moderate',
          dosage: '300 mg standardised extract, three times daily',
          timing: 'With meals',
          benefits: 'Studied for mild to moderate depression; it interacts with many medicines.',
          sources: [S.nccihStJohnsWort],
        },
        {
          name: 'Omega-3 (EPA-rich fish oil)',
          evidenceLevel: 'limited',
          dosage: '1 g EPA daily',
          timing: 'With a meal',
          benefits: 'EPA-rich preparations have been studied as an add-on to antidepressant treatment.',
          sources: [S.nccihOmega3],
        },
        { name: 'SAMe', evidenceLevel: 'limited', dosage: '400–1,600 mg daily', timing: 'Morning, on an empty stomach', benefits: 'Studied for depression with mixed results.', sources: [S.nccihSame] },
        {
          name: 'Vitamin D3',
          evidenceLevel: 'limited',
          dosage: '1,000–2,000 IU daily',
          timing: 'With the largest meal',
          benefits: 'Worth correcting when levels are low; evidence for mood itself is limited.',
          sources: [S.odsVitaminD],
        },
      ],
      lifestyle: ['Regular physical activity', 'A steady sleep schedule', 'Talk therapy alongside any treatment'],
      monitoring: 'Review mood with your clinician regularly; seek help at once if you have thoughts of self-harm.',
      warnings: [
        "St. John's wort must not be combined with antidepressants or many other medicines, and it can bring on mania in bipolar disorder.",
        'Supplements do not replace treatment for moderate or severe depression.',
      ],
      sources: [S.nccihStJohnsWort, S.mlpDepression],
    },
  },
  {
    conditionId: 'anxiety',
    reference: {
      generalDescription:
        'Anxiety disorders involve worry or fear that is stronger or lasts longer than the situation calls for and gets in the way of daily life. Generalized anxiety disorder and panic disorder are common forms, and they respond well to treatment.',
      commonSymptoms: ['Persistent worry', 'Restlessness or feeling on edge', 'Trouble sleeping', 'Muscle tension', 'Fast heartbeat or shortness of breath during panic'],
      typicalTreatments: ['Psychotherapy, especially cognitive behavioral therapy', 'Medicines such as certain antidepressants', 'Stress-management techniques'],
      prevalence: null,
      riskFactors: ['Family history of anxiety', 'Stressful or traumatic life events', 'Shyness in childhood', 'Some physical conditions, caffeine or other substances'],
      sources: [S.mlpAnxiety],
    },
    advice: {
      candidates: [
        { name: 'Chamomile', evidenceLevel: 'limited', dosage: NO_ESTABLISHED_DOSE, timing: 'Evening', benefits: 'Small studies suggest it may ease generalized anxiety symptoms.', sources: [S.nccihChamomile] },
        { name: 'Lavender', evidenceLevel: 'limited', dosage: NO_ESTABLISHED_DOSE, timing: 'Once daily in studies', benefits: 'Oral lavender preparations have been studied for anxiety with some positive results.', sources: [S.nccihLavender] },
      ],
      lifestyle: ['Regular physical activity', 'Limit caffeine and alcohol', 'Relaxation or breathing practice', 'A steady sleep schedule'],
      monitoring: 'Tell your clinician if anxiety stops you doing everyday things or if panic attacks occur.',
      warnings: [
        'Kava is not recommended: it has been linked to severe liver injury.',
        'Sedating supplements add to the effect of sedating medicines and alcohol.',
        'Chamomile can cause allergic reactions in people allergic to ragweed or related plants.',
      ],
      sources: [S.fdaKava, S.nccihKava, S.nccihChamomile],
    },
  },
  {
    conditionId: 'insomnia',
    reference: {
      generalDescription:
        'Insomnia is trouble falling asleep, staying asleep or waking too early, with tiredness during the day. It can be short-term, after stress, or long-term.',
      commonSymptoms: ['Lying awake for a long time before sleep', 'Waking during the night or too early', 'Daytime sleepiness or irritability', 'Trouble concentrating'],
      typicalTreatments: ['Cognitive behavioral therapy for insomnia', 'Better sleep habits', 'Short-term sleep medicines in some cases', 'Treating an underlying cause'],
      prevalence: null,
      riskFactors: ['Stress, anxiety or depression', 'Shift work or travel across time zones', 'Caffeine, alcohol or some medicines', 'Pain or other health conditions', 'Older age'],
      sources: [S.mlpInsomnia],
    },
    advice: {
      candidates: [
        {
          name: 'Melatonin',
          evidenceLevel: 'limited',
          dosage: 'Low doses (0.5–5 mg) are used in studies; start low.',
          timing: '1–2 hours before the desired bedtime',
          benefits: 'May help you fall asleep a little sooner and helps jet lag; effects on long-term insomnia are modest.',
          sources: [S.nccihMelatonin],
        },
      ],
      lifestyle: ['A regular sleep and wake time', 'Limit caffeine after midday and alcohol in the evening', 'Keep the bedroom dark, quiet and cool', 'Avoid screens before bed'],
      monitoring: 'See your clinician if poor sleep lasts more than a few weeks or you snore loudly or stop breathing in sleep.',
      warnings: ['Valerian and other sleep herbs have not been shown to work reliably.', 'Melatonin product contents often differ from the label.', 'Sedating supplements add to sedating medicines and alcohol.'],
      sources: [S.nccihMelatonin, S.nccihValerian],
    },
  },
  {
    conditionId: 'bipolar-disorder',
    reference: {
      generalDescription:
        'A mental health condition with unusual shifts in mood, energy and activity: periods of mania or hypomania and periods of depression. Long-term treatment helps most people manage it well.',
      commonSymptoms: ['Periods of very high energy, little need for sleep and racing thoughts', 'Periods of low mood and loss of interest', 'Impulsive decisions during highs', 'Changes in sleep and activity'],
      typicalTreatments: ['Mood-stabilising medicines', 'Psychotherapy', 'Regular routines and early-warning plans'],
      prevalence: null,
      riskFactors: ['Family history of bipolar disorder', 'Periods of high stress', 'Substance use'],
      sources: [S.mlpBipolar],
    },
    advice: {
      candidates: [],
      lifestyle: ['Keep regular sleep and daily routines', 'Avoid alcohol and recreational drugs', 'Know your early warning signs and share them with someone you trust'],
      monitoring: 'Keep regular appointments; some mood medicines need blood tests.',
      warnings: [
        'The knowledge base names no supplement to treat bipolar disorder.',
        "St. John's wort, SAMe and ginseng may bring on mania; do not use them for low mood without your psychiatrist.",
      ],
      sources: [S.medlinePlusStJohnsWort, S.nccihSame, S.caseReportGinsengMania],
    },
  },
  {
    conditionId: 'adhd',
    reference: {
      generalDescription:
        'Attention deficit hyperactivity disorder affects attention, activity and impulse control. It usually starts in childhood and often continues into adulthood.',
      commonSymptoms: ['Trouble keeping attention', 'Forgetfulness and disorganisation', 'Restlessness or fidgeting', 'Acting without thinking'],
      typicalTreatments: ['Behavioral therapy and skills training', 'Stimulant or non-stimulant medicines', 'Support at school or work'],
      prevalence: null,
      riskFactors: ['Family history of ADHD', 'Premature birth or low birth weight', 'Exposure to alcohol or tobacco before birth'],
      sources: [S.mlpAdhd],
    },
    advice: {
      candidates: [],
      lifestyle: ['Regular sleep', 'Physical activity', 'Routines, lists and reminders'],
      monitoring: 'Review treatment, sleep, appetite and blood pressure with your clinician.',
      warnings: ['No supplement has been shown to treat ADHD.', 'Stimulant supplements (caffeine, bitter orange) add to stimulant medicines.'],
      sources: [S.nccihBitterOrange, S.fdaCaffeine],
    },
  },
  {
    conditionId: 'epilepsy',
    reference: {
      generalDescription:
        'A brain condition that causes repeated seizures, brief changes in the brain’s electrical activity. Many people control their seizures well with treatment.',
      commonSymptoms: ['Seizures of different kinds: staring spells, jerking movements, loss of awareness', 'Confusion or tiredness after a seizure'],
      typicalTreatments: ['Anti-seizure medicines', 'Surgery or devices for some people', 'Special diets in some cases'],
      prevalence: null,
      riskFactors: ['Family history', 'Head injury or stroke', 'Brain infections', 'Some developmental conditions'],
      sources: [S.mlpEpilepsy],
    },
    advice: {
      candidates: [],
      lifestyle: ['Take medicines on schedule', 'Get enough sleep', 'Limit alcohol'],
      monitoring: 'Tell your neurologist before starting any supplement; some change anti-seizure medicine levels.',
      warnings: [
        "St. John's wort can lower the levels of many medicines, including some anti-seizure medicines.",
        'Folic acid can lower phenytoin levels; take it only as your clinician advises.',
      ],
      sources: [S.nccihStJohnsWort, S.odsFolate, S.labelPhenytoin],
    },
  },
  {
    conditionId: 'parkinsons-disease',
    reference: {
      generalDescription: "Parkinson's disease is a brain condition that slowly affects movement. It develops when nerve cells that make dopamine are lost.",
      commonSymptoms: ['Tremor, often in a hand', 'Slowness of movement', 'Stiffness', 'Balance problems', 'Sleep, mood or constipation problems'],
      typicalTreatments: ['Medicines such as levodopa', 'Physical, occupational and speech therapy', 'Deep brain stimulation for some people'],
      prevalence: null,
      riskFactors: ['Older age', 'Male sex', 'Family history', 'Some toxin exposures'],
      sources: [S.mlpParkinsons],
    },
    advice: {
      candidates: [],
      lifestyle: ['Regular exercise, including balance and stretching', 'A diet with enough fibre and fluid'],
      monitoring: 'Review any supplement with your neurologist; timing around levodopa doses can matter.',
      warnings: ['Vitamin B6 weakens levodopa taken without carbidopa.', 'Coenzyme Q10 did not slow Parkinson’s disease in a large trial.'],
      sources: [S.odsVitaminB6, S.nccihCoq10],
    },
  },
  {
    conditionId: 'alzheimers-disease',
    reference: {
      generalDescription:
        "Alzheimer's disease is the most common cause of dementia: a slow decline in memory, thinking and everyday abilities. Other types of dementia share many of its effects.",
      commonSymptoms: ['Memory loss that disrupts daily life', 'Trouble with planning or problem-solving', 'Confusion about time or place', 'Changes in mood or behaviour'],
      typicalTreatments: ['Medicines that may ease symptoms or slow decline', 'Support for daily living and for carers', 'Treating other conditions that affect thinking'],
      prevalence: null,
      riskFactors: ['Older age', 'Family history', 'Heart and blood vessel risk factors such as high blood pressure and diabetes'],
      sources: [S.mlpAlzheimers],
    },
    advice: {
      candidates: [],
      lifestyle: ['Physical activity', 'Social and mental activity', 'Manage blood pressure, blood sugar and cholesterol'],
      monitoring: 'Low vitamin B12 can affect memory; ask whether your level has been checked.',
      warnings: ['Ginkgo did not prevent dementia in a large NIH-funded trial and may increase bleeding risk.', 'No supplement has been shown to prevent or treat Alzheimer’s disease.'],
      sources: [S.nccihGinkgo, S.odsVitaminB12],
    },
  },
  {
    conditionId: 'migraine',
    reference: {
      generalDescription:
        'Migraine is a type of headache that comes back, often with throbbing pain on one side, sensitivity to light and sound, and nausea. Some people see an aura first.',
      commonSymptoms: ['Throbbing or pulsing headache', 'Nausea or vomiting', 'Sensitivity to light and sound', 'Visual aura before the headache'],
      typicalTreatments: ['Pain relievers and migraine-specific medicines', 'Preventive medicines for frequent attacks', 'Avoiding known triggers'],
      prevalence: null,
      riskFactors: ['Family history', 'Female sex', 'Hormonal changes', 'Stress, poor sleep, skipped meals'],
      sources: [S.mlpMigraine],
    },
    advice: {
      candidates: [
        {
          name: 'Magnesium',
          evidenceLevel: 'moderate',
          dosage: 'Ask your clinician: migraine studies used doses above the 350 mg a day supplement upper limit.',
          timing: 'With food to reduce diarrhea',
          benefits: 'Probably effective for preventing migraine in the 2012 guideline.',
          sources: [S.aanMigrainePrevention2012, S.odsMagnesium],
        },
        {
          name: 'Riboflavin',
          evidenceLevel: 'moderate',
          dosage: 'Studies used about 400 mg a day, far above the RDA; discuss with your clinician.',
          timing: 'With food',
          benefits: 'Probably effective for preventing migraine in the 2012 guideline.',
          sources: [S.aanMigrainePrevention2012, S.odsRiboflavin],
        },
        { name: 'Feverfew', evidenceLevel: 'limited', dosage: NO_ESTABLISHED_DOSE, timing: 'Daily for prevention in studies', benefits: 'Studies for migraine prevention have mixed results.', sources: [S.nccihFeverfew, S.aanMigrainePrevention2012] },
        { name: 'Coenzyme Q10', evidenceLevel: 'limited', dosage: NO_ESTABLISHED_DOSE, timing: 'With a meal containing fat', benefits: 'Possibly effective for migraine prevention in small studies.', sources: [S.aanMigrainePrevention2012, S.nccihCoq10] },
      ],
      lifestyle: ['Regular sleep and meals', 'Keep a headache diary to find triggers', 'Regular physical activity', 'Limit caffeine and alcohol'],
      monitoring: 'See your clinician if headaches change pattern, get worse, or come with weakness, confusion or vision loss.',
      warnings: ['Butterbur is not recommended: some products contain substances that damage the liver.', 'Feverfew should not be used in pregnancy.'],
      sources: [S.nccihButterbur, S.nccihFeverfew],
    },
  },
];
