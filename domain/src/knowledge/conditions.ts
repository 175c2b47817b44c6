import type { ConditionEntry } from './knowledge-schema.ts';

/**
 * Health conditions the knowledge base knows, with the ways people write them. The interaction
 * rules refer to the ids; recommendations and references are keyed by them too, so this is the one
 * alias table. Matching ignores case, punctuation and a plural "s", and the longest phrase wins
 * ("type 1 diabetes" is not "diabetes", "pernicious anemia" is not "anemia").
 */
export const conditions: readonly ConditionEntry[] = [
  { id: 'pregnancy', name: 'Pregnancy', aliases: ['pregnancy', 'pregnant', 'expecting a baby', 'trying to conceive', 'planning pregnancy', 'first trimester', 'second trimester', 'third trimester', 'gestational diabetes'] },
  { id: 'breastfeeding', name: 'Breastfeeding', aliases: ['breastfeeding', 'breast feeding', 'breast-feeding', 'lactation', 'lactating', 'nursing mother'] },
  { id: 'bleeding-disorder', name: 'Bleeding disorder', aliases: ['bleeding disorder', 'hemophilia', 'haemophilia', 'von Willebrand disease', 'von Willebrand', 'thrombocytopenia', 'low platelets', 'clotting disorder'] },
  { id: 'upcoming-surgery', name: 'Upcoming surgery', aliases: ['upcoming surgery', 'surgery', 'scheduled surgery', 'planned surgery', 'operation', 'dental surgery', 'tooth extraction'] },
  { id: 'chronic-kidney-disease', name: 'Chronic kidney disease', aliases: ['chronic kidney disease', 'CKD', 'kidney disease', 'renal disease', 'kidney failure', 'renal failure', 'renal insufficiency', 'renal impairment', 'kidney impairment', 'dialysis', 'hemodialysis', 'nephropathy', 'polycystic kidney disease'] },
  { id: 'hemochromatosis', name: 'Hemochromatosis / iron overload', aliases: ['hemochromatosis', 'haemochromatosis', 'hereditary hemochromatosis', 'iron overload'] },
  { id: 'smoker', name: 'Current or former smoker (or asbestos exposure)', aliases: ['smoker', 'smoking', 'current smoker', 'former smoker', 'ex-smoker', 'ex smoker', 'smokes', 'tobacco use', 'asbestos exposure', 'asbestos'] },
  { id: 'liver-disease', name: 'Liver disease', aliases: ['liver disease', 'hepatitis', 'cirrhosis', 'fatty liver', 'NAFLD', 'MASLD', 'NASH', 'liver damage', 'hepatic impairment', 'liver failure', 'portal hypertension'] },
  { id: 'autoimmune-disease', name: 'Autoimmune disease', aliases: ['autoimmune disease', 'autoimmune', 'lupus', 'systemic lupus erythematosus', 'multiple sclerosis', 'psoriatic arthritis', 'ankylosing spondylitis', 'myasthenia gravis', "Sjogren's syndrome", "Crohn's disease", 'ulcerative colitis', 'inflammatory bowel disease'] },
  { id: 'hypertension', name: 'High blood pressure', aliases: ['hypertension', 'high blood pressure', 'elevated blood pressure', 'high BP', 'HBP'] },
  { id: 'heart-disease', name: 'Heart disease', aliases: ['heart disease', 'coronary artery disease', 'coronary heart disease', 'heart failure', 'arrhythmia', 'heart attack', 'angina', 'cardiomyopathy'] },
  { id: 'bipolar-disorder', name: 'Bipolar disorder', aliases: ['bipolar disorder', 'bipolar', 'manic depression', 'mania'] },
  { id: 'b12-deficiency', name: 'Vitamin B12 deficiency', aliases: ['vitamin B12 deficiency', 'B12 deficiency', 'pernicious anemia', 'pernicious anaemia'] },
  { id: 'kidney-stones', name: 'Kidney stones', aliases: ['kidney stones', 'kidney stone', 'nephrolithiasis', 'renal calculi', 'oxalate stones'] },
  { id: 'thyroid-disease', name: 'Thyroid disease', aliases: ['thyroid disease', 'hypothyroidism', 'hyperthyroidism', 'underactive thyroid', 'overactive thyroid', "Graves' disease", "Hashimoto's thyroiditis", "Hashimoto's", 'thyroiditis', 'goiter', 'goitre', 'thyroid nodules'] },
  // Knowledge 2026-11-26: the common conditions people record, so recommendations and references reach them.
  { id: 'depression', name: 'Depression', aliases: ['depression', 'major depressive disorder', 'major depression', 'clinical depression', 'depressive disorder', 'low mood', 'MDD', 'postpartum depression', 'seasonal affective disorder'] },
  { id: 'anxiety', name: 'Anxiety', aliases: ['anxiety', 'anxiety disorder', 'generalized anxiety disorder', 'generalised anxiety disorder', 'GAD', 'panic disorder', 'panic attacks', 'social anxiety'] },
  { id: 'insomnia', name: 'Insomnia', aliases: ['insomnia', 'trouble sleeping', 'difficulty sleeping', 'sleeplessness', 'chronic insomnia'] },
  { id: 'type-2-diabetes', name: 'Type 2 diabetes', aliases: ['type 2 diabetes', 'type II diabetes', 'T2D', 'T2DM', 'type 2 diabetic', 'diabetes', 'diabetes mellitus', 'diabetic', 'adult-onset diabetes'] },
  { id: 'type-1-diabetes', name: 'Type 1 diabetes', aliases: ['type 1 diabetes', 'type I diabetes', 'T1D', 'T1DM', 'type 1 diabetic', 'juvenile diabetes', 'insulin-dependent diabetes'], partOf: ['autoimmune-disease'] },
  { id: 'high-cholesterol', name: 'High cholesterol', aliases: ['high cholesterol', 'hypercholesterolemia', 'hypercholesterolaemia', 'hyperlipidemia', 'hyperlipidaemia', 'dyslipidemia', 'dyslipidaemia', 'high LDL', 'high triglycerides', 'hypertriglyceridemia', 'familial hypercholesterolemia'] },
  { id: 'atrial-fibrillation', name: 'Atrial fibrillation', aliases: ['atrial fibrillation', 'AFib', 'A-fib', 'AF', 'atrial flutter'], partOf: ['heart-disease'] },
  { id: 'blood-clot', name: 'Blood clot (DVT or pulmonary embolism)', aliases: ['blood clot', 'deep vein thrombosis', 'deep venous thrombosis', 'DVT', 'pulmonary embolism', 'venous thromboembolism', 'VTE', 'thrombosis'] },
  { id: 'stroke', name: 'Stroke or TIA', aliases: ['stroke', 'transient ischemic attack', 'transient ischaemic attack', 'TIA', 'mini-stroke', 'cerebrovascular accident'] },
  { id: 'gerd', name: 'GERD (acid reflux)', aliases: ['GERD', 'GORD', 'gastroesophageal reflux disease', 'gastro-oesophageal reflux disease', 'acid reflux', 'reflux disease', 'heartburn'] },
  { id: 'ibs', name: 'Irritable bowel syndrome (IBS)', aliases: ['irritable bowel syndrome', 'irritable bowel', 'IBS', 'IBS-C', 'IBS-D', 'spastic colon'] },
  { id: 'celiac-disease', name: 'Celiac disease', aliases: ['celiac disease', 'coeliac disease', 'celiac', 'coeliac', 'celiac sprue'], partOf: ['autoimmune-disease'] },
  { id: 'migraine', name: 'Migraine', aliases: ['migraine', 'migraine headache', 'migraine with aura', 'chronic migraine'] },
  { id: 'epilepsy', name: 'Epilepsy / seizures', aliases: ['epilepsy', 'seizures', 'seizure disorder', 'convulsions', 'epileptic'] },
  { id: 'parkinsons-disease', name: "Parkinson's disease", aliases: ["Parkinson's disease", "Parkinson's", 'Parkinson disease'] },
  { id: 'alzheimers-disease', name: "Alzheimer's disease and dementia", aliases: ["Alzheimer's disease", "Alzheimer's", 'Alzheimer disease', 'dementia'] },
  { id: 'adhd', name: 'ADHD', aliases: ['ADHD', 'attention deficit hyperactivity disorder', 'attention-deficit/hyperactivity disorder', 'attention deficit disorder'] },
  { id: 'osteoporosis', name: 'Osteoporosis / low bone density', aliases: ['osteoporosis', 'osteopenia', 'low bone density', 'bone loss', 'brittle bones'] },
  // Plain "arthritis" is taken as osteoarthritis, the most common kind; the answer names it, and the other kinds have their own phrases.
  { id: 'osteoarthritis', name: 'Osteoarthritis', aliases: ['osteoarthritis', 'OA', 'degenerative joint disease', 'arthritis', 'wear and tear arthritis'] },
  { id: 'rheumatoid-arthritis', name: 'Rheumatoid arthritis', aliases: ['rheumatoid arthritis', 'RA'], partOf: ['autoimmune-disease'] },
  { id: 'gout', name: 'Gout', aliases: ['gout', 'gouty arthritis', 'hyperuricemia', 'high uric acid'] },
  { id: 'chronic-pain', name: 'Chronic pain', aliases: ['chronic pain', 'persistent pain', 'back pain', 'chronic back pain', 'low back pain', 'neck pain', 'fibromyalgia'] },
  { id: 'asthma', name: 'Asthma', aliases: ['asthma', 'asthmatic', 'reactive airway disease'] },
  { id: 'copd', name: 'COPD', aliases: ['COPD', 'chronic obstructive pulmonary disease', 'emphysema', 'chronic bronchitis'] },
  { id: 'sleep-apnea', name: 'Sleep apnea', aliases: ['sleep apnea', 'sleep apnoea', 'obstructive sleep apnea', 'obstructive sleep apnoea', 'OSA'] },
  { id: 'anemia', name: 'Anemia', aliases: ['anemia', 'anaemia', 'low hemoglobin', 'low haemoglobin', 'thalassemia', 'thalassaemia', 'sickle cell disease', 'sickle cell anemia', 'aplastic anemia'] },
  { id: 'iron-deficiency', name: 'Iron deficiency / iron-deficiency anemia', aliases: ['iron deficiency', 'iron deficiency anemia', 'iron-deficiency anaemia', 'iron deficiency anaemia', 'low iron', 'low ferritin'] },
  { id: 'pcos', name: 'Polycystic ovary syndrome (PCOS)', aliases: ['PCOS', 'polycystic ovary syndrome', 'polycystic ovarian syndrome', 'polycystic ovaries'] },
  { id: 'menopause', name: 'Menopause', aliases: ['menopause', 'perimenopause', 'menopausal symptoms', 'postmenopausal', 'hot flashes', 'hot flushes'] },
  { id: 'bph', name: 'Enlarged prostate (BPH)', aliases: ['BPH', 'benign prostatic hyperplasia', 'benign prostatic hypertrophy', 'enlarged prostate', 'prostate enlargement'] },
  { id: 'hiv', name: 'HIV', aliases: ['HIV', 'HIV infection', 'HIV/AIDS', 'human immunodeficiency virus', 'acquired immunodeficiency syndrome'] },
  { id: 'glaucoma', name: 'Glaucoma', aliases: ['glaucoma', 'open-angle glaucoma', 'angle-closure glaucoma'] },
  { id: 'psoriasis', name: 'Psoriasis', aliases: ['psoriasis', 'plaque psoriasis'], partOf: ['autoimmune-disease'] },
  { id: 'eczema', name: 'Eczema (atopic dermatitis)', aliases: ['eczema', 'atopic dermatitis', 'atopic eczema'] },
  { id: 'obesity', name: 'Obesity / overweight', aliases: ['obesity', 'obese', 'overweight', 'severe obesity', 'morbid obesity'] },
];

