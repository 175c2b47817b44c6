import type { ConditionEntry } from './knowledge-schema.ts';

/** Health conditions the interaction rules know, with the ways people write them. */
export const conditions: readonly ConditionEntry[] = [
  { id: 'pregnancy', name: 'Pregnancy', aliases: ['pregnancy', 'pregnant', 'expecting a baby', 'trying to conceive', 'planning pregnancy', 'first trimester', 'second trimester', 'third trimester'] },
  { id: 'breastfeeding', name: 'Breastfeeding', aliases: ['breastfeeding', 'breast feeding', 'breast-feeding', 'lactation', 'lactating', 'nursing mother'] },
  { id: 'bleeding-disorder', name: 'Bleeding disorder', aliases: ['bleeding disorder', 'hemophilia', 'haemophilia', 'von Willebrand disease', 'von Willebrand', 'thrombocytopenia', 'low platelets', 'clotting disorder'] },
  { id: 'upcoming-surgery', name: 'Upcoming surgery', aliases: ['upcoming surgery', 'surgery', 'scheduled surgery', 'planned surgery', 'operation', 'dental surgery', 'tooth extraction'] },
  { id: 'chronic-kidney-disease', name: 'Chronic kidney disease', aliases: ['chronic kidney disease', 'CKD', 'kidney disease', 'renal disease', 'kidney failure', 'renal failure', 'renal insufficiency', 'renal impairment', 'kidney impairment', 'dialysis', 'hemodialysis', 'nephropathy'] },
  { id: 'hemochromatosis', name: 'Hemochromatosis / iron overload', aliases: ['hemochromatosis', 'haemochromatosis', 'hereditary hemochromatosis', 'iron overload'] },
  { id: 'smoker', name: 'Current or former smoker (or asbestos exposure)', aliases: ['smoker', 'smoking', 'current smoker', 'former smoker', 'ex-smoker', 'ex smoker', 'smokes', 'tobacco use', 'asbestos exposure', 'asbestos'] },
  { id: 'liver-disease', name: 'Liver disease', aliases: ['liver disease', 'hepatitis', 'cirrhosis', 'fatty liver', 'NAFLD', 'MASLD', 'NASH', 'liver damage', 'hepatic impairment', 'liver failure'] },
  { id: 'autoimmune-disease', name: 'Autoimmune disease', aliases: ['autoimmune disease', 'autoimmune', 'lupus', 'systemic lupus erythematosus', 'rheumatoid arthritis', 'multiple sclerosis', 'psoriatic arthritis', 'ankylosing spondylitis', 'myasthenia gravis', "Sjogren's syndrome", "Crohn's disease", 'ulcerative colitis'] },
  { id: 'hypertension', name: 'High blood pressure', aliases: ['hypertension', 'high blood pressure', 'elevated blood pressure'] },
  { id: 'heart-disease', name: 'Heart disease', aliases: ['heart disease', 'coronary artery disease', 'coronary heart disease', 'heart failure', 'arrhythmia', 'atrial fibrillation', 'AFib', 'heart attack', 'angina', 'cardiomyopathy'] },
  { id: 'bipolar-disorder', name: 'Bipolar disorder', aliases: ['bipolar disorder', 'bipolar', 'manic depression', 'mania'] },
  { id: 'b12-deficiency', name: 'Vitamin B12 deficiency', aliases: ['vitamin B12 deficiency', 'B12 deficiency', 'pernicious anemia', 'pernicious anaemia'] },
  { id: 'kidney-stones', name: 'Kidney stones', aliases: ['kidney stones', 'kidney stone', 'nephrolithiasis', 'renal calculi', 'oxalate stones'] },
  { id: 'thyroid-disease', name: 'Thyroid disease', aliases: ['thyroid disease', 'hypothyroidism', 'hyperthyroidism', 'underactive thyroid', 'overactive thyroid', "Graves' disease", "Hashimoto's thyroiditis", "Hashimoto's", 'thyroiditis', 'goiter', 'goitre', 'thyroid nodules'] },
];
