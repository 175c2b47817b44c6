import type { MassUnit, UpperLimit, UpperLimitAuthority } from './knowledge-schema.ts';
import { SOURCES as S } from './sources.ts';

const allSources = 'Applies to total intake from food, water and supplements; your supplements alone are compared here, so food adds to this.';
const supplementalOnly = 'Applies only to supplements, medicines and fortified foods; food sources do not count.';

/** Adult (19+) tolerable upper intake levels. A UL is not a target, and does not apply to doses prescribed under medical supervision. */
export const upperLimits: readonly UpperLimit[] = [
  { nutrientId: 'vitamin-d', name: 'Vitamin D', covers: ['vitamin-d'], authority: 'nasem', amount: 100, unit: 'mcg', scope: 'all_sources', scopeNote: `${allSources} 100 mcg = 4,000 IU.`, basis: 'Hypercalcemia', sources: [S.odsVitaminD, S.iomCalciumVitaminD] },
  { nutrientId: 'vitamin-a', name: 'Vitamin A (preformed)', covers: ['vitamin-a'], authority: 'nasem', amount: 3000, unit: 'mcg', scope: 'all_sources', scopeNote: 'Applies to preformed vitamin A (retinol and retinyl esters) from food and supplements, not to beta-carotene. 3,000 mcg RAE = 10,000 IU of retinol.', basis: 'Liver abnormalities and birth defects', sources: [S.odsVitaminA, S.iomMicronutrients] },
  { nutrientId: 'vitamin-e', name: 'Vitamin E (alpha-tocopherol)', covers: ['vitamin-e'], authority: 'nasem', amount: 1000, unit: 'mg', scope: 'supplemental_only', scopeNote: `${supplementalOnly} 1,000 mg = about 1,500 IU natural or 1,100 IU synthetic vitamin E.`, basis: 'Bleeding (hemorrhagic effects)', sources: [S.odsVitaminE, S.iomAntioxidants] },
  { nutrientId: 'vitamin-c', name: 'Vitamin C', covers: ['vitamin-c'], authority: 'nasem', amount: 2000, unit: 'mg', scope: 'all_sources', scopeNote: allSources, basis: 'Diarrhea and gastrointestinal upset', sources: [S.odsVitaminC, S.iomAntioxidants] },
  { nutrientId: 'vitamin-b6', name: 'Vitamin B6', covers: ['vitamin-b6'], authority: 'nasem', amount: 100, unit: 'mg', scope: 'all_sources', scopeNote: allSources, basis: 'Sensory neuropathy', sources: [S.odsVitaminB6, S.iomBVitamins] },
  { nutrientId: 'niacin', name: 'Niacin (vitamin B3)', covers: ['niacin', 'nicotinamide'], authority: 'nasem', amount: 35, unit: 'mg', scope: 'supplemental_only', scopeNote: `${supplementalOnly} Counted here for nicotinic acid and nicotinamide alike.`, basis: 'Flushing (LOAEL 50 mg ÷ uncertainty factor 1.5)', sources: [S.odsNiacin, S.iomBVitamins] },
  { nutrientId: 'folic-acid', name: 'Folic acid', covers: ['folate'], authority: 'nasem', amount: 1000, unit: 'mcg', scope: 'supplemental_only', scopeNote: `${supplementalOnly} The limit is for synthetic folic acid (not food folate, not mcg DFE); amounts labelled in mcg DFE are converted at 0.6 mcg folic acid per mcg DFE.`, basis: 'Masking of vitamin B12 deficiency', sources: [S.odsFolate, S.iomBVitamins] },
  { nutrientId: 'calcium', name: 'Calcium', covers: ['calcium'], authority: 'nasem', amount: 2500, unit: 'mg', ageBands: [{ minAge: 51, amount: 2000 }], scope: 'all_sources', scopeNote: `${allSources} 2,500 mg for ages 19–50 and 2,000 mg from 51; elemental calcium.`, basis: 'Kidney stones', sources: [S.odsCalcium, S.iomCalciumVitaminD] },
  { nutrientId: 'iron', name: 'Iron', covers: ['iron'], authority: 'nasem', amount: 45, unit: 'mg', scope: 'all_sources', scopeNote: `${allSources} Elemental iron; higher doses are often prescribed for deficiency.`, basis: 'Gastrointestinal effects', sources: [S.odsIron, S.iomMicronutrients] },
  { nutrientId: 'zinc', name: 'Zinc', covers: ['zinc'], authority: 'nasem', amount: 40, unit: 'mg', scope: 'all_sources', scopeNote: `${allSources} Elemental zinc.`, basis: 'Reduced copper status', sources: [S.odsZinc, S.iomMicronutrients] },
  { nutrientId: 'magnesium', name: 'Magnesium', covers: ['magnesium'], authority: 'nasem', amount: 350, unit: 'mg', scope: 'supplemental_only', scopeNote: `${supplementalOnly} Magnesium in food does not count.`, basis: 'Diarrhea', sources: [S.odsMagnesium, S.iomCalciumPhosphorus] },
  { nutrientId: 'selenium', name: 'Selenium', covers: ['selenium'], authority: 'nasem', amount: 400, unit: 'mcg', scope: 'all_sources', scopeNote: allSources, basis: 'Selenosis (hair and nail brittleness and loss)', sources: [S.odsSelenium, S.iomAntioxidants] },
  { nutrientId: 'iodine', name: 'Iodine', covers: ['iodine'], authority: 'nasem', amount: 1100, unit: 'mcg', scope: 'all_sources', scopeNote: allSources, basis: 'Raised TSH', sources: [S.odsIodine, S.iomMicronutrients] },
  { nutrientId: 'copper', name: 'Copper', covers: ['copper'], authority: 'nasem', amount: 10, unit: 'mg', scope: 'all_sources', scopeNote: `${allSources} 10 mg = 10,000 mcg.`, basis: 'Liver damage', sources: [S.odsCopper, S.iomMicronutrients] },
  { nutrientId: 'manganese', name: 'Manganese', covers: ['manganese'], authority: 'nasem', amount: 11, unit: 'mg', scope: 'all_sources', scopeNote: allSources, basis: 'Raised blood manganese and neurotoxicity', sources: [S.odsManganese, S.iomMicronutrients] },
  { nutrientId: 'phosphorus', name: 'Phosphorus', covers: ['phosphorus'], authority: 'nasem', amount: 4000, unit: 'mg', ageBands: [{ minAge: 71, amount: 3000 }], scope: 'all_sources', scopeNote: `${allSources} 4,000 mg for ages 19–70 and 3,000 mg over 70.`, basis: 'High blood phosphate', sources: [S.odsPhosphorus, S.iomCalciumPhosphorus] },
  { nutrientId: 'choline', name: 'Choline', covers: ['choline'], authority: 'nasem', amount: 3500, unit: 'mg', scope: 'all_sources', scopeNote: allSources, basis: 'Low blood pressure and fishy body odor', sources: [S.odsCholine, S.iomBVitamins] },
  { nutrientId: 'boron', name: 'Boron', covers: ['boron'], authority: 'nasem', amount: 20, unit: 'mg', scope: 'all_sources', scopeNote: allSources, basis: 'Reproductive and developmental effects in animals', sources: [S.odsBoron, S.iomMicronutrients] },
  { nutrientId: 'molybdenum', name: 'Molybdenum', covers: ['molybdenum'], authority: 'nasem', amount: 2000, unit: 'mcg', scope: 'all_sources', scopeNote: allSources, basis: 'Reproductive effects in animals', sources: [S.odsMolybdenum, S.iomMicronutrients] },

  { nutrientId: 'vitamin-d', name: 'Vitamin D', covers: ['vitamin-d'], authority: 'efsa', amount: 100, unit: 'mcg', scope: 'all_sources', scopeNote: `${allSources} 100 µg = 4,000 IU.`, basis: 'Hypercalcemia', sources: [S.efsaVitaminD] },
  { nutrientId: 'vitamin-b6', name: 'Vitamin B6', covers: ['vitamin-b6'], authority: 'efsa', amount: 12, unit: 'mg', scope: 'all_sources', scopeNote: allSources, basis: 'Peripheral neuropathy', sources: [S.efsaVitaminB6] },
  { nutrientId: 'selenium', name: 'Selenium', covers: ['selenium'], authority: 'efsa', amount: 255, unit: 'mcg', scope: 'all_sources', scopeNote: allSources, basis: 'Alopecia as an early sign of selenosis', sources: [S.efsaSelenium] },
  { nutrientId: 'nicotinic-acid', name: 'Nicotinic acid', covers: ['niacin'], authority: 'efsa', amount: 10, unit: 'mg', scope: 'supplemental_only', scopeNote: `${supplementalOnly} Free nicotinic acid only.`, basis: 'Flushing', sources: [S.scfNiacin] },
  { nutrientId: 'nicotinamide', name: 'Nicotinamide', covers: ['nicotinamide'], authority: 'efsa', amount: 900, unit: 'mg', scope: 'supplemental_only', scopeNote: `${supplementalOnly} Nicotinamide only.`, sources: [S.scfNiacin] },
];

