import { SOURCES as S } from '../sources.ts';
import type { ConditionContent } from './condition-content-types.ts';

/** Gut, liver, kidneys and blood (iron and B12). */
export const digestionKidneyLiver: readonly ConditionContent[] = [
  {
    conditionId: 'gerd',
    reference: {
      generalDescription:
        'Gastroesophageal reflux disease (GERD) is when stomach contents often flow back into the food pipe, causing heartburn or other symptoms. Occasional reflux is common; GERD is reflux that happens often or causes damage.',
      commonSymptoms: ['Heartburn', 'Regurgitation of food or sour liquid', 'Chest discomfort after meals', 'Cough or hoarseness', 'Trouble swallowing'],
      typicalTreatments: ['Lifestyle and diet changes', 'Antacids, H2 blockers or proton pump inhibitors', 'Surgery for some people'],
      prevalence: null,
      riskFactors: ['Overweight', 'Pregnancy', 'Smoking', 'Hiatal hernia', 'Large or late meals'],
      sources: [S.mlpGerd, S.niddkGerd],
    },
    advice: {
      candidates: [],
      lifestyle: ['Smaller meals, not within 2–3 hours of bedtime', 'Raise the head of the bed', 'Lose weight if overweight', 'Do not smoke', 'Notice and limit foods that trigger symptoms'],
      monitoring: 'Long-term proton pump inhibitors can lower magnesium and vitamin B12; ask whether yours should be checked.',
      warnings: ['Peppermint oil can cause or worsen heartburn.', 'No supplement has been shown to treat GERD.'],
      sources: [S.nccihPeppermintOil, S.odsMagnesium, S.odsVitaminB12, S.niddkGerd],
    },
  },
  {
    conditionId: 'ibs',
    reference: {
      generalDescription:
        'Irritable bowel syndrome is a common long-term condition of the gut with belly pain and changes in bowel habits, without visible damage to the gut. Symptoms come and go.',
      commonSymptoms: ['Belly pain or cramping related to bowel movements', 'Diarrhea, constipation or both', 'Bloating', 'Mucus in the stool'],
      typicalTreatments: ['Diet changes, such as more fibre or a low-FODMAP diet', 'Medicines for diarrhea, constipation or pain', 'Psychological therapies', 'Probiotics for some people'],
      severityLevels: ['IBS with constipation (IBS-C)', 'IBS with diarrhea (IBS-D)', 'IBS with mixed bowel habits (IBS-M)'],
      prevalence: null,
      riskFactors: ['Female sex', 'Age under 50', 'Family history', 'A previous gut infection', 'Stress or anxiety'],
      sources: [S.mlpIbs, S.niddkIbs],
    },
    advice: {
      candidates: [
        {
          name: 'Peppermint oil',
          evidenceLevel: 'moderate',
          dosage: 'As on the label of enteric-coated products.',
          timing: 'Before meals',
          benefits: 'Enteric-coated peppermint oil may ease belly pain and other IBS symptoms.',
          sources: [S.nccihPeppermintOil],
        },
        {
          name: 'Psyllium',
          evidenceLevel: 'moderate',
          dosage: 'As on the label, with a full glass of water per dose; increase slowly.',
          timing: 'At least 2 hours apart from other medicines',
          benefits: 'Soluble fibre supplements can ease IBS symptoms, especially constipation.',
          sources: [S.niddkIbs],
        },
        { name: 'Probiotics', evidenceLevel: 'limited', dosage: 'Strain-specific; follow the label.', timing: 'A few hours apart from antibiotic doses', benefits: 'Some probiotics may ease IBS symptoms; results differ by strain.', sources: [S.nccihProbiotics, S.niddkIbs] },
      ],
      lifestyle: ['Regular meals', 'Increase fibre slowly with enough fluid', 'Notice food triggers; a dietitian can guide a low-FODMAP trial', 'Physical activity and stress management'],
      monitoring: 'See your clinician about weight loss, bleeding, anemia, fever or symptoms that wake you at night.',
      warnings: ['Peppermint oil can cause heartburn.'],
      sources: [S.nccihPeppermintOil, S.niddkIbs],
    },
  },
  {
    conditionId: 'celiac-disease',
    reference: {
      generalDescription:
        'Celiac disease is an immune reaction to gluten, a protein in wheat, barley and rye, that damages the small intestine. A strict gluten-free diet lets the gut heal.',
      commonSymptoms: ['Diarrhea, bloating or constipation', 'Tiredness', 'Weight loss', 'Anemia', 'Itchy blistering rash (dermatitis herpetiformis)'],
      typicalTreatments: ['Lifelong gluten-free diet', 'Treating nutrient deficiencies', 'Help from a dietitian'],
      prevalence: null,
      riskFactors: ['Family history of celiac disease', 'Type 1 diabetes or autoimmune thyroid disease', 'Down syndrome'],
      sources: [S.mlpCeliac, S.niddkCeliac],
    },
    advice: {
      candidates: [],
      lifestyle: ['Strict gluten-free diet', 'Work with a dietitian', 'Read labels, including on supplements and medicines'],
      monitoring: 'Ask about checking iron, folate, vitamin B12, vitamin D and calcium; deficiencies are common at diagnosis.',
      warnings: ['Choose supplements labelled gluten-free.', 'Take vitamins and minerals for a deficiency as your clinician advises.'],
      sources: [S.niddkCeliac],
    },
  },
  {
    conditionId: 'liver-disease',
    reference: {
      generalDescription:
        'Liver disease covers conditions that damage the liver, such as hepatitis, fatty liver disease and cirrhosis. The liver processes medicines and supplements, so a damaged liver is more easily harmed by them.',
      commonSymptoms: ['Often none early on', 'Tiredness', 'Yellow skin or eyes (jaundice)', 'Dark urine', 'Swelling of the belly or legs'],
      typicalTreatments: ['Treating the cause (for example antiviral medicines or stopping alcohol)', 'Weight loss for fatty liver disease', 'Regular monitoring; transplant for liver failure'],
      prevalence: null,
      riskFactors: ['Heavy alcohol use', 'Obesity and type 2 diabetes', 'Hepatitis B or C infection', 'Some medicines and supplements', 'Family history'],
      sources: [S.mlpLiverDiseases],
    },
    advice: {
      candidates: [],
      lifestyle: ['Avoid alcohol', 'Keep a healthy weight', 'Ask before taking any new medicine or supplement'],
      monitoring: 'Keep regular liver tests; report dark urine, yellow skin or belly pain promptly.',
      warnings: [
        'Kava, green tea extract, ashwagandha, black cohosh, turmeric and some weight-loss products have been linked to liver injury.',
        'High-dose niacin can harm the liver.',
        'Milk thistle has not been shown to treat liver disease.',
      ],
      sources: [S.livertox, S.nccihKava, S.odsNiacin, S.nccihMilkThistle],
    },
  },
  {
    conditionId: 'chronic-kidney-disease',
    reference: {
      generalDescription:
        'Chronic kidney disease means the kidneys are damaged and filter blood less well, usually slowly over years. Minerals and medicines the kidneys normally clear can build up.',
      commonSymptoms: ['Usually none in early stages', 'Swelling of legs or ankles', 'Tiredness', 'Changes in urination', 'Itching'],
      typicalTreatments: ['Controlling blood pressure and blood sugar', 'Medicines that protect the kidneys', 'Diet changes', 'Dialysis or transplant for kidney failure'],
      severityLevels: ['Stage 1', 'Stage 2', 'Stage 3', 'Stage 4', 'Stage 5 (kidney failure)'],
      prevalence: 'More than 1 in 7 adults in the United States (about 15%, 37 million people) are estimated to have chronic kidney disease, most without knowing it (CDC, 2021).',
      riskFactors: ['Diabetes', 'High blood pressure', 'Heart disease', 'Obesity', 'Family history', 'Older age'],
      sources: [S.mlpKidneyDisease, S.cdcCkd2021],
    },
    advice: {
      candidates: [],
      lifestyle: ['Follow the diet your kidney team advises (salt, potassium, phosphorus, protein)', 'Control blood pressure and blood sugar', 'Do not smoke'],
      monitoring: 'Keep regular blood and urine tests; ask before any supplement, as many need dose changes or are unsafe.',
      warnings: [
        'Potassium, magnesium and phosphorus supplements can build up to dangerous levels.',
        'Licorice raises blood pressure and creatine raises creatinine, which confuses kidney tests.',
        'Herbal products can harm the kidneys; some contain aristolochic acid.',
      ],
      sources: [S.odsPotassium, S.odsMagnesium, S.nccihLicorice, S.issnCreatine, S.fdaAristolochicAcid],
    },
  },
  {
    conditionId: 'kidney-stones',
    reference: {
      generalDescription:
        'Kidney stones are hard deposits of minerals that form in the kidneys. Small stones may pass on their own; larger ones can block urine flow and cause severe pain.',
      commonSymptoms: ['Severe pain in the side, back or lower belly', 'Blood in the urine', 'Nausea', 'Frequent or painful urination'],
      typicalTreatments: ['Pain relief and plenty of fluid', 'Medicines to help passing or prevent new stones', 'Procedures to break up or remove stones'],
      prevalence: null,
      riskFactors: ['Not drinking enough fluid', 'A previous stone or family history', 'Diets high in salt or animal protein', 'Obesity', 'Some medical conditions'],
      sources: [S.mlpKidneyStones],
    },
    advice: {
      candidates: [],
      lifestyle: ['Drink enough fluid to make pale urine', 'Limit salt', 'Get calcium from food rather than supplements unless advised'],
      monitoring: 'Your clinician may test urine and stone type to choose the right prevention.',
      warnings: ['High-dose vitamin C may raise the risk of oxalate stones.', 'Calcium supplements (unlike calcium from food) have been linked to stones.'],
      sources: [S.odsVitaminC, S.odsCalcium],
    },
  },
  {
    conditionId: 'hemochromatosis',
    reference: {
      generalDescription:
        'Hemochromatosis is a condition, usually inherited, in which the body absorbs and stores too much iron. Without treatment the extra iron can damage the liver, heart and pancreas.',
      commonSymptoms: ['Often none early on', 'Tiredness', 'Joint pain', 'Belly pain', 'Skin darkening'],
      typicalTreatments: ['Regular blood removal (phlebotomy)', 'Medicines that remove iron for some people', 'Avoiding extra iron'],
      prevalence: null,
      riskFactors: ['Family history', 'Northern European ancestry', 'Male sex (women are often protected until menopause)'],
      sources: [S.mlpHemochromatosis],
    },
    advice: {
      candidates: [],
      lifestyle: ['Avoid iron supplements and iron-fortified products unless prescribed', 'Limit alcohol'],
      monitoring: 'Keep regular iron (ferritin) tests as your specialist advises.',
      warnings: ['Iron supplements and multivitamins with iron add to iron overload.', 'High-dose vitamin C increases iron absorption.'],
      sources: [S.odsIron, S.odsVitaminC],
    },
  },
  {
    conditionId: 'anemia',
    reference: {
      generalDescription:
        'Anemia means having fewer healthy red blood cells or less hemoglobin than normal, so the body gets less oxygen. It has many causes, including low iron, low vitamin B12 or folate, chronic illness and inherited conditions.',
      commonSymptoms: ['Tiredness and weakness', 'Pale skin', 'Shortness of breath', 'Dizziness', 'Cold hands and feet'],
      typicalTreatments: ['Treatment depends on the cause: iron, vitamin B12 or folate for deficiencies', 'Treating an underlying illness', 'Transfusions or other treatments for some types'],
      prevalence: null,
      riskFactors: ['Heavy periods or pregnancy', 'Diets low in iron, B12 or folate', 'Chronic diseases such as kidney disease', 'Family history of inherited anemias'],
      sources: [S.mlpAnemia],
    },
    advice: {
      candidates: [],
      lifestyle: ['A balanced diet with iron, folate and vitamin B12 sources'],
      monitoring: 'Ask your clinician what type of anemia you have; the cause decides the treatment.',
      warnings: [
        'Take iron only when iron deficiency is confirmed: extra iron harms people with iron overload and some inherited anemias such as thalassemia.',
        'Folic acid can hide vitamin B12 deficiency.',
      ],
      sources: [S.odsIron, S.odsFolate],
    },
  },
  {
    conditionId: 'iron-deficiency',
    reference: {
      generalDescription:
        'Iron deficiency means the body’s iron stores are low; when it goes on, the body cannot make enough hemoglobin and iron-deficiency anemia follows. It is the most common kind of anemia.',
      commonSymptoms: ['Tiredness and weakness', 'Pale skin', 'Shortness of breath', 'Headache', 'Brittle nails or cravings for ice'],
      typicalTreatments: ['Iron supplements', 'Iron-rich foods', 'Finding and treating the cause, such as blood loss', 'Iron infusions for some people'],
      prevalence: null,
      riskFactors: ['Heavy periods', 'Pregnancy', 'Blood loss from the gut', 'Vegetarian diets without planning', 'Celiac disease or gut surgery'],
      sources: [S.mlpIronDeficiencyAnemia, S.odsIron],
    },
    advice: {
      candidates: [
        {
          name: 'Iron',
          evidenceLevel: 'strong',
          dosage: 'As your clinician advises; treatment doses are often above the 45 mg a day upper limit and need supervision.',
          timing: 'On an empty stomach if tolerated, or with a small meal; 2 hours apart from calcium, antacids, tea and coffee',
          benefits: 'Iron supplements are the standard treatment of iron-deficiency anemia.',
          sources: [S.odsIron],
        },
        {
          name: 'Vitamin C',
          evidenceLevel: 'limited',
          dosage: 'A food source or a modest dose with the iron',
          timing: 'With the iron dose',
          benefits: 'Vitamin C increases absorption of non-heme iron.',
          sources: [S.odsVitaminC, S.odsIron],
        },
      ],
      lifestyle: ['Iron-rich foods (meat, fish, beans, fortified cereals)', 'Foods rich in vitamin C with meals'],
      monitoring: 'Recheck hemoglobin and ferritin after a few months of treatment, as your clinician advises.',
      warnings: ['Keep iron out of children’s reach: an overdose is dangerous for them.', 'Do not take iron if you have iron overload (hemochromatosis).'],
      sources: [S.odsIron],
    },
  },
  {
    conditionId: 'b12-deficiency',
    reference: {
      generalDescription:
        'Vitamin B12 deficiency means the body lacks B12, which it needs for red blood cells and nerves. It can come from poor absorption (for example pernicious anemia), some medicines or a diet without animal foods.',
      commonSymptoms: ['Tiredness and weakness', 'Numbness or tingling in hands and feet', 'Problems with balance or memory', 'Sore tongue', 'Pale skin'],
      typicalTreatments: ['Vitamin B12 injections', 'High-dose oral vitamin B12', 'Treating the cause'],
      prevalence: null,
      riskFactors: ['Older age', 'Pernicious anemia', 'Gut surgery or conditions such as celiac or Crohn’s disease', 'Vegan diets', 'Long-term metformin or acid-reducing medicines'],
      sources: [S.mlpVitaminB12, S.odsVitaminB12],
    },
    advice: {
      candidates: [
        {
          name: 'Vitamin B12',
          evidenceLevel: 'strong',
          dosage: 'As your clinician advises; deficiency is often treated with 1,000 mcg a day by mouth or with injections.',
          timing: 'Any time of day',
          benefits: 'Replacing B12 corrects the deficiency and can stop nerve damage getting worse.',
          sources: [S.odsVitaminB12],
        },
      ],
      lifestyle: ['Include B12 sources (animal foods or fortified foods) or a supplement on a vegan diet'],
      monitoring: 'Recheck B12 and blood counts as your clinician advises; pernicious anemia needs lifelong treatment.',
      warnings: ['Folic acid can correct the anemia while nerve damage from B12 deficiency continues; treat the B12 deficiency too.'],
      sources: [S.odsFolate],
    },
  },
];
