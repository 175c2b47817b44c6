import type { SupplementAdded } from '../supplement/supplement-events.ts';
import { supplementId } from './ids.ts';

export function supplementAddedEvent(overrides: Partial<SupplementAdded['data']> = {}): SupplementAdded {
  return {
    type: 'SupplementAdded',
    data: {
      supplementId,
      name: 'Vitamin D3',
      brand: 'Acme',
      type: 'single',
      dosage: '2000 IU',
      frequency: 'daily',
      timing: 'morning',
      currentStock: 30,
      lowStockThreshold: 10,
      isActive: true,
      fastingSafe: false,
      nextDueTime: '8:00 AM',
      imageUrl: null,
      notes: null,
      ingredients: null,
      unitsPerDose: 1,
      doseTimes: null,
      ...overrides,
    },
  };
}
