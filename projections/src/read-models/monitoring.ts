import { sql } from 'slonik';
import { defineProjection, indexName, statement } from '../projection.ts';

/**
 * The admin monitoring read models, from ApiTrafficMetered (stream `traffic-<meterId>`, one window
 * of one API process's traffic each): requests, 429 refusals and time per endpoint and window, and
 * when each user was last seen. A window is keyed by its meter and start, so a replay adds nothing;
 * last-seen only moves forward.
 */
export const monitoringProjection = defineProjection({
  name: 'monitoring',
  version: 2,
  tables: ['api_traffic', 'api_active_users'],
  setup: (t) => [
    statement`
      create table if not exists ${t.api_traffic} (
        meter_id text not null,
        window_start timestamptz not null,
        window_end timestamptz not null,
        endpoint text not null,
        tier text not null,
        requests integer not null,
        limited integer not null,
        limited_wait_seconds double precision not null,
        total_duration_ms double precision not null,
        primary key (meter_id, window_start, endpoint)
      )`,
    statement`create index if not exists ${indexName(t.api_traffic, 'window_end_idx')} on ${t.api_traffic} (window_end)`,
    statement`
      create table if not exists ${t.api_active_users} (
        user_id uuid primary key,
        last_seen_at timestamptz not null
      )`,
    statement`create index if not exists ${indexName(t.api_active_users, 'last_seen_idx')} on ${t.api_active_users} (last_seen_at)`,
  ],
  handlers: {
    ApiTrafficMetered: (event, t) => {
      const d = event.data;
      const statements = [];
      if (d.endpoints.length > 0) {
        statements.push(statement`
          insert into ${t.api_traffic} (meter_id, window_start, window_end, endpoint, tier, requests, limited, limited_wait_seconds, total_duration_ms)
          select ${d.meterId}, ${d.windowStart}, ${d.windowEnd}, e.endpoint, e.tier, e.requests, e.limited, e.limited_wait_seconds, e.total_duration_ms
          from unnest(
            ${sql.array(d.endpoints.map((e) => e.endpoint), 'text')}, ${sql.array(d.endpoints.map((e) => e.tier), 'text')},
            ${sql.array(d.endpoints.map((e) => e.requests), 'int4')}, ${sql.array(d.endpoints.map((e) => e.limited), 'int4')},
            ${sql.array(d.endpoints.map((e) => e.limitedWaitSeconds), 'float8')}, ${sql.array(d.endpoints.map((e) => e.totalDurationMs), 'float8')}
          ) as e(endpoint, tier, requests, limited, limited_wait_seconds, total_duration_ms)
          on conflict (meter_id, window_start, endpoint) do nothing`);
      }
      if (d.userIds.length > 0) {
        statements.push(statement`
          insert into ${t.api_active_users} (user_id, last_seen_at)
          select id, ${d.windowEnd}::timestamptz from unnest(${sql.array(d.userIds, 'uuid')}) as u(id)
          on conflict (user_id) do update set last_seen_at = greatest(${t.api_active_users}.last_seen_at, excluded.last_seen_at)`);
      }
      return statements;
    },
  },
  erase: (userId, t) => [statement`delete from ${t.api_active_users} where user_id = ${userId}`],
});
