import { SOURCES as S } from '../sources.ts';
import type { ConditionContent } from './condition-content-types.ts';

const BLEEDING_SUPPLEMENTS_WARNING = 'Ginkgo, garlic, fish oil, turmeric and high-dose vitamin E may add to bleeding with blood thinners.';

/** Heart, blood vessels, blood sugar and weight. */
export const heartAndMetabolism: readonly ConditionContent[] = [
  {
    conditionId: 'hypertension',
    reference: {
      generalDescription:
        'High blood pressure means the force of blood against the artery walls stays too high. It usually causes no symptoms but raises the risk of heart disease, stroke and kidney disease, so it is worth checking and treating.',
      commonSymptoms: ['Usually none', 'Very high readings can cause headache, chest pain or vision changes and need urgent care'],
      typicalTreatments: ['Healthy eating with less salt', 'Physical activity and weight management', 'Blood pressure medicines'],
      severityLevels: ['Elevated', 'Stage 1', 'Stage 2', 'Severe (hypertensive crisis)'],
      prevalence: 'Nearly half of adults in the United States have high blood pressure (CDC).',
      riskFactors: ['Older age', 'Family history', 'High-salt diet', 'Overweight', 'Physical inactivity', 'Alcohol and tobacco', 'Diabetes or kidney disease'],
      sources: [S.mlpHighBloodPressure, S.cdcHighBloodPressureFacts],
    },
    advice: {
      candidates: [
        {
          name: 'Potassium',
          evidenceLevel: 'moderate',
          dosage: 'Mainly from fruit and vegetables; take a supplement only if your clinician agrees.',
          timing: 'With food and a full glass of water',
          benefits: 'More potassium lowers blood pressure, especially with a high-salt diet.',
          sources: [S.odsPotassium],
        },
        { name: 'Garlic', evidenceLevel: 'limited', dosage: 'No established dose; follow the product label and ask your clinician.', timing: 'With meals', benefits: 'Garlic supplements may slightly lower blood pressure.', sources: [S.nccihGarlic] },
      ],
      lifestyle: ['Eat less salt and more fruit and vegetables', 'Be active most days', 'Limit alcohol', 'Do not smoke', 'Keep a healthy weight'],
      monitoring: 'Check your blood pressure regularly, at home if you can, and share the readings with your clinician.',
      warnings: [
        'Licorice root raises blood pressure and lowers potassium.',
        'Stimulants such as bitter orange, yohimbe and high-dose caffeine raise blood pressure.',
        'Potassium supplements can be dangerous with some blood pressure medicines (ACE inhibitors, ARBs, potassium-sparing diuretics).',
      ],
      sources: [S.nccihLicorice, S.nccihBitterOrange, S.nccihYohimbe, S.odsPotassium],
    },
  },
  {
    conditionId: 'heart-disease',
    reference: {
      generalDescription:
        'Heart disease covers conditions of the heart such as coronary artery disease, heart failure and rhythm problems. Coronary artery disease, a narrowing of the heart’s arteries, is the most common.',
      commonSymptoms: ['Chest pain or pressure', 'Shortness of breath', 'Tiredness', 'Swollen legs', 'Palpitations'],
      typicalTreatments: ['Heart-healthy lifestyle', 'Medicines for blood pressure, cholesterol and heart rhythm', 'Procedures such as stents or bypass surgery'],
      prevalence: null,
      riskFactors: ['High blood pressure', 'High cholesterol', 'Smoking', 'Diabetes', 'Obesity and inactivity', 'Family history', 'Older age'],
      sources: [S.mlpHeartDiseases],
    },
    advice: {
      candidates: [],
      lifestyle: ['Do not smoke', 'Heart-healthy diet', 'Regular physical activity as your care team advises', 'Keep a healthy weight'],
      monitoring: 'Keep regular check-ups of blood pressure, cholesterol and blood sugar.',
      warnings: [
        'Vitamin and mineral supplements have not been shown to prevent heart disease; beta-carotene and vitamin E are advised against for that purpose.',
        'Stimulant supplements (bitter orange, yohimbe) and licorice can strain the heart.',
      ],
      sources: [S.uspstfVitamins, S.nccihBitterOrange, S.nccihLicorice],
    },
  },
  {
    conditionId: 'atrial-fibrillation',
    reference: {
      generalDescription:
        'Atrial fibrillation is an irregular, often fast heartbeat that starts in the upper chambers of the heart. It raises the risk of stroke, so many people take medicines to prevent clots.',
      commonSymptoms: ['Palpitations or a fluttering heartbeat', 'Tiredness', 'Shortness of breath', 'Dizziness', 'Sometimes no symptoms'],
      typicalTreatments: ['Blood thinners to prevent stroke', 'Medicines to control heart rate or rhythm', 'Procedures such as cardioversion or ablation'],
      prevalence: null,
      riskFactors: ['Older age', 'High blood pressure', 'Heart disease', 'Heavy alcohol use', 'Obesity', 'Sleep apnea', 'Thyroid disease'],
      sources: [S.mlpAtrialFibrillation],
    },
    advice: {
      candidates: [],
      lifestyle: ['Limit alcohol and caffeine if they trigger episodes', 'Manage blood pressure and weight', 'Treat sleep apnea if present'],
      monitoring: 'If you take warfarin, keep regular INR checks and tell the clinic about any supplement change.',
      warnings: ['Vitamin K counteracts warfarin.', BLEEDING_SUPPLEMENTS_WARNING, 'Stimulant supplements can trigger a fast heartbeat.'],
      sources: [S.odsVitaminK, S.nccihGinkgo, S.odsVitaminE, S.nccihBitterOrange],
    },
  },
  {
    conditionId: 'stroke',
    reference: {
      generalDescription:
        'A stroke happens when blood flow to part of the brain is blocked or a blood vessel bleeds. A TIA ("mini-stroke") is a short blockage that is a warning sign. Sudden symptoms need emergency care.',
      commonSymptoms: ['Sudden weakness or numbness of the face, arm or leg, often on one side', 'Trouble speaking or understanding', 'Sudden vision problems', 'Sudden severe headache or loss of balance'],
      typicalTreatments: ['Emergency treatment to restore blood flow', 'Rehabilitation', 'Medicines to prevent another stroke (blood thinners, blood pressure and cholesterol medicines)'],
      prevalence: null,
      riskFactors: ['High blood pressure', 'Atrial fibrillation', 'Smoking', 'Diabetes', 'High cholesterol', 'Older age', 'Previous stroke or TIA'],
      sources: [S.mlpStroke],
    },
    advice: {
      candidates: [],
      lifestyle: ['Do not smoke', 'Manage blood pressure, cholesterol and blood sugar', 'Be active as your care team advises'],
      monitoring: 'Keep follow-up visits; tell your care team about every supplement if you take blood thinners.',
      warnings: [BLEEDING_SUPPLEMENTS_WARNING, 'Stimulant supplements raise blood pressure.'],
      sources: [S.nccihGinkgo, S.nccihGarlic, S.odsOmega3, S.odsVitaminE, S.nccihBitterOrange],
    },
  },
  {
    conditionId: 'blood-clot',
    reference: {
      generalDescription:
        'A blood clot in a deep vein, usually in the leg (deep vein thrombosis), can break off and travel to the lungs (pulmonary embolism). It is usually treated with blood thinners for several months.',
      commonSymptoms: ['Swelling, pain or warmth in one leg', 'Sudden shortness of breath or chest pain (needs emergency care)'],
      typicalTreatments: ['Blood thinners (anticoagulants)', 'Compression stockings', 'Procedures to remove or block a clot in some cases'],
      prevalence: null,
      riskFactors: ['Surgery, injury or long periods without moving', 'Cancer', 'Pregnancy, hormone therapy or estrogen-containing birth control', 'Previous clots or a family history', 'Obesity and smoking'],
      sources: [S.mlpBloodClots],
    },
    advice: {
      candidates: [],
      lifestyle: ['Move regularly, especially on long journeys', 'Take blood thinners exactly as prescribed'],
      monitoring: 'If you take warfarin, keep regular INR checks and keep your vitamin K intake steady.',
      warnings: ['Vitamin K supplements counteract warfarin.', BLEEDING_SUPPLEMENTS_WARNING],
      sources: [S.odsVitaminK, S.nccihGinkgo, S.odsVitaminE],
    },
  },
  {
    conditionId: 'high-cholesterol',
    reference: {
      generalDescription:
        'High cholesterol means too much LDL ("bad") cholesterol or other fats in the blood. It causes no symptoms but builds up in arteries and raises the risk of heart attack and stroke.',
      commonSymptoms: ['Usually none; found with a blood test'],
      typicalTreatments: ['Heart-healthy eating and activity', 'Statins and other cholesterol-lowering medicines'],
      prevalence: null,
      riskFactors: ['Diet high in saturated fat', 'Overweight and inactivity', 'Family history (familial hypercholesterolemia)', 'Diabetes', 'Older age', 'Smoking'],
      sources: [S.mlpCholesterol],
    },
    advice: {
      candidates: [
        {
          name: 'Psyllium',
          evidenceLevel: 'moderate',
          dosage: 'As on the label, with a full glass of water per dose.',
          timing: 'At least 2 hours apart from other medicines',
          benefits: 'Soluble fibre from psyllium, as part of a low-fat diet, lowers LDL cholesterol (an authorised health claim).',
          sources: [S.fdaPsylliumHealthClaim],
        },
        {
          name: 'Fish oil',
          evidenceLevel: 'moderate',
          dosage: 'Triglyceride-lowering doses of 2–4 g a day should be supervised by your clinician.',
          timing: 'With a meal containing fat',
          benefits: 'Lowers high triglycerides; it does not lower LDL cholesterol.',
          sources: [S.odsOmega3],
        },
      ],
      lifestyle: ['Less saturated fat, more fibre, fruit and vegetables', 'Regular physical activity', 'Keep a healthy weight', 'Do not smoke'],
      monitoring: 'Repeat cholesterol tests as your clinician advises; report muscle pain if you take a statin.',
      warnings: [
        'Red yeast rice can contain the same substance as the statin lovastatin, in unknown amounts; do not combine it with a statin.',
        'High-dose niacin is a medicine with side effects; use it only under medical supervision.',
      ],
      sources: [S.nccihRedYeastRice, S.odsNiacin],
    },
  },
  {
    conditionId: 'type-2-diabetes',
    reference: {
      generalDescription:
        'In type 2 diabetes the body does not use insulin well, so blood sugar stays too high. Over time high blood sugar can damage the heart, kidneys, eyes and nerves; treatment and lifestyle keep it in range.',
      commonSymptoms: ['Often none at first', 'Thirst and frequent urination', 'Tiredness', 'Blurred vision', 'Slow-healing sores'],
      typicalTreatments: ['Healthy eating, activity and weight loss', 'Metformin and other diabetes medicines', 'Insulin for some people'],
      prevalence: 'About 38.4 million people in the United States (11.6%) have diabetes, and type 2 accounts for 90–95% of cases (CDC).',
      riskFactors: ['Overweight', 'Age 45 or older', 'Family history', 'Physical inactivity', 'Prediabetes or gestational diabetes'],
      sources: [S.mlpDiabetesType2, S.cdcDiabetesStatistics, S.cdcType2Diabetes],
    },
    advice: {
      candidates: [],
      lifestyle: ['Balanced meals with fewer refined carbohydrates', 'Regular physical activity', 'Weight loss if overweight', 'Do not smoke'],
      monitoring: 'Keep regular HbA1c, kidney, eye and foot checks; metformin can lower vitamin B12, so ask about checking it.',
      warnings: [
        'No dietary supplement has been shown to manage diabetes; supplements such as cinnamon or chromium do not replace treatment.',
        'Supplements that lower blood sugar (berberine, bitter melon, ginseng) can add to diabetes medicines and cause lows.',
      ],
      sources: [S.nccihDiabetesSupplements, S.odsVitaminB12, S.odsChromium],
    },
  },
  {
    conditionId: 'type-1-diabetes',
    reference: {
      generalDescription:
        'In type 1 diabetes the immune system destroys the cells that make insulin, so insulin must be replaced. It often starts in childhood or young adulthood.',
      commonSymptoms: ['Thirst and frequent urination', 'Weight loss', 'Tiredness', 'Blurred vision'],
      typicalTreatments: ['Insulin by injection or pump', 'Blood sugar monitoring', 'Carbohydrate counting and activity planning'],
      prevalence: null,
      riskFactors: ['Family history', 'Certain genes'],
      sources: [S.mlpDiabetesType1],
    },
    advice: {
      candidates: [],
      lifestyle: ['Balanced meals and carbohydrate awareness', 'Regular physical activity planned with insulin doses'],
      monitoring: 'Keep regular HbA1c, kidney, eye and foot checks.',
      warnings: ['No supplement replaces insulin.', 'Supplements that lower blood sugar can add to insulin and cause lows.'],
      sources: [S.nccihDiabetesSupplements],
    },
  },
  {
    conditionId: 'obesity',
    reference: {
      generalDescription:
        'Obesity means having more body fat than is healthy, usually judged by body mass index (BMI 30 or more; 25–29.9 is overweight). It raises the risk of diabetes, heart disease, joint problems and sleep apnea.',
      commonSymptoms: ['Weight gain', 'Shortness of breath on effort', 'Joint pain', 'Snoring or sleep problems'],
      typicalTreatments: ['Changes in eating and activity', 'Behavioural support', 'Weight-loss medicines', 'Bariatric surgery for some people'],
      severityLevels: ['Overweight (BMI 25–29.9)', 'Class 1 (BMI 30–34.9)', 'Class 2 (BMI 35–39.9)', 'Class 3 (BMI 40 or more)'],
      prevalence: null,
      riskFactors: ['Eating patterns and physical inactivity', 'Family history and genes', 'Some medicines', 'Poor sleep and stress'],
      sources: [S.mlpObesity, S.cdcAdultBmi],
    },
    advice: {
      candidates: [],
      lifestyle: ['Eating patterns you can keep up', 'Regular physical activity', 'Enough sleep', 'Support from a clinician or programme'],
      monitoring: 'Check blood pressure, blood sugar and cholesterol regularly.',
      warnings: [
        'Weight-loss supplements have not been shown to work well, and some are unsafe.',
        'Bitter orange and other stimulants raise heart rate and blood pressure; garcinia and green tea extract have been linked to liver injury.',
      ],
      sources: [S.odsWeightLoss, S.nccihBitterOrange, S.livertox],
    },
  },
  {
    conditionId: 'bleeding-disorder',
    reference: {
      generalDescription:
        'Bleeding disorders make the blood clot poorly, so bleeding lasts longer. Examples are hemophilia, von Willebrand disease and low platelets.',
      commonSymptoms: ['Easy bruising', 'Nosebleeds or bleeding gums', 'Heavy periods', 'Long bleeding after cuts, dental work or surgery'],
      typicalTreatments: ['Replacement of clotting factors', 'Medicines that help clotting', 'Care plans before procedures'],
      prevalence: null,
      riskFactors: ['Family history (inherited disorders)', 'Liver disease', 'Some medicines'],
      sources: [S.mlpBleedingDisorders],
    },
    advice: {
      candidates: [],
      lifestyle: ['Tell every clinician and dentist about the disorder', 'Avoid activities with a high risk of injury if advised'],
      monitoring: 'Ask your hematologist before starting any supplement.',
      warnings: [BLEEDING_SUPPLEMENTS_WARNING.replace(' with blood thinners', '')],
      sources: [S.nccihGinkgo, S.nccihGarlic, S.odsOmega3, S.odsVitaminE],
    },
  },
];
