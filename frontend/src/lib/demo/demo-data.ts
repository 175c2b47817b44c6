import type { Supplement } from '@regimen/domain/contracts/supplements';
import type { Take } from '@regimen/domain/contracts/takes';
import { localDayOf } from '@regimen/domain/rules/local-day';
import { plannedSlotsForDay } from '@regimen/domain/rules/schedule';
import { DEMO_USER } from './demo-user.ts';

/** Fixed by the spec for demo mode: its analyses are canned, so these numbers are too. */
export const DEMO_INTERACTIONS = 1;
export const DEMO_ADHERENCE = 85;

const DAY_MS = 86_400_000;

/** Stable, valid UUIDs so the sample data passes the same contracts as server data. */
export const demoId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const DEMO_IDS = {
  vitaminD3: demoId(1),
  multivitamin: demoId(2),
  probiotic: demoId(3),
  bComplex: demoId(4),
  omega3: demoId(5),
  magnesium: demoId(6),
  zinc: demoId(7),
} as const;

type Sample = Pick<Supplement, 'name' | 'brand' | 'dosage' | 'timing' | 'currentStock' | 'lowStockThreshold'> &
  Partial<Supplement>;

// Twenty supplements, one inactive, thresholds 7 to 15 (spec section 9); a few run low on purpose.
const SAMPLES: readonly Sample[] = [
  {
    name: 'Vitamin D3',
    brand: 'Nordic Naturals',
    dosage: '2000 IU',
    timing: 'with-breakfast',
    currentStock: 45,
    lowStockThreshold: 10,
  },
  {
    name: 'Daily Multivitamin',
    brand: 'Garden of Life',
    type: 'multivitamin',
    dosage: '1 tablet',
    timing: 'with-breakfast',
    currentStock: 52,
    lowStockThreshold: 12,
    ingredients: ['Vitamin A', 'Vitamin C', 'Vitamin E', 'Biotin', 'Selenium', 'Iodine'],
  },
  {
    name: 'Probiotic 15B',
    brand: 'Culturelle',
    dosage: '1 capsule',
    timing: 'empty-stomach',
    fastingSafe: true,
    currentStock: 20,
    lowStockThreshold: 7,
    nextDueTime: '6:30 AM',
  },
  {
    name: 'B-Complex',
    brand: 'Thorne',
    type: 'complex',
    dosage: '1 capsule',
    timing: 'morning',
    currentStock: 11,
    lowStockThreshold: 15,
    ingredients: ['B1', 'B2', 'B3', 'B6', 'B12', 'Folate'],
  },
  {
    name: 'Omega-3 Fish Oil',
    brand: 'Nordic Naturals',
    dosage: '2 softgels',
    unitsPerDose: 2,
    timing: 'with-dinner',
    currentStock: 60,
    lowStockThreshold: 14,
    nextDueTime: '6:00 PM',
  },
  {
    name: 'Magnesium Glycinate',
    brand: "Doctor's Best",
    dosage: '400 mg',
    timing: 'before-bed',
    currentStock: 8,
    lowStockThreshold: 10,
    nextDueTime: '9:00 PM',
    notes: 'Helps me sleep; take with a glass of water.',
  },
  {
    name: 'Zinc Picolinate',
    brand: 'Thorne',
    dosage: '15 mg',
    timing: 'with-lunch',
    isActive: false,
    currentStock: 25,
    lowStockThreshold: 8,
    nextDueTime: '12:00 PM',
  },
  {
    name: 'Vitamin C',
    brand: 'Pure Encapsulations',
    dosage: '1000 mg',
    timing: 'morning',
    currentStock: 90,
    lowStockThreshold: 10,
  },
  {
    name: 'Vitamin K2 (MK-7)',
    brand: 'Sports Research',
    dosage: '100 mcg',
    timing: 'with-breakfast',
    currentStock: 30,
    lowStockThreshold: 9,
  },
  {
    name: 'Iron Bisglycinate',
    brand: 'Solgar',
    dosage: '25 mg',
    timing: 'empty-stomach',
    frequency: 'every-other-day',
    fastingSafe: true,
    currentStock: 6,
    lowStockThreshold: 7,
    nextDueTime: '6:30 AM',
  },
  {
    name: 'Curcumin Complex',
    brand: 'Sports Research',
    type: 'complex',
    dosage: '1 softgel',
    timing: 'with-lunch',
    currentStock: 40,
    lowStockThreshold: 10,
    nextDueTime: '12:00 PM',
    ingredients: ['Turmeric extract', 'BioPerine', 'Ginger root'],
  },
  {
    name: 'Ashwagandha KSM-66',
    brand: 'Jarrow Formulas',
    dosage: '600 mg',
    timing: 'evening',
    currentStock: 28,
    lowStockThreshold: 10,
    nextDueTime: '6:00 PM',
  },
  {
    name: 'L-Theanine',
    brand: 'NOW Foods',
    dosage: '200 mg',
    timing: 'afternoon',
    frequency: 'as-needed',
    fastingSafe: true,
    currentStock: 55,
    lowStockThreshold: 8,
    nextDueTime: '3:00 PM',
  },
  {
    name: 'CoQ10',
    brand: 'Qunol',
    dosage: '100 mg',
    timing: 'with-lunch',
    currentStock: 33,
    lowStockThreshold: 11,
    nextDueTime: '12:00 PM',
  },
  {
    name: 'Vitamin B12',
    brand: 'Jarrow Formulas',
    dosage: '1000 mcg',
    timing: 'morning',
    fastingSafe: true,
    currentStock: 70,
    lowStockThreshold: 12,
  },
  {
    name: 'Calcium Citrate + D3',
    brand: 'Citracal',
    type: 'complex',
    dosage: '2 caplets',
    timing: 'with-dinner',
    frequency: 'twice-daily',
    currentStock: 48,
    lowStockThreshold: 13,
    nextDueTime: '6:00 PM',
    ingredients: ['Calcium citrate', 'Vitamin D3'],
  },
  {
    name: 'Melatonin',
    brand: 'Natrol',
    dosage: '3 mg',
    timing: 'before-bed',
    frequency: 'as-needed',
    currentStock: 60,
    lowStockThreshold: 10,
    nextDueTime: '9:00 PM',
  },
  {
    name: 'Electrolyte Mix',
    brand: 'LMNT',
    dosage: '1 stick',
    timing: 'afternoon',
    currentStock: 12,
    lowStockThreshold: 15,
    nextDueTime: '3:00 PM',
  },
  {
    name: 'Collagen Peptides',
    brand: 'Vital Proteins',
    dosage: '20 g',
    timing: 'morning',
    currentStock: 14,
    lowStockThreshold: 7,
  },
  {
    name: 'Vitamin E',
    brand: 'Nature Made',
    dosage: '180 mg',
    timing: 'with-dinner',
    frequency: 'weekly',
    currentStock: 35,
    lowStockThreshold: 9,
    nextDueTime: '6:00 PM',
  },
];

