import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createTrafficMeter, type TrafficWindow } from './traffic-meter.ts';

const USER = '00000000-0000-4000-8000-000000000001';

/** An app with a stand-in session plugin: a request with `x-user` is signed in as that user. */
const appWith = async (meter: ReturnType<typeof createTrafficMeter>) => {
  const app = Fastify();
  await app.register(
    fp(
      async (instance) => {
        instance.decorateRequest('session', null);
        instance.addHook('onRequest', async (request) => {
          const user = request.headers['x-user'];
          if (typeof user === 'string') request.session = { userId: user } as never;
        });
      },
      { name: 'regimen-sessions' },
    ),
  );
  await app.register(meter.plugin);
  app.get('/api/items/:id', async () => ({ ok: true }));
  app.post('/api/ai/research', { config: { rateLimit: ['ai'] } }, async (_request, reply) => reply.status(429).header('retry-after', '30').send({}));
  app.get('/api/health', async () => ({ ok: true }));
  return app;
};

describe('the traffic meter', () => {
  it('counts per route pattern, tier, refusal and user, and records one window per flush', async () => {
    const windows: TrafficWindow[] = [];
    const meter = createTrafficMeter({ record: async (window) => void windows.push(window), logger: pino({ level: 'silent' }), flushIntervalMs: 60_000 });
    const app = await appWith(meter);
    await app.inject({ method: 'GET', url: '/api/items/1', headers: { 'x-user': USER } });
    await app.inject({ method: 'GET', url: '/api/items/2', headers: { 'x-user': USER } });
    await app.inject({ method: 'POST', url: '/api/ai/research' });
    await app.inject({ method: 'GET', url: '/api/health' });
    await meter.flush();
    await meter.flush(); // nothing new: nothing recorded

    expect(windows).toHaveLength(1);
    const [window] = windows;
    expect(window?.endpoints.map(({ totalDurationMs, ...rest }) => rest)).toEqual([
      { endpoint: 'GET /api/items/:id', tier: 'general', requests: 2, limited: 0, limitedWaitSeconds: 0 },
      { endpoint: 'POST /api/ai/research', tier: 'ai', requests: 1, limited: 1, limitedWaitSeconds: 30 },
    ]);
    expect(window).toMatchObject({ userIds: [USER], users: 1, anonymousClients: 1 });
    await meter.close();
    await app.close();
  });

  it('keeps the counts of a window it could not record and records them with the next one', async () => {
    const windows: TrafficWindow[] = [];
    let failures = 1;
    const meter = createTrafficMeter({
      record: async (window) => {
        if (failures-- > 0) throw new Error('database unavailable');
        windows.push(window);
      },
      logger: pino({ level: 'silent' }),
      flushIntervalMs: 60_000,
    });
    const app = await appWith(meter);
    await app.inject({ method: 'GET', url: '/api/items/1' });
    await meter.flush();
    await app.inject({ method: 'GET', url: '/api/items/2' });
    await meter.close();

    expect(windows).toHaveLength(1);
    expect(windows[0]?.endpoints).toEqual([expect.objectContaining({ endpoint: 'GET /api/items/:id', requests: 2 })]);
    await app.close();
  });
});
