import type { SupplementAdded } from './supplement-events.ts';

export type SupplementFields = Omit<SupplementAdded['data'], 'supplementId'>;

export interface AddSupplement {
  readonly type: 'AddSupplement';
  readonly data: SupplementAdded['data'] & {
    /** From the user's tier limits (the cabinet cannot know the tier); -1 = unlimited. */
    readonly maxSupplements: number;
  };
}

/** Partial: absent (or undefined) keys are left alone. */
export interface UpdateSupplement {
  readonly type: 'UpdateSupplement';
  readonly data: { readonly supplementId: string; readonly changes: Partial<SupplementFields> };
}

export interface RemoveSupplement {
  readonly type: 'RemoveSupplement';
  readonly data: { readonly supplementId: string };
}

export interface RestockSupplement {
  readonly type: 'RestockSupplement';
  readonly data: { readonly supplementId: string; readonly units: number };
}

export type SupplementCommand = AddSupplement | UpdateSupplement | RemoveSupplement | RestockSupplement;
