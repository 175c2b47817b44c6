export interface RecordTake {
  readonly type: 'RecordTake';
  readonly data: {
    readonly takeId: string;
    readonly supplementId: string;
    readonly plannedAt: string;
    /** Null records a planned dose that was not taken (yet). */
    readonly takenAt: string | null;
    readonly dosage: string | null;
    readonly notes: string | null;
  };
}

export interface UnmarkTake {
  readonly type: 'UnmarkTake';
  readonly data: { readonly takeId: string };
}

export interface MarkTake {
  readonly type: 'MarkTake';
  readonly data: { readonly takeId: string; readonly takenAt: string };
}

export type IntakeCommand = RecordTake | UnmarkTake | MarkTake;
