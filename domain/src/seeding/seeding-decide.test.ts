import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import type { StartSeeding } from './seeding-commands.ts';
import { seedingDecider } from './seeding-decide.ts';
import type { SeedingEvent } from './seeding-events.ts';

const given = deciderSpec(seedingDecider);
const jobId = '00000000-0000-4000-8000-0000000005ee';
const start = (data: Partial<StartSeeding['data']> = {}): StartSeeding => ({
  type: 'StartSeeding',
  data: { jobId, testMode: true, target: 3, candidates: ['Zinc', 'Iron', 'Zinc', 'Biotin', 'Niacin'], cached: 1, ...data },
});
const started: SeedingEvent = { type: 'SeedingStarted', data: { jobId, testMode: true, target: 3, names: ['Zinc', 'Iron'] } };
const seeded = (name: string): SeedingEvent => ({ type: 'SupplementSeeded', data: { jobId, name } });

describe('StartSeeding', () => {
  it('plans only what the target still needs, without duplicates', () => {
    given([]).when(start()).then([started]);
  });
  it('refuses a second job while one runs', () => {
    given([started]).when(start()).thenThrows('SeedingAlreadyRunning');
  });
  it('starts and finishes at once when the cache already holds the target', () => {
    given([])
      .when(start({ cached: 3 }))
      .then([{ ...started, data: { ...started.data, names: [] } }, { type: 'SeedingFinished', data: { jobId, seeded: 0, failed: [] } }]);
  });
});

describe('RecordSeeded', () => {
  it('records a planned name once, and finishes with the last one', () => {
    given([started]).when({ type: 'RecordSeeded', data: { jobId, name: 'Zinc' } }).then([seeded('Zinc')]);
    given([started, seeded('Zinc')]).when({ type: 'RecordSeeded', data: { jobId, name: 'Zinc' } }).then([]);
    given([started, seeded('Zinc')])
      .when({ type: 'RecordSeeded', data: { jobId, name: 'Iron' } })
      .then([seeded('Iron'), { type: 'SeedingFinished', data: { jobId, seeded: 2, failed: [] } }]);
  });
  it('refuses a job that is not running', () => {
    given([]).when({ type: 'RecordSeeded', data: { jobId, name: 'Zinc' } }).thenThrows('SeedingJobNotRunning');
  });
});

describe('FinishSeeding', () => {
  it('ends the job with the names that failed', () => {
    given([started, seeded('Zinc')])
      .when({ type: 'FinishSeeding', data: { jobId, failed: ['Iron'] } })
      .then([{ type: 'SeedingFinished', data: { jobId, seeded: 1, failed: ['Iron'] } }]);
  });
});
