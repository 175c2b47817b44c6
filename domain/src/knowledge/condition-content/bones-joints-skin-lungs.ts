import { SOURCES as S } from '../sources.ts';
import type { ConditionContent } from './condition-content-types.ts';

/** Bones and joints, pain, immune and skin conditions, breathing. */
export const bonesJointsSkinLungs: readonly ConditionContent[] = [
  {
    conditionId: 'osteoporosis',
    reference: {
      generalDescription:
        'Osteoporosis makes bones thin and weak, so they break more easily, often in the hip, spine or wrist. Osteopenia is bone density that is lower than normal but not yet osteoporosis.',
      commonSymptoms: ['Usually none until a bone breaks', 'Loss of height or a stooped posture', 'Back pain from a spinal fracture'],
      typicalTreatments: ['Enough calcium and vitamin D', 'Weight-bearing and muscle-strengthening exercise', 'Bone-strengthening medicines', 'Preventing falls'],
      prevalence: null,
      riskFactors: ['Female sex and menopause', 'Older age', 'Family history', 'Low body weight', 'Smoking and heavy alcohol use', 'Long-term steroid medicines'],
      sources: [S.mlpOsteoporosis],
    },
    advice: {
      candidates: [
        {
          name: 'Calcium',
          evidenceLevel: 'moderate',
          dosage: 'Enough to reach the RDA from food and supplements together (1,000–1,200 mg a day for adults); no more than 500 mg at a time.',
          timing: 'Carbonate with meals, citrate with or without food',
          benefits: 'Calcium is needed for bone; supplements help when food does not provide enough.',
          sources: [S.odsCalcium],
        },
        {
          name: 'Vitamin D3',
          evidenceLevel: 'moderate',
          dosage: 'Adult RDA 600 IU (15 mcg), 800 IU (20 mcg) over 70; upper limit 4,000 IU a day.',
          timing: 'With the largest meal',
          benefits: 'Vitamin D helps absorb calcium; with calcium it is part of standard osteoporosis care.',
          sources: [S.odsVitaminD],
        },
      ],
      lifestyle: ['Weight-bearing and muscle-strengthening exercise', 'Prevent falls at home', 'Do not smoke and limit alcohol'],
      monitoring: 'Bone density scans as your clinician advises.',
      warnings: ['Too much calcium from supplements may raise the risk of kidney stones.', 'Calcium and some osteoporosis medicines (bisphosphonates) must be taken apart.'],
      sources: [S.odsCalcium, S.labelAlendronate],
    },
  },
  {
    conditionId: 'osteoarthritis',
    reference: {
      generalDescription:
        'Osteoarthritis is the most common form of arthritis: the cartilage that cushions the ends of bones wears down, so joints become painful and stiff. It most often affects knees, hips, hands and the spine.',
      commonSymptoms: ['Joint pain that worsens with use', 'Stiffness after rest', 'Swelling', 'Reduced range of movement', 'A grating feeling in the joint'],
      typicalTreatments: ['Exercise and physical therapy', 'Weight loss if overweight', 'Pain relievers and anti-inflammatory medicines', 'Injections or joint replacement for some people'],
      prevalence: null,
      riskFactors: ['Older age', 'Female sex', 'Overweight', 'Joint injury or overuse', 'Family history'],
      sources: [S.mlpOsteoarthritis],
    },
    advice: {
      candidates: [
        { name: 'Glucosamine', evidenceLevel: 'limited', dosage: 'Studies commonly used 1,500 mg a day.', timing: 'With meals', benefits: 'Study results for joint pain are mixed.', sources: [S.nccihGlucosamine] },
        { name: 'Chondroitin', evidenceLevel: 'limited', dosage: 'Studies commonly used 800–1,200 mg a day.', timing: 'With meals', benefits: 'Study results for joint pain are mixed.', sources: [S.nccihGlucosamine] },
      ],
      lifestyle: ['Stay active with low-impact exercise (walking, swimming, cycling)', 'Lose weight if overweight', 'Strengthen the muscles around the joint'],
      monitoring: 'Review pain medicines with your clinician, especially long-term anti-inflammatory use.',
      warnings: ['Glucosamine may affect warfarin.', 'Turmeric products have been linked to rare liver injury.'],
      sources: [S.nccihGlucosamine, S.tgaTurmeric],
    },
  },
  {
    conditionId: 'rheumatoid-arthritis',
    reference: {
      generalDescription:
        'Rheumatoid arthritis is an autoimmune disease in which the immune system attacks the lining of the joints, causing painful swelling, often in the same joints on both sides of the body.',
      commonSymptoms: ['Painful, swollen, warm joints', 'Morning stiffness lasting more than an hour', 'Tiredness', 'Low fever'],
      typicalTreatments: ['Disease-modifying medicines such as methotrexate', 'Biologic medicines', 'Anti-inflammatory medicines', 'Physical and occupational therapy'],
      prevalence: null,
      riskFactors: ['Female sex', 'Family history', 'Smoking', 'Middle age'],
      sources: [S.mlpRheumatoidArthritis],
    },
    advice: {
      candidates: [{ name: 'Fish oil', evidenceLevel: 'limited', dosage: 'No RDA; ask your clinician about the amount.', timing: 'With a meal containing fat', benefits: 'Omega-3s may modestly ease joint tenderness and stiffness.', sources: [S.nccihOmega3] }],
      lifestyle: ['Regular gentle exercise', 'Do not smoke', 'Balance activity and rest'],
      monitoring: 'Keep regular blood tests that your medicines need; folic acid is often prescribed with methotrexate, in the dose your clinician sets.',
      warnings: ['Immune-stimulating supplements (echinacea, astragalus) may not suit autoimmune disease.', 'Take folic acid with methotrexate only as prescribed.'],
      sources: [S.nccihEchinacea, S.odsFolate],
    },
  },
  {
    conditionId: 'gout',
    reference: {
      generalDescription:
        'Gout is a form of arthritis caused by uric acid crystals in a joint, often the big toe. Attacks come on suddenly with intense pain and swelling and can be prevented with treatment.',
      commonSymptoms: ['Sudden intense joint pain, often at night', 'Red, hot, swollen joint', 'Lingering discomfort after an attack'],
      typicalTreatments: ['Anti-inflammatory medicines for attacks', 'Medicines that lower uric acid', 'Diet and alcohol changes'],
      prevalence: null,
      riskFactors: ['Male sex', 'Overweight', 'Alcohol, sugary drinks and diets rich in meat or seafood', 'Some medicines such as diuretics', 'Kidney disease'],
      sources: [S.mlpGout],
    },
    advice: {
      candidates: [],
      lifestyle: ['Limit alcohol and sugary drinks', 'Drink enough water', 'Keep a healthy weight'],
      monitoring: 'Regular uric acid tests if you take a uric-acid-lowering medicine.',
      warnings: ['High-dose niacin can raise uric acid and bring on gout.', 'The knowledge base names no supplement to treat gout.'],
      sources: [S.labelNiaspan],
    },
  },
  {
    conditionId: 'chronic-pain',
    reference: {
      generalDescription:
        'Chronic pain is pain that lasts more than about three months. It can follow an injury or illness, such as back pain or arthritis, or exist as a condition of its own, such as fibromyalgia.',
      commonSymptoms: ['Ongoing aching, burning or shooting pain', 'Stiffness', 'Tiredness and poor sleep', 'Low mood or worry'],
      typicalTreatments: ['Physical therapy and exercise', 'Pain medicines', 'Psychological therapies', 'Mind and body approaches such as yoga or tai chi'],
      prevalence: null,
      riskFactors: ['Previous injury or surgery', 'Arthritis and other long-term conditions', 'Stress, depression and poor sleep'],
      sources: [S.mlpChronicPain],
    },
    advice: {
      candidates: [],
      lifestyle: ['Gentle regular activity', 'Good sleep habits', 'Mind and body practices such as yoga, tai chi or mindfulness'],
      monitoring: 'Review pain medicines with your clinician regularly.',
      warnings: ['Kratom is not a safe pain remedy: the FDA warns of addiction, liver injury and deaths.', 'Sedating supplements add to opioid and other sedating pain medicines.'],
      sources: [S.fdaKratom, S.fdaOpioidBenzodiazepine],
    },
  },
  {
    conditionId: 'psoriasis',
    reference: {
      generalDescription:
        'Psoriasis is a long-term immune condition that speeds up the growth of skin cells, causing thick, scaly patches. Some people also develop psoriatic arthritis.',
      commonSymptoms: ['Raised red or discoloured patches with silvery scales', 'Itching or soreness', 'Thick or pitted nails', 'Joint pain (psoriatic arthritis)'],
      typicalTreatments: ['Creams and ointments', 'Light therapy', 'Tablets or biologic medicines for more severe disease'],
      prevalence: null,
      riskFactors: ['Family history', 'Infections, stress or skin injury as triggers', 'Smoking', 'Obesity'],
      sources: [S.mlpPsoriasis],
    },
    advice: {
      candidates: [],
      lifestyle: ['Moisturise the skin', 'Do not smoke and limit alcohol', 'Keep a healthy weight'],
      monitoring: 'Tell your clinician about joint pain; treatments that suppress the immune system need regular checks.',
      warnings: ['No supplement has been shown to treat psoriasis.', 'Immune-stimulating supplements may not suit immune conditions.'],
      sources: [S.nccihEchinacea],
    },
  },
  {
    conditionId: 'eczema',
    reference: {
      generalDescription: 'Eczema (atopic dermatitis) is a common condition that makes the skin dry, itchy and inflamed. It often starts in childhood and comes and goes in flares.',
      commonSymptoms: ['Dry, itchy skin', 'Red or discoloured patches', 'Rough or cracked skin', 'Oozing or crusting during flares'],
      typicalTreatments: ['Moisturisers', 'Anti-inflammatory creams', 'Avoiding triggers', 'Other medicines for severe eczema'],
      prevalence: null,
      riskFactors: ['Family history of eczema, hay fever or asthma', 'Dry climates', 'Irritants and allergens'],
      sources: [S.mlpEczema],
    },
    advice: {
      candidates: [],
      lifestyle: ['Moisturise every day', 'Short lukewarm baths', 'Gentle, fragrance-free products', 'Avoid known triggers'],
      monitoring: 'See your clinician for signs of skin infection (pain, pus, fever).',
      warnings: ['Evening primrose oil has not been shown to help eczema.', 'Probiotics have not been shown to treat eczema reliably.'],
      sources: [S.nccihEveningPrimrose, S.nccihProbiotics],
    },
  },
  {
    conditionId: 'autoimmune-disease',
    reference: {
      generalDescription:
        'In an autoimmune disease the immune system attacks the body’s own tissues. There are many kinds, such as lupus, multiple sclerosis and inflammatory bowel disease.',
      commonSymptoms: ['Tiredness', 'Joint pain and swelling', 'Skin problems', 'Fever', 'Symptoms that flare and settle'],
      typicalTreatments: ['Medicines that calm the immune system', 'Treating symptoms', 'Regular monitoring'],
      prevalence: null,
      riskFactors: ['Female sex', 'Family history', 'Some infections and environmental factors'],
      sources: [S.mlpAutoimmune],
    },
    advice: {
      candidates: [],
      lifestyle: ['Regular activity as tolerated', 'Do not smoke', 'Rest during flares'],
      monitoring: 'Keep the blood tests your medicines need.',
      warnings: ['Immune-stimulating supplements (echinacea, astragalus, elderberry, spirulina) might worsen autoimmune disease.'],
      sources: [S.nccihEchinacea, S.naturalMedicines],
    },
  },
  {
    conditionId: 'asthma',
    reference: {
      generalDescription: 'Asthma is a long-term condition in which the airways narrow and swell, making breathing hard at times. With treatment most people live normally.',
      commonSymptoms: ['Wheezing', 'Coughing, especially at night', 'Chest tightness', 'Shortness of breath'],
      typicalTreatments: ['Quick-relief inhalers', 'Long-term control medicines such as inhaled steroids', 'Avoiding triggers', 'An asthma action plan'],
      prevalence: null,
      riskFactors: ['Allergies or eczema', 'Family history', 'Smoke and air pollution', 'Respiratory infections in childhood', 'Obesity'],
      sources: [S.mlpAsthma],
    },
    advice: {
      candidates: [],
      lifestyle: ['Avoid smoke and known triggers', 'Follow your asthma action plan', 'Stay active'],
      monitoring: 'Review your inhaler use and action plan with your clinician regularly.',
      warnings: ['No supplement replaces asthma medicines.', 'Chamomile and echinacea can cause allergic reactions in people with plant allergies.'],
      sources: [S.nccihChamomile, S.nccihEchinacea],
    },
  },
  {
    conditionId: 'copd',
    reference: {
      generalDescription:
        'Chronic obstructive pulmonary disease (COPD) is a long-term lung disease, including emphysema and chronic bronchitis, that makes it hard to breathe. It is usually caused by smoking.',
      commonSymptoms: ['Shortness of breath', 'Long-lasting cough with mucus', 'Wheezing', 'Chest tightness'],
      typicalTreatments: ['Stopping smoking', 'Inhaled medicines', 'Pulmonary rehabilitation', 'Oxygen for some people'],
      prevalence: null,
      riskFactors: ['Smoking', 'Long-term exposure to dust, fumes or air pollution', 'Genetic factors (alpha-1 antitrypsin deficiency)'],
      sources: [S.mlpCopd],
    },
    advice: {
      candidates: [],
      lifestyle: ['Stop smoking', 'Pulmonary rehabilitation and regular activity', 'Get recommended vaccines'],
      monitoring: 'Review inhaler technique and lung function with your clinician.',
      warnings: ['High-dose beta-carotene raised lung cancer risk in smokers.', 'No supplement replaces COPD treatment.'],
      sources: [S.odsVitaminA],
    },
  },
  {
    conditionId: 'sleep-apnea',
    reference: {
      generalDescription:
        'In obstructive sleep apnea the airway repeatedly closes during sleep, so breathing stops and starts. It causes loud snoring and daytime sleepiness and raises the risk of high blood pressure and heart disease.',
      commonSymptoms: ['Loud snoring', 'Pauses in breathing seen by others', 'Waking up gasping', 'Daytime sleepiness', 'Morning headaches'],
      typicalTreatments: ['CPAP (a machine that keeps the airway open)', 'Oral appliances', 'Weight loss', 'Surgery for some people'],
      prevalence: null,
      riskFactors: ['Overweight', 'Male sex', 'Older age', 'Large neck or tonsils', 'Alcohol or sedatives at night', 'Smoking'],
      sources: [S.mlpSleepApnea],
    },
    advice: {
      candidates: [],
      lifestyle: ['Use CPAP or your device every night', 'Lose weight if overweight', 'Avoid alcohol and sedatives at night', 'Sleep on your side'],
      monitoring: 'Tell your clinician if snoring or sleepiness returns.',
      warnings: ['Sedating supplements and alcohol can make breathing during sleep worse.', 'No supplement treats sleep apnea.'],
      sources: [S.mlpSleepApnea],
    },
  },
];
