import { pendingNames, supplementEntries } from '@regimen/domain';
import type { EventStore } from '@regimen/event-store';
import type { DatabasePool } from 'slonik';
import { sql } from 'slonik';
import { z } from 'zod';
import { foldStream } from '../aggregate.ts';
import { seeding } from '../aggregates.ts';
import { handleCommand, type CommandContext } from '../handle-command.ts';
import { derivedUuid } from '../ids.ts';
import type { InsightProvider } from '../insights/provider.ts';
import { recordServerResearch } from '../insights/record-research.ts';
import { advisoryLeadership, type Leadership } from './seeding-leader.ts';

/** Spec 02: seeding batches are 2 seconds apart. */
const SEED_BATCH_DELAY_MS = 2_000;
const SEED_BATCH_SIZE = 4;

export interface SeedingJobDeps {
  readonly store: EventStore;
  readonly pool: DatabasePool;
  readonly provider: InsightProvider;
  readonly logger: { info(details: object, message: string): void; warn(details: object, message: string): void; error(details: object, message: string): void };
  readonly batchDelayMs?: number;
  /** Which process runs the job when several do (default: an advisory lock on the pool's database). */
  readonly leadership?: Leadership;
}

const researchSubject = (entryId: string): string => `research:${entryId}`;

/** Supplements with a fresh research answer in the shared cache, by subject key. */
async function cachedResearchSubjects(pool: DatabasePool): Promise<Set<string>> {
  const rows = await pool.anyFirst(sql.type(z.object({ subject: z.string() }))`
    select distinct subject_key as subject from ai_analyses where operation = 'research' and not cache_hit and result is not null`);
  return new Set(rows);
}

/** What a new job should research: the knowledge base's supplements the cache lacks, in catalog order. */
export async function seedingCandidates(pool: DatabasePool): Promise<{ candidates: string[]; cached: number }> {
  const cached = await cachedResearchSubjects(pool);
  return { candidates: supplementEntries.filter((entry) => !cached.has(researchSubject(entry.id))).map((entry) => entry.name), cached: cached.size };
}

/**
 * The seeding job: its plan and progress are events on the `seeding` stream, so a restart picks up
 * where it stopped. Each step researches a few names through the provider and records them as
 * research analyses (the shared cache) and as seeded; ids derive from the job and the name, so a
 * step repeated after a crash writes nothing twice. Of several processes only the leader (advisory
 * lock) runs steps; the others stand by and one takes over, from the events, when the leader dies.
 */
export function createSeedingJob({ store, pool, provider, logger, batchDelayMs = SEED_BATCH_DELAY_MS, leadership = advisoryLeadership(pool) }: SeedingJobDeps) {
  const failed = new Map<string, Set<string>>();
  let stopped = false;
  let wake: (() => void) | null = null;

  const contextFor = (jobId: string, userId: string | null, ...parts: string[]): CommandContext => ({
    userId,
    ...(userId ? { actorId: userId } : {}),
    commandId: derivedUuid(jobId, ...parts),
    correlationId: jobId,
    now: new Date(),
  });

  const seedOne = async (jobId: string, startedBy: string, name: string): Promise<void> => {
    const entry = supplementEntries.find((candidate) => candidate.name === name);
    await recordServerResearch(store, provider, {
      userId: startedBy,
      supplementName: name,
      subjectKey: entry ? researchSubject(entry.id) : `research:name:${name.toLowerCase()}`,
      idParts: [jobId, name],
      correlationId: jobId,
    });
    await handleCommand(store, seeding, { key: [], context: contextFor(jobId, startedBy, name, 'seeded'), command: { type: 'RecordSeeded', data: { jobId, name } } });
  };

  /** One batch of the running job, if any. Returns whether a job is still running. */
  const step = async (): Promise<boolean> => {
    const state = await foldStream(store, seeding);
    if (state.status !== 'running') return false;
    const skipped = failed.get(state.jobId) ?? new Set<string>();
    failed.set(state.jobId, skipped);
    const batch = pendingNames(state).filter((name) => !skipped.has(name)).slice(0, SEED_BATCH_SIZE);
    if (batch.length === 0) {
      await handleCommand(store, seeding, { key: [], context: contextFor(state.jobId, state.startedBy, 'finish'), command: { type: 'FinishSeeding', data: { jobId: state.jobId, failed: [...skipped] } } });
      return false;
    }
    for (const name of batch) {
      try {
        await seedOne(state.jobId, state.startedBy ?? state.jobId, name);
      } catch (error) {
        skipped.add(name);
        logger.warn({ err: error, jobId: state.jobId }, 'seeding: a supplement could not be researched; skipped');
      }
    }
    return true;
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** While this process holds the lock: a batch, then the 2 s pause (longer when idle), checking the lock's connection before each. */
  const lead = async (alive: () => Promise<void>): Promise<void> => {
    logger.info({}, 'seeding job: this process leads');
    while (!stopped) {
      await alive();
      let running = false;
      try {
        running = await step();
      } catch (error) {
        logger.error({ err: error }, 'seeding step failed; retrying');
      }
      if (stopped) break;
      await sleep(running ? batchDelayMs : batchDelayMs * 2);
    }
  };

  const loop = async () => {
    while (!stopped) {
      try {
        await leadership.tryLead(lead);
      } catch (error) {
        logger.warn({ err: error }, 'seeding job: lost or could not take the lead; standing by');
      }
      if (stopped) break;
      // Standing by: a leader that dies frees its lock with its connection, taken here on a later try.
      await sleep(batchDelayMs);
    }
  };

  let done: Promise<void> | null = null;
  return {
    step,
    start: () => {
      done ??= loop();
    },
    /** A job was just started: run its first batch now rather than after the idle wait. */
    nudge: () => wake?.(),
    stop: async () => {
      stopped = true;
      wake?.();
      await done;
    },
  };
}

export type SeedingJob = ReturnType<typeof createSeedingJob>;
