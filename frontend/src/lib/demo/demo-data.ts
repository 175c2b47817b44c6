import type { Supplement } from '@regimen/domain/contracts/supplements';
import type { Take } from '@regimen/domain/contracts/takes';
import { localDayOf } from '@regimen/domain/rules/local-day';
import { plannedSlotsForDay } from '@regimen/domain/rules/schedule';
import { DEMO_USER } from './demo-user.ts';

/** Fixed by the spec for demo mode: its analyses are canned, so these numbers are too. */
export const DEMO_INTERACTIONS = 1;
export const DEMO_ADHERENCE = 85;

const CREATED_AT = '2025-01-06T09:00:00.000Z';

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

function sample(fields: Pick<Supplement, 'id' | 'name' | 'brand' | 'dosage' | 'timing'> & Partial<Supplement>): Supplement {
  return {
    userId: DEMO_USER.id,
    type: 'single',
    frequency: 'daily',
    currentStock: 30,
    lowStockThreshold: 10,
    isActive: true,
    fastingSafe: false,
    nextDueTime: '8:00 AM',
    imageUrl: null,
    notes: null,
    ingredients: null,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...fields,
  };
}

// A handful for now; the full set of 20 arrives with the supplements screen.
export function demoSupplements(): Supplement[] {
  return [
    sample({
      id: DEMO_IDS.vitaminD3,
      name: 'Vitamin D3',
      brand: 'Nordic Naturals',
      dosage: '2000 IU',
      timing: 'with-breakfast',
      currentStock: 45,
    }),
    sample({
      id: DEMO_IDS.multivitamin,
      name: 'Daily Multivitamin',
      brand: 'Garden of Life',
      type: 'multivitamin',
      dosage: '1 tablet',
      timing: 'with-breakfast',
      currentStock: 52,
      lowStockThreshold: 12,
      ingredients: ['Vitamin A', 'Vitamin C', 'Vitamin E', 'Biotin', 'Selenium', 'Iodine'],
    }),
    sample({
      id: DEMO_IDS.probiotic,
      name: 'Probiotic 15B',
      brand: 'Culturelle',
      dosage: '1 capsule',
      timing: 'empty-stomach',
      fastingSafe: true,
      currentStock: 20,
      lowStockThreshold: 7,
      nextDueTime: '6:30 AM',
    }),
    sample({
      id: DEMO_IDS.bComplex,
      name: 'B-Complex',
      brand: 'Thorne',
      type: 'complex',
      dosage: '1 capsule',
      timing: 'morning',
      currentStock: 11,
      lowStockThreshold: 15,
      ingredients: ['B1', 'B2', 'B3', 'B6', 'B12', 'Folate'],
    }),
    sample({
      id: DEMO_IDS.omega3,
      name: 'Omega-3 Fish Oil',
      brand: 'Nordic Naturals',
      dosage: '2 softgels',
      timing: 'with-dinner',
      currentStock: 60,
      lowStockThreshold: 14,
      nextDueTime: '6:00 PM',
    }),
    sample({
      id: DEMO_IDS.magnesium,
      name: 'Magnesium Glycinate',
      brand: "Doctor's Best",
      dosage: '400 mg',
      timing: 'before-bed',
      currentStock: 8,
      nextDueTime: '9:00 PM',
    }),
    sample({
      id: DEMO_IDS.zinc,
      name: 'Zinc Picolinate',
      brand: 'Thorne',
      dosage: '15 mg',
      timing: 'with-lunch',
      isActive: false,
      currentStock: 25,
      lowStockThreshold: 8,
      nextDueTime: '12:00 PM',
    }),
  ];
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
