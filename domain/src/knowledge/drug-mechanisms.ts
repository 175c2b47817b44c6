import type { DrugClass } from './knowledge-schema.ts';

/**
 * Pharmacokinetic and pharmacodynamic properties, assigned once to every drug they concern so a
 * supplement property (an enzyme inducer, a sedative) reaches all of them through one rule.
 * Membership follows the drugs' labels (a label that names the enzyme or transporter as the main
 * route, or warns against strong inducers/inhibitors of it) and the FDA table of substrates,
 * inhibitors and inducers for drug-interaction studies.
 */
export const mechanismClasses: readonly DrugClass[] = [
  { id: 'cyp3a4-substrate', name: 'Medicine broken down by CYP3A4', description: 'Labels warn that CYP3A4 inducers lower, and inhibitors raise, its levels' },
  { id: 'pgp-substrate', name: 'Medicine carried by P-glycoprotein', description: 'Labels warn that P-gp inducers lower, and inhibitors raise, its levels' },
  { id: 'cyp2c9-substrate', name: 'Medicine broken down by CYP2C9', description: 'Narrow-margin CYP2C9 substrates (warfarin, phenytoin, sulfonylureas)' },
  { id: 'cyp2c19-substrate', name: 'Medicine broken down by CYP2C19', description: 'Clobazam, omeprazole, voriconazole, citalopram, diazepam; clopidogrel is activated by it' },
  { id: 'cyp1a2-substrate', name: 'Medicine broken down by CYP1A2', description: 'Theophylline, clozapine, tizanidine, olanzapine' },
  { id: 'strong-cyp1a2-inhibitor', name: 'Strong CYP1A2 inhibitor', description: 'Fluvoxamine, ciprofloxacin' },
  { id: 'cns-depressant', name: 'Sedating medicine', description: 'Benzodiazepines, sleep medicines, opioids, gabapentinoids, sedating antihistamines, muscle relaxants, some antipsychotics and antidepressants' },
  { id: 'qt-prolonging', name: 'Medicine that can prolong the QT interval', description: 'Labels warn of QT prolongation; low potassium or magnesium raises the risk' },
  { id: 'hyperkalemia-risk', name: 'Medicine that raises potassium', description: 'ACE inhibitors, ARBs, potassium-sparing diuretics, aliskiren, trimethoprim, drospirenone' },
  { id: 'sympathomimetic-sensitive', name: 'Stimulant or MAO-inhibiting medicine', description: 'Stimulants and MAO inhibitors, with which added stimulants raise blood pressure and heart rate' },
  { id: 'hepatotoxic-drug', name: 'Medicine with a liver-injury warning', description: 'Labels warn of liver injury (valproate, methotrexate, leflunomide, isoniazid, ketoconazole, high-dose acetaminophen)' },
];

