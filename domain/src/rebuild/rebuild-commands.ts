import type { RebuildFinished, RebuildProgressed, RebuildStarted } from './rebuild-events.ts';

export interface StartRebuild {
  readonly type: 'StartRebuild';
  readonly data: RebuildStarted['data'];
}

export interface RecordRebuildProgress {
  readonly type: 'RecordRebuildProgress';
  readonly data: RebuildProgressed['data'];
}

export interface FinishRebuild {
  readonly type: 'FinishRebuild';
  readonly data: RebuildFinished['data'];
}

export type RebuildCommand = StartRebuild | RecordRebuildProgress | FinishRebuild;
