import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statements } from './statements.ts';
import { createTestPool, lazyTestDatabase } from './test-database.ts';

/**
 * The statements a subscription runs after every batch are prepared (named): after five runs
 * PostgreSQL may settle on a generic plan, costed without the parameters' values. On a large log
 * such a plan must still walk the (transaction_id, global_position) index, never the whole table.
 */

const database = lazyTestDatabase();
let pool: pg.Pool;
let client: pg.PoolClient;

beforeAll(async () => {
  pool = createTestPool(await database.url(), 2);
  client = await pool.connect();
  // Enough rows that the planner's choice matters; the columns only need to be valid.
  await client.query(`
    insert into events (stream_id, stream_revision, event_id, event_type, schema_version, data, metadata)
    select 'plan-' || n, 0, gen_random_uuid(), 'PlanProbe', 1, '{}', '{}' from generate_series(1, 200000) as n`);
  await client.query('analyze events');
  await client.query('set plan_cache_mode = force_generic_plan');
});

afterAll(async () => {
  client?.release();
  await pool?.end();
  await database.drop();
});

/** Node types of the generic plan of `text` with parameters of `types`. */
const genericPlanNodes = async (text: string, types: readonly string[], values: readonly string[]): Promise<string[]> => {
  await client.query(`prepare probe(${types.join(', ')}) as ${text}`);
  try {
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) execute probe(${values.map((value) => `'${value}'`).join(', ')})`);
    return nodesOf(rows[0]!['QUERY PLAN'][0].Plan);
  } finally {
    await client.query('deallocate probe');
  }
};

interface PlanNode {
  readonly 'Node Type': string;
  readonly 'Relation Name'?: string;
  readonly Plans?: readonly PlanNode[];
}
const nodesOf = (node: PlanNode): string[] => [`${node['Node Type']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('generic plans of the subscription statements', () => {
  it('read the log from a checkpoint through the index', async () => {
    const nodes = await genericPlanNodes(statements.readAll.text, ['xid8', 'bigint', 'int'], ['1', '1', '500']);
    expect(nodes).not.toContain('Seq Scan on events');
    expect(nodes.some((node) => node.startsWith('Index'))).toBe(true);
  });

  it("read a subscription's batch and whether anything is held through the index", async () => {
    const nodes = await genericPlanNodes(statements.readLive.text, ['xid8', 'bigint', 'int'], ['1', '1', '500']);
    expect(nodes).not.toContain('Seq Scan on events');
    expect(nodes.filter((node) => node.startsWith('Index'))).toHaveLength(2);
  });
});