/** Drug ids per mechanism class. */
export const mechanismMembers: Readonly<Record<string, readonly string[]>> = {
  'cyp3a4-substrate': [
    'alprazolam', 'triazolam', 'midazolam', 'diazepam', 'clonazepam', 'zolpidem', 'eszopiclone', 'suvorexant', 'buspirone',
    'cyclosporine', 'tacrolimus', 'sirolimus', 'everolimus',
    'ritonavir', 'darunavir', 'atazanavir', 'lopinavir', 'indinavir', 'saquinavir', 'fosamprenavir', 'nelfinavir',
    'efavirenz', 'nevirapine', 'rilpivirine', 'etravirine', 'doravirine', 'bictegravir', 'elvitegravir', 'cabotegravir', 'dolutegravir', 'nirmatrelvir',
    'ethinyl-estradiol', 'levonorgestrel', 'norethindrone', 'drospirenone', 'desogestrel', 'norgestimate', 'etonogestrel', 'medroxyprogesterone', 'estradiol', 'progesterone',
    'apixaban', 'rivaroxaban', 'ticagrelor', 'simvastatin', 'lovastatin', 'atorvastatin',
    'felodipine', 'nifedipine', 'nisoldipine', 'amlodipine', 'diltiazem', 'verapamil', 'nicardipine', 'lercanidipine',
    'amiodarone', 'dronedarone', 'dofetilide', 'ranolazine',
    'itraconazole', 'voriconazole', 'posaconazole', 'ketoconazole',
    'oxycodone', 'hydrocodone', 'fentanyl', 'methadone', 'buprenorphine', 'tramadol',
    'quetiapine', 'aripiprazole', 'lurasidone', 'brexpiprazole', 'cariprazine', 'ziprasidone', 'haloperidol', 'vilazodone', 'trazodone',
    'carbamazepine', 'clobazam',
    'imatinib', 'dasatinib', 'nilotinib', 'ibrutinib', 'palbociclib', 'ribociclib', 'abemaciclib', 'osimertinib', 'erlotinib', 'olaparib', 'venetoclax', 'sunitinib',
    'irinotecan', 'tamoxifen', 'abiraterone', 'enzalutamide', 'bexarotene', 'dexamethasone', 'methylprednisolone', 'budesonide', 'fluticasone',
    'sildenafil', 'tadalafil', 'vardenafil', 'colchicine', 'tofacitinib', 'upadacitinib', 'solifenacin', 'tolterodine', 'eletriptan', 'rimegepant', 'ubrogepant', 'modafinil',
  ],
  'pgp-substrate': ['digoxin', 'dabigatran', 'apixaban', 'rivaroxaban', 'edoxaban', 'cyclosporine', 'tacrolimus', 'sirolimus', 'everolimus', 'colchicine', 'fexofenadine', 'ticagrelor', 'dronedarone', 'ranolazine', 'venetoclax',
    // 2026-11-25: hepatitis C and gliptin labels say P-gp inducers such as St John's wort lower their levels.
    'sofosbuvir', 'ledipasvir', 'velpatasvir', 'glecaprevir', 'pibrentasvir', 'linagliptin'],
  'cyp2c9-substrate': ['warfarin', 'acenocoumarol', 'phenprocoumon', 'phenytoin', 'fosphenytoin', 'glipizide', 'glyburide', 'glimepiride', 'gliclazide', 'celecoxib'],
  'cyp2c19-substrate': ['clopidogrel', 'clobazam', 'omeprazole', 'esomeprazole', 'lansoprazole', 'pantoprazole', 'dexlansoprazole', 'voriconazole', 'citalopram', 'escitalopram', 'diazepam', 'phenytoin'],
  'cyp1a2-substrate': ['theophylline', 'clozapine', 'tizanidine', 'olanzapine', 'duloxetine'],
  'strong-cyp1a2-inhibitor': ['fluvoxamine', 'ciprofloxacin'],
  'cns-depressant': [
    'alprazolam', 'lorazepam', 'diazepam', 'clonazepam', 'temazepam', 'chlordiazepoxide', 'clobazam', 'midazolam', 'triazolam',
    'zolpidem', 'eszopiclone', 'zaleplon', 'zopiclone', 'suvorexant',
    'oxycodone', 'hydrocodone', 'morphine', 'codeine', 'hydromorphone', 'oxymorphone', 'buprenorphine', 'tramadol', 'tapentadol', 'methadone', 'fentanyl', 'meperidine',
    'gabapentin', 'pregabalin', 'cyclobenzaprine', 'tizanidine', 'baclofen', 'methocarbamol', 'carisoprodol', 'metaxalone',
    'diphenhydramine', 'doxylamine', 'hydroxyzine', 'promethazine', 'chlorpheniramine',
    'quetiapine', 'olanzapine', 'clozapine', 'mirtazapine', 'trazodone', 'amitriptyline', 'doxepin', 'phenobarbital', 'primidone',
  ],
  'qt-prolonging': [
    'amiodarone', 'sotalol', 'dofetilide', 'dronedarone', 'flecainide', 'citalopram', 'escitalopram', 'haloperidol', 'methadone', 'ondansetron',
    'azithromycin', 'clarithromycin', 'erythromycin', 'levofloxacin', 'moxifloxacin', 'ciprofloxacin', 'hydroxychloroquine', 'quetiapine', 'ziprasidone',
    'fluconazole', 'voriconazole', 'posaconazole', 'nilotinib', 'ribociclib', 'donepezil', 'tamoxifen',
    // 2026-11-25: labels with a QT warning or contraindication (class I/III antiarrhythmics, phenothiazines, pimozide, domperidone, kinase inhibitors).
    'pimozide', 'thioridazine', 'chlorpromazine', 'quinidine', 'procainamide', 'disopyramide', 'chloroquine', 'domperidone', 'vandetanib',
    'hydroxyzine', 'paliperidone', 'trazodone', 'vardenafil', 'ranolazine', 'sunitinib', 'lapatinib', 'pazopanib',
  ],
  'hyperkalemia-risk': [
    'lisinopril', 'enalapril', 'ramipril', 'benazepril', 'captopril', 'perindopril', 'quinapril', 'fosinopril', 'trandolapril',
    'losartan', 'valsartan', 'irbesartan', 'candesartan', 'olmesartan', 'telmisartan', 'azilsartan', 'sacubitril',
    'spironolactone', 'eplerenone', 'finerenone', 'amiloride', 'triamterene', 'aliskiren', 'trimethoprim', 'drospirenone',
    'triamterene-hydrochlorothiazide', 'lisinopril-hydrochlorothiazide', 'losartan-hydrochlorothiazide', 'spironolactone-hydrochlorothiazide', 'amiloride-hydrochlorothiazide', 'azilsartan-chlorthalidone',
  ],
  'sympathomimetic-sensitive': ['amphetamine', 'lisdexamfetamine', 'methylphenidate', 'phentermine', 'modafinil', 'pseudoephedrine', 'phenelzine', 'tranylcypromine', 'isocarboxazid', 'selegiline', 'rasagiline', 'linezolid', 'moclobemide'],
  'hepatotoxic-drug': [
    'valproate', 'methotrexate', 'leflunomide', 'ketoconazole', 'acetaminophen', 'amiodarone', 'nevirapine',
    // 2026-11-25: boxed or prominent hepatotoxicity warnings on the US label.
    'isoniazid', 'bosentan', 'tolcapone', 'felbamate', 'nefazodone', 'dantrolene', 'flutamide', 'lomitapide', 'pazopanib', 'lapatinib', 'regorafenib',
    'propylthiouracil', 'terbinafine',
  ],
};
