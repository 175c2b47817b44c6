import type { SupplementFields } from '@regimen/domain/supplement/supplement-commands';
import { supplementDecider } from '@regimen/domain/supplement/supplement-decide';
import { tierLimits } from '@regimen/domain/rules/tiers';
import type { DemoContext } from '../../../lib/demo/demo-slice.ts';
import { demoStreams } from '../../../lib/demo/demo-streams.ts';

const DAY_MS = 86_400_000;

/** Stable, valid UUIDs, so the samples pass the same contracts as server data. */
export const demoId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type Sample = Pick<SupplementFields, 'name' | 'brand' | 'dosage' | 'timing' | 'currentStock' | 'lowStockThreshold'> & Partial<SupplementFields>;

// Twenty supplements, one inactive, thresholds 7 to 15 (spec section 9); a few run low on purpose.
const SAMPLES: readonly Sample[] = [
  { name: 'Vitamin D3', brand: 'Nordic Naturals', dosage: '2000 IU', timing: 'with-breakfast', currentStock: 45, lowStockThreshold: 10 },
  { name: 'Daily Multivitamin', brand: 'Garden of Life', type: 'multivitamin', dosage: '1 tablet', timing: 'with-breakfast', currentStock: 52, lowStockThreshold: 12, ingredients: ['Vitamin A', 'Vitamin C', 'Vitamin E', 'Biotin', 'Selenium', 'Iodine'] },
  { name: 'Probiotic 15B', brand: 'Culturelle', dosage: '1 capsule', timing: 'empty-stomach', fastingSafe: true, currentStock: 20, lowStockThreshold: 7, nextDueTime: '6:30 AM' },
  { name: 'B-Complex', brand: 'Thorne', type: 'complex', dosage: '1 capsule', timing: 'morning', currentStock: 11, lowStockThreshold: 15, ingredients: ['B1', 'B2', 'B3', 'B6', 'B12', 'Folate'] },
  { name: 'Omega-3 Fish Oil', brand: 'Nordic Naturals', dosage: '2 softgels', timing: 'with-dinner', currentStock: 60, lowStockThreshold: 14, nextDueTime: '6:00 PM' },
  { name: 'Magnesium Glycinate', brand: "Doctor's Best", dosage: '400 mg', timing: 'before-bed', currentStock: 8, lowStockThreshold: 10, nextDueTime: '9:00 PM', notes: 'Helps me sleep; take with a glass of water.' },
  { name: 'Zinc Picolinate', brand: 'Thorne', dosage: '15 mg', timing: 'with-lunch', isActive: false, currentStock: 25, lowStockThreshold: 8, nextDueTime: '12:00 PM' },
  { name: 'Vitamin C', brand: 'Pure Encapsulations', dosage: '1000 mg', timing: 'morning', currentStock: 90, lowStockThreshold: 10 },
  { name: 'Vitamin K2 (MK-7)', brand: 'Sports Research', dosage: '100 mcg', timing: 'with-breakfast', currentStock: 30, lowStockThreshold: 9 },
  { name: 'Iron Bisglycinate', brand: 'Solgar', dosage: '25 mg', timing: 'empty-stomach', frequency: 'every-other-day', fastingSafe: true, currentStock: 6, lowStockThreshold: 7, nextDueTime: '6:30 AM' },
  { name: 'Curcumin Complex', brand: 'Sports Research', type: 'complex', dosage: '1 softgel', timing: 'with-lunch', currentStock: 40, lowStockThreshold: 10, nextDueTime: '12:00 PM', ingredients: ['Turmeric extract', 'BioPerine', 'Ginger root'] },
  { name: 'Ashwagandha KSM-66', brand: 'Jarrow Formulas', dosage: '600 mg', timing: 'evening', currentStock: 28, lowStockThreshold: 10, nextDueTime: '6:00 PM' },
  { name: 'L-Theanine', brand: 'NOW Foods', dosage: '200 mg', timing: 'afternoon', frequency: 'as-needed', fastingSafe: true, currentStock: 55, lowStockThreshold: 8, nextDueTime: '3:00 PM' },
  { name: 'CoQ10', brand: 'Qunol', dosage: '100 mg', timing: 'with-lunch', currentStock: 33, lowStockThreshold: 11, nextDueTime: '12:00 PM' },
  { name: 'Vitamin B12', brand: 'Jarrow Formulas', dosage: '1000 mcg', timing: 'morning', fastingSafe: true, currentStock: 70, lowStockThreshold: 12 },
  { name: 'Calcium Citrate + D3', brand: 'Citracal', type: 'complex', dosage: '2 caplets', timing: 'with-dinner', frequency: 'twice-daily', currentStock: 48, lowStockThreshold: 13, nextDueTime: '6:00 PM', ingredients: ['Calcium citrate', 'Vitamin D3'] },
  { name: 'Melatonin', brand: 'Natrol', dosage: '3 mg', timing: 'before-bed', frequency: 'as-needed', currentStock: 60, lowStockThreshold: 10, nextDueTime: '9:00 PM' },
  { name: 'Electrolyte Mix', brand: 'LMNT', dosage: '1 stick', timing: 'afternoon', currentStock: 12, lowStockThreshold: 15, doseTimes: ['10:30', '15:30'] },
  { name: 'Collagen Peptides', brand: 'Vital Proteins', dosage: '20 g', timing: 'morning', currentStock: 14, lowStockThreshold: 7 },
  { name: 'Vitamin E', brand: 'Nature Made', dosage: '180 mg', timing: 'with-dinner', frequency: 'weekly', currentStock: 35, lowStockThreshold: 9, nextDueTime: '6:00 PM' },
];

const DEFAULTS = {
  type: 'single', frequency: 'daily', isActive: true, fastingSafe: false, nextDueTime: '8:00 AM', imageUrl: null, notes: null, ingredients: null, unitsPerDose: 1, doseTimes: null,
} as const satisfies Partial<SupplementFields>;

/** The sample cabinet as the commands that built it: one added a day over the last twenty days. */
export function seedSampleSupplements(context: DemoContext): void {
  const now = context.now().getTime();
  SAMPLES.forEach((sample, index) => {
    context.execute({
      streamId: demoStreams.cabinet(context.user.id),
      decider: supplementDecider,
      at: new Date(now - (SAMPLES.length - index) * DAY_MS),
      command: () => ({ type: 'AddSupplement' as const, data: { ...DEFAULTS, ...sample, supplementId: demoId(index + 1), maxSupplements: tierLimits[context.user.tier].maxSupplements } }),
    });
  });
}
