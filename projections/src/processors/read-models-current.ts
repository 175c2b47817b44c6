import { sql, type CommonQueryMethods } from 'slonik';
import { compareCheckpoints, type EventStore } from '@regimen/event-store';
import { CheckpointRow } from '../checkpoints.ts';

/** The read models a pass of the dose scheduler reads. */
const READS = ['users', 'supplements', 'intake'] as const;

const Row = CheckpointRow.pick({ name: true, tx: true, position: true, last_event_at: true });

/**
 * Until when the read models the scheduler reads reflect the log: now (null) when each has reached
 * the head; else the recording time of the last event the slowest one applied (epoch 0 when one
 * has applied nothing or is missing). A pass judges no window closing after it, so a start with
 * read models still catching up (a fresh database, a restore) cannot record taken doses as missed
 * or skip the days it could not see yet.
 */
export const readModelsCurrentUntil = async (db: CommonQueryMethods, store: EventStore): Promise<Date | null> => {
  const head = await store.head();
  const rows = await db.any(sql.type(Row)`
    select name, tx, position, last_event_at from projection_checkpoints where name = any(${sql.array([...READS], 'text')})`);
  if (rows.length < READS.length) return new Date(0);
  let until: Date | null = null;
  for (const row of rows) {
    if (compareCheckpoints({ tx: row.tx, position: row.position }, head.checkpoint) >= 0) continue;
    const applied = row.last_event_at === null ? new Date(0) : new Date(row.last_event_at);
    if (until === null || applied < until) until = applied;
  }
  return until;
};

