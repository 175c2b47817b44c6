import { SOURCES as S } from '../sources.ts';
import type { ConditionContent } from './condition-content-types.ts';

/** Life stages and hormones, the prostate, infection, eyes, thyroid, smoking and surgery. */
export const lifeStagesAndMore: readonly ConditionContent[] = [
  {
    conditionId: 'pregnancy',
    reference: {
      generalDescription:
        'Pregnancy lasts about 40 weeks, in three trimesters. Many supplements and medicines reach the baby, so what is safe changes; prenatal care checks the health of parent and baby.',
      commonSymptoms: ['Missed period', 'Nausea', 'Tiredness', 'Breast changes', 'Frequent urination'],
      typicalTreatments: ['Regular prenatal care', 'Folic acid before and during early pregnancy', 'A prenatal vitamin chosen with your clinician'],
      severityLevels: ['First trimester', 'Second trimester', 'Third trimester'],
      prevalence: null,
      riskFactors: ['Higher-risk pregnancies: age over 35, high blood pressure, diabetes, multiple babies, smoking or alcohol'],
      sources: [S.mlpPregnancy],
    },
    advice: {
      candidates: [
        {
          name: 'Folic acid',
          evidenceLevel: 'strong',
          dosage: '400 mcg a day from supplements or fortified foods for anyone who could become pregnant, unless your clinician prescribes more.',
          timing: 'Any time of day; start before conception',
          benefits: 'Lowers the risk of neural tube defects in the baby.',
          sources: [S.odsFolate, S.smpcFolicAcid],
        },
      ],
      lifestyle: ['No alcohol or smoking', 'Regular prenatal visits', 'Ask before any new medicine or supplement'],
      monitoring: 'Your prenatal care team checks blood pressure, blood sugar and iron levels.',
      warnings: [
        'High-dose vitamin A (retinol) can cause birth defects.',
        'Many herbs (for example goldenseal, ashwagandha, dong quai, black cohosh) are not recommended in pregnancy.',
      ],
      sources: [S.odsVitaminA, S.nccihGoldenseal, S.odsAshwagandha, S.nccihDongQuai],
    },
  },
  {
    conditionId: 'breastfeeding',
    reference: {
      generalDescription: 'Breastfeeding feeds a baby with breast milk. Many substances pass into milk, so supplements and medicines are worth checking.',
      commonSymptoms: ['Breast fullness', 'Sore nipples early on', 'Increased thirst and hunger'],
      typicalTreatments: ['Support from a lactation consultant or midwife', 'Checking medicines and supplements for safety while nursing'],
      prevalence: null,
      riskFactors: ['Feeding problems are more likely with a premature baby or early latch difficulties'],
      sources: [S.mlpBreastfeeding],
    },
    advice: {
      candidates: [],
      lifestyle: ['Eat well and drink to thirst', 'Limit caffeine and avoid alcohol near feeds'],
      monitoring: 'Ask your clinician or lactation consultant before starting any supplement.',
      warnings: ['Goldenseal, berberine and many herbs lack safety data in breastfeeding.'],
      sources: [S.nccihGoldenseal, S.naturalMedicines],
    },
  },
  {
    conditionId: 'menopause',
    reference: {
      generalDescription:
        'Menopause is when periods stop for good, confirmed after 12 months without one; the years before are perimenopause. Falling hormone levels can cause hot flashes and other symptoms.',
      commonSymptoms: ['Hot flashes and night sweats', 'Irregular periods (perimenopause)', 'Sleep problems', 'Mood changes', 'Vaginal dryness'],
      typicalTreatments: ['Lifestyle changes', 'Hormone therapy for some people', 'Non-hormonal medicines'],
      prevalence: null,
      riskFactors: ['Menopause is natural; it comes earlier with smoking, some cancer treatments or removal of the ovaries'],
      sources: [S.mlpMenopause],
    },
    advice: {
      candidates: [
        {
          name: 'Black cohosh',
          evidenceLevel: 'limited',
          dosage: 'No established dose; follow the product label and ask your clinician.',
          timing: 'With food',
          benefits: 'Studied for hot flashes with mixed results.',
          sources: [S.nccihBlackCohosh],
        },
      ],
      lifestyle: ['Dress in layers and keep the bedroom cool', 'Regular physical activity', 'Limit alcohol and caffeine if they trigger hot flashes', 'Weight-bearing exercise for bones'],
      monitoring: 'Discuss bone health (and whether you need a bone density scan) with your clinician.',
      warnings: ['Black cohosh has been linked to rare liver injury.', 'Red clover and dong quai have not been shown to help hot flashes.'],
      sources: [S.mhraBlackCohosh, S.nccihRedClover, S.nccihDongQuai],
    },
  },
  {
    conditionId: 'pcos',
    reference: {
      generalDescription:
        'Polycystic ovary syndrome is a common hormone condition in women of reproductive age, with irregular periods, higher levels of androgens and often many small follicles on the ovaries.',
      commonSymptoms: ['Irregular or missed periods', 'Extra hair on the face or body', 'Acne', 'Weight gain', 'Trouble getting pregnant'],
      typicalTreatments: ['Lifestyle changes and weight management', 'Hormonal birth control to regulate periods', 'Metformin for some people', 'Fertility treatment'],
      prevalence: null,
      riskFactors: ['Family history', 'Insulin resistance', 'Obesity'],
      sources: [S.mlpPcos],
    },
    advice: {
      candidates: [],
      lifestyle: ['Regular physical activity', 'Balanced meals', 'Weight loss if overweight can restore regular periods'],
      monitoring: 'Check blood sugar and cholesterol regularly; metformin can lower vitamin B12.',
      warnings: ['The knowledge base names no supplement with enough evidence for PCOS.'],
      sources: [S.odsVitaminB12],
    },
  },
  {
    conditionId: 'bph',
    reference: {
      generalDescription:
        'Benign prostatic hyperplasia is a non-cancerous enlargement of the prostate that is common as men age. It can press on the urethra and make urination harder.',
      commonSymptoms: ['Frequent or urgent need to urinate, including at night', 'Weak or interrupted stream', 'Trouble starting urination', 'Feeling the bladder is not empty'],
      typicalTreatments: ['Watchful waiting for mild symptoms', 'Medicines that relax or shrink the prostate', 'Procedures or surgery for some men'],
      prevalence: null,
      riskFactors: ['Older age', 'Family history', 'Obesity and diabetes'],
      sources: [S.mlpProstate],
    },
    advice: {
      candidates: [],
      lifestyle: ['Limit fluids in the evening', 'Limit caffeine and alcohol', 'Stay active'],
      monitoring: 'See your clinician if you cannot urinate, see blood in the urine or have pain.',
      warnings: ['Saw palmetto was no better than placebo for urinary symptoms in large studies.'],
      sources: [S.nccihSawPalmetto],
    },
  },
  {
    conditionId: 'hiv',
    reference: {
      generalDescription:
        'HIV is a virus that attacks the immune system. Daily antiretroviral treatment keeps the virus under control, so people with HIV can live long, healthy lives and do not pass it on sexually when the virus is undetectable.',
      commonSymptoms: ['Flu-like illness soon after infection', 'Often no symptoms for years', 'Infections when the immune system is weakened'],
      typicalTreatments: ['Antiretroviral therapy every day', 'Regular viral load and CD4 tests'],
      prevalence: null,
      riskFactors: ['Sex without a condom or PrEP', 'Sharing needles', 'Having another sexually transmitted infection'],
      sources: [S.mlpHiv],
    },
    advice: {
      candidates: [],
      lifestyle: ['Take HIV medicines every day', 'Keep vaccines up to date', 'Do not smoke'],
      monitoring: 'Tell your HIV clinic about every supplement; many change HIV medicine levels.',
      warnings: [
        "St. John's wort lowers the levels of HIV medicines and can lead to treatment failure and resistance.",
        'Calcium, magnesium, iron and zinc must be taken apart from some HIV medicines (integrase inhibitors).',
      ],
      sources: [S.fdaStJohnsWortIndinavir, S.labelDolutegravir],
    },
  },
  {
    conditionId: 'glaucoma',
    reference: {
      generalDescription: 'Glaucoma is a group of eye diseases that damage the optic nerve, often with raised pressure in the eye. Loss of side vision comes slowly, so regular eye exams matter.',
      commonSymptoms: ['Usually none early on', 'Gradual loss of side vision', 'Sudden eye pain, headache and blurred vision in angle-closure glaucoma (an emergency)'],
      typicalTreatments: ['Eye drops that lower eye pressure', 'Laser treatment', 'Surgery'],
      prevalence: null,
      riskFactors: ['Age over 60', 'Family history', 'Black or Hispanic ancestry', 'High eye pressure', 'Diabetes', 'Long-term steroid use'],
      sources: [S.mlpGlaucoma],
    },
    advice: {
      candidates: [],
      lifestyle: ['Use eye drops exactly as prescribed', 'Regular eye exams', 'Regular physical activity'],
      monitoring: 'Keep the eye-pressure and visual-field checks your eye doctor schedules.',
      warnings: ['No supplement has been shown to treat glaucoma.'],
      sources: [S.mlpGlaucoma],
    },
  },
  {
    conditionId: 'thyroid-disease',
    reference: {
      generalDescription:
        'Thyroid diseases make the thyroid gland produce too little hormone (hypothyroidism) or too much (hyperthyroidism), or cause nodules or an enlarged gland. They are common and treatable.',
      commonSymptoms: ['Underactive: tiredness, weight gain, feeling cold, constipation', 'Overactive: weight loss, fast heartbeat, feeling hot, anxiety', 'A swelling in the neck'],
      typicalTreatments: ['Thyroid hormone replacement (levothyroxine)', 'Anti-thyroid medicines, radioactive iodine or surgery for an overactive thyroid'],
      prevalence: null,
      riskFactors: ['Female sex', 'Family history', 'Other autoimmune conditions', 'Older age', 'Recent pregnancy'],
      sources: [S.mlpThyroid],
    },
    advice: {
      candidates: [],
      lifestyle: ['Take thyroid medicine at the same time every day, as your label says'],
      monitoring: 'Regular thyroid blood tests; tell the laboratory if you take biotin, which can distort the results.',
      warnings: [
        'Iodine and kelp supplements can worsen thyroid disease.',
        'Calcium, iron and magnesium must be taken 4 hours apart from levothyroxine.',
        'Ashwagandha may change thyroid hormone levels.',
      ],
      sources: [S.odsIodine, S.labelLevothyroxine, S.odsAshwagandha, S.fdaBiotin],
    },
  },
  {
    conditionId: 'smoker',
    reference: {
      generalDescription:
        'Smoking harms nearly every organ and raises the risk of cancer, heart disease, stroke and lung disease. Quitting at any age brings health benefits.',
      commonSymptoms: ['Cough and shortness of breath', 'More frequent chest infections', 'Reduced fitness'],
      typicalTreatments: ['Nicotine replacement', 'Quit-smoking medicines', 'Counselling and quit lines'],
      severityLevels: ['Former smoker', 'Light smoker', 'Heavy smoker'],
      prevalence: null,
      riskFactors: ['Starting young', 'Friends or family who smoke', 'Stress, depression or other substance use'],
      sources: [S.mlpSmoking],
    },
    advice: {
      candidates: [],
      lifestyle: ['Set a quit date and ask for support', 'Avoid triggers such as alcohol at first'],
      monitoring: 'Ask your clinician whether you need lung cancer screening.',
      warnings: ['High-dose beta-carotene raised lung cancer risk in smokers and former smokers.', 'Smokers need 35 mg more vitamin C a day; food usually covers it.'],
      sources: [S.odsVitaminA, S.odsVitaminC],
    },
  },
  {
    conditionId: 'upcoming-surgery',
    reference: {
      generalDescription:
        'Before surgery or a dental extraction, your care team needs to know every medicine and supplement you take, because some affect bleeding, anaesthesia or blood pressure.',
      commonSymptoms: ['Not a condition with symptoms'],
      typicalTreatments: ['A pre-operative check', 'Instructions about which medicines and supplements to pause and when'],
      severityLevels: ['Minor procedure', 'Major surgery'],
      prevalence: null,
      riskFactors: ['Bleeding risk rises with blood thinners and some supplements'],
      sources: [S.mlpSurgery],
    },
    advice: {
      candidates: [],
      lifestyle: ['Bring a list of all medicines and supplements to your pre-operative visit'],
      monitoring: 'Ask your surgeon when to stop each supplement and when to restart it.',
      warnings: ['Ginkgo, garlic, fish oil, turmeric and high-dose vitamin E may increase bleeding.', 'Sedating herbs such as kava and valerian add to sedating medicines used around surgery.'],
      sources: [S.nccihGinkgo, S.nccihGarlic, S.odsVitaminE, S.nccihValerian],
    },
  },
];
