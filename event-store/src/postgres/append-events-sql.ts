/** SQLSTATEs append_events raises; errors.ts maps them to the port's error classes. */
export const WRONG_EXPECTED_REVISION = 'ES409';
export const DUPLICATE_EVENT_ID = 'ES422';
export const NOTIFY_CHANNEL = 'event_store_appended';

/**
 * One round trip per append. The stream lock is a transaction-scoped advisory lock on the stream
 * id, not `select … for update` on its row: locking a row assigns the transaction id *before*
 * waiting, so with three appenders on one stream the one that started waiting first could take
 * the lock second and still carry the smaller id. The global order is (transaction id,
 * position), so that stream's revisions would be read out of order. An advisory lock needs no
 * transaction id; the first write after it takes one, necessarily larger than the previous
 * holder's. (sequence-gaps.int.test.ts' soak test fails with a row lock.)
 *
 * With the lock held, every later statement sees all committed appends to the stream (each
 * statement of a volatile plpgsql function takes a fresh snapshot under READ COMMITTED), so the
 * idempotency check and the revision check are exact, and concurrent 'no_stream' creators simply
 * queue: the second one finds the stream and fails with ES409.
 */
export const appendEventsSql = `
  create function append_events(
    p_stream_id text,
    p_expected_kind text,        -- 'any' | 'no_stream' | 'stream_exists' | 'exact'
    p_expected_revision bigint,  -- only for 'exact'
    p_events jsonb,              -- [{ id, type, schemaVersion, data, metadata }, ...]
    p_notify boolean default true
  ) returns table (next_revision bigint, last_position bigint, idempotent boolean)
  language plpgsql as $fn$
  declare
    v_prior_xid xid8 := pg_current_xact_id_if_assigned();
    v_ids uuid[];
    v_count int;
    v_current bigint;
    v_found int;
    v_in_stream int;
    v_min_base bigint;
    v_max_base bigint;
    v_last_position bigint;
    v_duplicate uuid;
  begin
    select array_agg((t.e ->> 'id')::uuid order by t.ord) into v_ids
      from jsonb_array_elements(p_events) with ordinality as t(e, ord);
    v_count := coalesce(array_length(v_ids, 1), 0);
    if v_count = 0 then
      raise exception 'append_events: no events' using errcode = '22023';
    end if;

    perform pg_advisory_xact_lock(hashtextextended(p_stream_id, 0));
    select coalesce(max(s.revision), -1) into v_current from streams s where s.stream_id = p_stream_id;

    -- Idempotency: the same ids, in the same order, at consecutive revisions of this stream.
    select count(*), count(*) filter (where ev.stream_id = p_stream_id),
           min(ev.stream_revision - i.ord) filter (where ev.stream_id = p_stream_id),
           max(ev.stream_revision - i.ord) filter (where ev.stream_id = p_stream_id),
           max(ev.global_position) filter (where i.ord = v_count)
      into v_found, v_in_stream, v_min_base, v_max_base, v_last_position
      from unnest(v_ids) with ordinality as i(id, ord)
      join events ev on ev.event_id = i.id;
    if v_found > 0 then
      if v_found = v_count and v_in_stream = v_count and v_min_base = v_max_base then
        return query select v_max_base + v_count, v_last_position, true;
        return;
      end if;
      select ev.event_id into v_duplicate from events ev where ev.event_id = any (v_ids) limit 1;
      raise exception 'event id % was already appended elsewhere', v_duplicate
        using errcode = '${DUPLICATE_EVENT_ID}', detail = v_duplicate::text;
    end if;

    if (p_expected_kind = 'no_stream' and v_current <> -1)
       or (p_expected_kind = 'stream_exists' and v_current = -1)
       or (p_expected_kind = 'exact' and v_current is distinct from p_expected_revision) then
      raise exception 'stream % is at revision %', p_stream_id, v_current
        using errcode = '${WRONG_EXPECTED_REVISION}', detail = v_current::text;
    end if;

    -- Called inside a transaction that had already written, our transaction id may be older than
    -- that of the stream's last append, which would put these events before it in the global order.
    if v_prior_xid is not null and exists (
      select 1 from events ev
       where ev.stream_id = p_stream_id and ev.stream_revision = v_current and ev.transaction_id > v_prior_xid
    ) then
      raise exception 'append_events: this transaction is older than the last append to stream %; retry in a new transaction', p_stream_id
        using errcode = '40001';
    end if;

    with inserted as (
      insert into events (stream_id, stream_revision, event_id, event_type, schema_version, data, metadata)
      select p_stream_id, v_current + t.ord, (t.e ->> 'id')::uuid, t.e ->> 'type',
             (t.e ->> 'schemaVersion')::int, t.e -> 'data', coalesce(t.e -> 'metadata', '{}'::jsonb)
        from jsonb_array_elements(p_events) with ordinality as t(e, ord)
       order by t.ord
      returning global_position
    )
    select max(global_position) into v_last_position from inserted;

    insert into streams as s (stream_id, revision) values (p_stream_id, v_current + v_count)
      on conflict (stream_id) do update set revision = excluded.revision;
    -- Delivered at commit; identical notifications of one transaction collapse into one. A
    -- notifying commit takes a cluster-wide lock until it is flushed, so busy writers may prefer
    -- p_notify = false and a coalesced notification after commit (postgres-store.ts).
    if p_notify then
      perform pg_notify('${NOTIFY_CHANNEL}', '');
    end if;
    return query select v_current + v_count, v_last_position, false;
  end
  $fn$;
`;