/** Nutrients without a UL: "no limit" is not "safe at any dose", so the app shows "insufficient data" rather than "OK". */
export const nutrientsWithoutUpperLimit: readonly { readonly nutrientId: string; readonly unit: MassUnit; readonly sources: readonly string[] }[] = [
  { nutrientId: 'vitamin-k', unit: 'mcg', sources: [S.odsVitaminK, S.iomMicronutrients] },
  { nutrientId: 'thiamin', unit: 'mg', sources: [S.odsThiamin, S.iomBVitamins] },
  { nutrientId: 'riboflavin', unit: 'mg', sources: [S.odsRiboflavin, S.iomBVitamins] },
  { nutrientId: 'vitamin-b12', unit: 'mcg', sources: [S.odsVitaminB12, S.iomBVitamins] },
  { nutrientId: 'pantothenic-acid', unit: 'mg', sources: [S.odsPantothenicAcid, S.iomBVitamins] },
  { nutrientId: 'biotin', unit: 'mcg', sources: [S.odsBiotin, S.iomBVitamins] },
  { nutrientId: 'beta-carotene', unit: 'mg', sources: [S.odsVitaminA, S.iomAntioxidants] },
  { nutrientId: 'chromium', unit: 'mcg', sources: [S.odsChromium, S.iomMicronutrients] },
  { nutrientId: 'potassium', unit: 'mg', sources: [S.odsPotassium, S.nasemSodiumPotassium] },
];

/**
 * The limits in force for an authority. EFSA has set its own values for only some nutrients here;
 * for the rest the US (NASEM) value applies and its source says so.
 */
export function upperLimitSet(authority: UpperLimitAuthority = 'nasem'): readonly UpperLimit[] {
  const nasem = upperLimits.filter((limit) => limit.authority === 'nasem');
  if (authority === 'nasem') return nasem;
  const efsa = upperLimits.filter((limit) => limit.authority === 'efsa');
  const coveredByEfsa = new Set(efsa.flatMap((limit) => limit.covers));
  return [...efsa, ...nasem.filter((limit) => !limit.covers.some((id) => coveredByEfsa.has(id)))];
}

/** The limit for an age: the band with the highest minimum age not above it; unknown age takes the lowest adult value. */
export function upperLimitAmount(limit: UpperLimit, ageYears?: number): number {
  const bands = limit.ageBands ?? [];
  if (ageYears === undefined) return Math.min(limit.amount, ...bands.map((band) => band.amount));
  const band = bands.filter((candidate) => candidate.minAge <= ageYears).sort((a, b) => b.minAge - a.minAge)[0];
  return band?.amount ?? limit.amount;
}