/**
 * Phrases that contain an alias but mean something else, and what they resolve to instead
 * (nothing, or several conditions): "diabetes insipidus" is not diabetes, "ocular hypertension"
 * is not high blood pressure, pre-eclampsia is high blood pressure in pregnancy.
 */
export const conditionPhraseOverrides: readonly { readonly phrase: string; readonly conditions: readonly string[] }[] = [
  { phrase: 'diabetes insipidus', conditions: [] },
  { phrase: 'pre-diabetes', conditions: [] },
  { phrase: 'borderline diabetes', conditions: [] },
  { phrase: 'ocular hypertension', conditions: [] },
  { phrase: 'pulmonary hypertension', conditions: [] },
  { phrase: 'intracranial hypertension', conditions: [] },
  { phrase: 'white coat hypertension', conditions: [] },
  { phrase: 'heat stroke', conditions: [] },
  { phrase: 'non-smoker', conditions: [] },
  { phrase: 'never smoker', conditions: [] },
  { phrase: 'reactive arthritis', conditions: [] },
  { phrase: 'septic arthritis', conditions: [] },
  { phrase: 'juvenile arthritis', conditions: ['autoimmune-disease'] },
  { phrase: 'juvenile idiopathic arthritis', conditions: ['autoimmune-disease'] },
  { phrase: 'inflammatory arthritis', conditions: ['autoimmune-disease'] },
  { phrase: 'gestational hypertension', conditions: ['pregnancy', 'hypertension'] },
  { phrase: 'pregnancy-induced hypertension', conditions: ['pregnancy', 'hypertension'] },
  { phrase: 'pre-eclampsia', conditions: ['pregnancy', 'hypertension'] },
  { phrase: 'preeclampsia', conditions: ['pregnancy', 'hypertension'] },
];
