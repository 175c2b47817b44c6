export interface StartSeeding {
  readonly type: 'StartSeeding';
  readonly data: {
    readonly jobId: string;
    readonly testMode: boolean;
    readonly target: number;
    /** Supplements the cache does not hold yet, in the order to research them. */
    readonly candidates: readonly string[];
    /** How many the cache holds already. */
    readonly cached: number;
  };
}

export interface RecordSeeded {
  readonly type: 'RecordSeeded';
  readonly data: { readonly jobId: string; readonly name: string };
}

export interface FinishSeeding {
  readonly type: 'FinishSeeding';
  readonly data: { readonly jobId: string; readonly failed: readonly string[] };
}

export type SeedingCommand = StartSeeding | RecordSeeded | FinishSeeding;
