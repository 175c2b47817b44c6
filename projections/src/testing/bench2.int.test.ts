import { it } from 'vitest';
import pg from 'pg';
import { statement } from '../projection.ts';
import { openTestDb } from './harness.ts';

it('bench', async () => {
  const db = await openTestDb();
  await db.pool.query(statement`create table x (id int primary key, v int)`);
  let t = performance.now();
  await db.pool.connect(async (c) => {
    await c.transaction(async (tx) => {
      for (let i = 0; i < 5000; i++) await tx.query(statement`insert into x values (${i}, ${i}) on conflict (id) do nothing`);
    });
  });
  console.log('slonik per query us', ((performance.now() - t) / 5000) * 1000);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  t = performance.now();
  await client.query('begin');
  for (let i = 0; i < 5000; i++) await client.query('insert into x values ($1, $2) on conflict (id) do nothing', [i + 10000, i]);
  await client.query('commit');
  console.log('pg per query us', ((performance.now() - t) / 5000) * 1000);
  t = performance.now();
  await client.query('begin');
  const ps = [];
  for (let i = 0; i < 5000; i++) ps.push(client.query('insert into x values ($1, $2) on conflict (id) do nothing', [i + 20000, i]));
  await Promise.all(ps);
  await client.query('commit');
  console.log('pg queued per query us', ((performance.now() - t) / 5000) * 1000);
  await client.end();
  await db.close();
}, 120_000);
