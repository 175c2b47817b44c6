/**
 * The event log and the stream table. `transaction_id` is what makes the global order safe to
 * read while writers are still running: see statements.ts and the README.
 */
export const schemaSql = `
  create table events (
    global_position bigint generated always as identity,
    transaction_id xid8 not null default pg_current_xact_id(),
    stream_id text not null,
    stream_revision bigint not null,
    event_id uuid not null,
    event_type text not null,
    schema_version int not null,
    data jsonb not null,
    metadata jsonb not null,
    recorded_at timestamptz not null default now(),
    primary key (global_position),
    unique (stream_id, stream_revision),
    constraint events_event_id_key unique (event_id)
  );
  create index events_transaction_position_idx on events (transaction_id, global_position);

  -- One row per stream: its head revision. Appends to a stream are serialised by an advisory
  -- lock on its id (see append-events-sql.ts).
  create table streams (
    stream_id text primary key,
    revision bigint not null
  );
`;
