import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { EventStore } from '@regimen/event-store';

export interface MetricsAccess {
  /** METRICS_TOKEN: scrapers send `Authorization: Bearer <token>`. */
  readonly token?: string | undefined;
}

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Metrics are not public: with a token, only a request bearing it; without one, only a request
 * made on this machine straight to the process (a loopback socket and no proxy header), so a
 * reverse proxy in front cannot make them public by accident.
 */
const mayReadMetrics = (request: FastifyRequest, token: string | undefined): boolean => {
  if (token) return sameSecret(request.headers.authorization ?? '', `Bearer ${token}`);
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  return loopback && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
};

/** One projection's standing, as the metrics expose it on every scrape. */
export interface ProjectionGauge {
  readonly name: string;
  readonly rebuilding: boolean;
  readonly position: bigint;
  readonly lagEvents: bigint;
  readonly lagSeconds: number;
  readonly headPosition: bigint;
  /** Open dead letters: events the projection set aside. */
  readonly quarantined: number;
}

/**
 * The process's Prometheus metrics. Counters and histograms are updated where things happen;
 * projection positions and lag are read from PostgreSQL when Prometheus scrapes.
 */
export const createMetrics = () => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'regimen_process_' });
  const appendSeconds = new Histogram({
    name: 'regimen_event_append_seconds',
    help: 'Time to append to a stream (one round trip to the event store)',
    labelNames: ['store', 'outcome'],
    buckets: [0.0005, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  const commands = new Counter({
    name: 'regimen_commands_total',
    help: 'Commands handled, by route and outcome (accepted, rejected: 4xx, failed: 5xx)',
    labelNames: ['command', 'outcome'],
    registers: [registry],
  });
  const httpSeconds = new Histogram({
    name: 'regimen_http_request_seconds',
    help: 'HTTP request duration by route and status class',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 3],
    registers: [registry],
  });
  const batchSeconds = new Histogram({
    name: 'regimen_projection_batch_seconds',
    help: 'Time to apply one projection batch (one transaction)',
    labelNames: ['projection'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
    registers: [registry],
  });
  const batchEvents = new Counter({
    name: 'regimen_projection_events_total',
    help: 'Events passed through each projection by this process',
    labelNames: ['projection'],
    registers: [registry],
  });

  const quarantinedEvents = new Counter({
    name: 'regimen_projection_events_quarantined_total',
    help: 'Events a projection worker of this process could not apply and quarantined (alert on any increase)',
    labelNames: ['projection'],
    registers: [registry],
  });

  let readProjections: () => Promise<readonly ProjectionGauge[]> = async () => [];
  let reading: Promise<readonly ProjectionGauge[]> | null = null;
  /** One read of the projections per scrape: the registry collects every gauge at once, and five gauges read the same rows. */
  const projections = (): Promise<readonly ProjectionGauge[]> =>
    (reading ??= readProjections().finally(() => {
      reading = null;
    }));
  const gauge = (name: string, help: string, pick: (projection: ProjectionGauge) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['projection'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const projection of await projections()) {
          if (!projection.rebuilding) this.set({ projection: projection.name }, pick(projection));
        }
      },
    });
  gauge('regimen_projection_position', 'Global position of the last event the projection applied', (p) => Number(p.position));
  gauge('regimen_projection_lag_events', 'Events between the projection and the head of the store', (p) => Number(p.lagEvents));
  gauge('regimen_projection_lag_seconds', 'Seconds between the newest event and the last one applied', (p) => p.lagSeconds);
  gauge('regimen_projection_dead_letters_open', 'Quarantined events waiting for an admin retry (users with one read degraded)', (p) => p.quarantined);
  new Gauge({
    name: 'regimen_projection_rebuild_progress_ratio',
    help: 'Share of the event log a running rebuild has replayed (0..1)',
    labelNames: ['projection'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const projection of await projections()) {
        if (!projection.rebuilding) continue;
        const ratio = projection.headPosition === 0n ? 1 : Number(projection.position) / Number(projection.headPosition);
        this.set({ projection: projection.name.replace(/__rebuild$/, '') }, Math.min(1, ratio));
      }
    },
  });

  const dosesMissed = new Counter({
    name: 'regimen_scheduler_doses_missed_total',
    help: 'Dose slots the dose scheduler of this process recorded missed (DoseMissed)',
    registers: [registry],
  });
  const noticesIssued = new Counter({
    name: 'regimen_scheduler_notices_issued_total',
    help: 'Dose reminders and low-stock notices the dose scheduler of this process issued (DoseReminderIssued, LowStockNoticeIssued)',
    registers: [registry],
  });
  let readScheduler: () => { readonly leader: boolean; readonly closedUntil: Date | null } | null = () => null;
  new Gauge({
    name: 'regimen_scheduler_lag_seconds',
    help: 'Seconds between now and the dose scheduler\'s watermark, in the process leading it (windows closing after it are not judged yet)',
    registers: [registry],
    collect() {
      this.reset();
      const scheduler = readScheduler();
      if (scheduler?.leader && scheduler.closedUntil) this.set((Date.now() - scheduler.closedUntil.getTime()) / 1000);
    },
  });

  return {
    registry,
    onDosesMissed(count: number): void {
      dosesMissed.inc(count);
    },
    onNoticesIssued(count: number): void {
      noticesIssued.inc(count);
    },
    readSchedulerWith(reader: () => { readonly leader: boolean; readonly closedUntil: Date | null } | null): void {
      readScheduler = reader;
    },
    /** Wraps a store so every append is timed. */
    instrumentStore(store: EventStore): EventStore {
      return {
        name: store.name,
        async append(streamId, events, expected) {
          const end = appendSeconds.startTimer({ store: store.name });
          try {
            const result = await store.append(streamId, events, expected);
            end({ outcome: 'ok' });
            return result;
          } catch (error) {
            end({ outcome: 'error' });
            throw error;
          }
        },
        readStream: (...args) => store.readStream(...args),
        readAll: (...args) => store.readAll(...args),
        ...(store.readUserEvents && { readUserEvents: store.readUserEvents.bind(store) }),
        subscribeToAll: (...args) => store.subscribeToAll(...args),
        head: () => store.head(),
        checkpointOf: (position) => store.checkpointOf(position),
        browse: (options) => store.browse(options),
        close: () => store.close(),
      };
    },
    onBatch(batch: { readonly projection: string; readonly events: number; readonly seconds: number }): void {
      batchSeconds.observe({ projection: batch.projection }, batch.seconds);
      batchEvents.inc({ projection: batch.projection }, batch.events);
    },
    onQuarantine(event: { readonly projection: string }): void {
      quarantinedEvents.inc({ projection: event.projection });
    },
    readProjectionsWith(reader: () => Promise<readonly ProjectionGauge[]>): void {
      readProjections = reader;
    },
    /** Request timing for every route, and command outcomes for the state-changing ones. */
    plugin: fp<MetricsAccess>(
      async (app: FastifyInstance, { token }) => {
        app.addHook('onResponse', async (request, reply) => {
          const route = request.routeOptions.url ?? 'unmatched';
          const status = reply.statusCode;
          httpSeconds.observe({ method: request.method, route, status: `${Math.floor(status / 100)}xx` }, reply.elapsedTime / 1000);
          if (request.method !== 'GET' && request.method !== 'HEAD' && route.startsWith('/api/')) {
            commands.inc({ command: `${request.method} ${route}`, outcome: status < 400 ? 'accepted' : status < 500 ? 'rejected' : 'failed' });
          }
        });
        app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
          if (!mayReadMetrics(request, token)) {
            return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').type('text/plain').send('Metrics need METRICS_TOKEN as a bearer token.\n');
          }
          return reply.type(registry.contentType).send(await registry.metrics());
        });
      },
      { name: 'regimen-metrics' },
    ),
  };
};

export type Metrics = ReturnType<typeof createMetrics>;
