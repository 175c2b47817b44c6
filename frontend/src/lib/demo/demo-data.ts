import type { Supplement, SupplementTake } from '../contracts-tmp.ts';
import { DEMO_USER } from './demo-user.ts';

/** Fixed by the spec for demo mode: the analysis is canned, so the numbers are too. */
export const DEMO_INTERACTIONS = 1;
export const DEMO_ADHERENCE = 85;

const CREATED_AT = '2025-01-06T09:00:00.000Z';

function sample(
  fields: Pick<Supplement, 'id' | 'name' | 'brand' | 'dosage' | 'timing'> & Partial<Supplement>,
): Supplement {
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
    sample({ id: 'demo-vitamin-d3', name: 'Vitamin D3', brand: 'Nordic Naturals', dosage: '2000 IU', timing: 'with-breakfast', currentStock: 45, lowStockThreshold: 10 }),
    sample({
      id: 'demo-multivitamin',
      name: 'Daily Multivitamin',
      brand: 'Garden of Life',
      type: 'multivitamin',
      dosage: '1 tablet',
      timing: 'with-breakfast',
      currentStock: 52,
      lowStockThreshold: 12,
      ingredients: ['Vitamin A', 'Vitamin C', 'Vitamin E', 'Biotin', 'Selenium', 'Iodine'],
    }),
    sample({ id: 'demo-probiotic', name: 'Probiotic 15B', brand: 'Culturelle', dosage: '1 capsule', timing: 'empty-stomach', fastingSafe: true, currentStock: 20, lowStockThreshold: 7, nextDueTime: '7:00 AM' }),
    sample({
      id: 'demo-b-complex',
      name: 'B-Complex',
      brand: 'Thorne',
      type: 'complex',
      dosage: '1 capsule',
      timing: 'morning',
      currentStock: 11,
      lowStockThreshold: 15,
      ingredients: ['B1', 'B2', 'B3', 'B6', 'B12', 'Folate'],
    }),
    sample({ id: 'demo-omega-3', name: 'Omega-3 Fish Oil', brand: 'Nordic Naturals', dosage: '2 softgels', timing: 'with-dinner', currentStock: 60, lowStockThreshold: 14, nextDueTime: '7:00 PM' }),
    sample({ id: 'demo-magnesium', name: 'Magnesium Glycinate', brand: "Doctor's Best", dosage: '400 mg', timing: 'before-bed', currentStock: 8, lowStockThreshold: 10, nextDueTime: '10:00 PM' }),
    sample({ id: 'demo-zinc', name: 'Zinc Picolinate', brand: 'Thorne', dosage: '15 mg', timing: 'with-lunch', isActive: false, currentStock: 25, lowStockThreshold: 8, nextDueTime: '1:00 PM' }),
  ];
}

/** The morning doses already taken, so the demo opens on a day in progress. */
export function demoTakes(now: Date): SupplementTake[] {
  const earlier = new Date(now.getTime() - 60 * 60 * 1000);
  const morning = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 8, 0);
  const takenAt = (earlier < morning ? earlier : morning).toISOString();
  return ['demo-vitamin-d3', 'demo-probiotic'].map((supplementId) => ({
    id: `demo-take-${supplementId}`,
    userId: DEMO_USER.id,
    supplementId,
    plannedAt: takenAt,
    takenAt,
    dosage: null,
    notes: null,
  }));
}