/** The sample cabinet, added over the last weeks (so "added" activity and weekly schedules look real). */
export function demoSupplements(now: Date = new Date()): Supplement[] {
  return SAMPLES.map((sample, index) => {
    const createdAt = new Date(now.getTime() - (SAMPLES.length - index) * DAY_MS).toISOString();
    return {
      id: demoId(index + 1),
      userId: DEMO_USER.id,
      type: 'single',
      frequency: 'daily',
      isActive: true,
      fastingSafe: false,
      nextDueTime: '8:00 AM',
      imageUrl: null,
      notes: null,
      ingredients: null,
      unitsPerDose: 1,
      createdAt,
      updatedAt: createdAt,
      ...sample,
    };
  });
}

/**
 * The morning doses already taken, each a few minutes after its planned slot (only slots already
 * past), so the demo opens on a day in progress and the stats match what the read API would say.
 */
export function demoTakes(supplements: readonly Supplement[], now: Date, utcOffsetMinutes: number): Take[] {
  const takenEarlier = new Set<string>([DEMO_IDS.vitaminD3, DEMO_IDS.probiotic, DEMO_IDS.multivitamin]);
  const FIVE_MINUTES = 5 * 60 * 1000;
  return plannedSlotsForDay(
    supplements.filter((supplement) => takenEarlier.has(supplement.id)),
    localDayOf(now, utcOffsetMinutes),
  )
    .filter((slot) => Date.parse(slot.plannedAt) + FIVE_MINUTES <= now.getTime())
    .slice(0, 3)
    .map((slot, index) => {
      const takenAt = new Date(Date.parse(slot.plannedAt) + FIVE_MINUTES).toISOString();
      return {
        id: demoId(100 + index),
        userId: DEMO_USER.id,
        supplementId: slot.supplementId,
        plannedAt: slot.plannedAt,
        takenAt,
        dosage: null,
        notes: null,
      };
    });
}
