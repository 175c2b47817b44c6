import { defineProjection, statement } from '../projection.ts';

/**
 * One row per account stream, guarded by the stream revision like the real read models:
 * SignedIn creates it, AccountBlocked updates it. `poison` decides which SignedIn fails, and how.
 */
export const accounts = (poison: (userId: string) => 'throw' | 'overflow' | 'transient' | null = () => null) =>
  defineProjection({
    name: 'accounts_probe',
    version: 1,
    tables: ['accounts_probe'],
    setup: (t) => [
      statement`create table if not exists ${t.accounts_probe} (
        stream_id text primary key, revision bigint not null, state text not null, logins integer not null)`,
    ],
    handlers: {
      SignedIn: (event, t) => {
        const failure = poison(event.metadata.userId ?? '');
        if (failure === 'throw') throw new Error('handler bug');
        const logins = failure === 'overflow' ? 2_147_483_648 : 1;
        return [
          ...(failure === 'transient' ? [statement`do $$ begin raise exception 'server busy' using errcode = '53300'; end $$`] : []),
          statement`
            insert into ${t.accounts_probe} (stream_id, revision, state, logins) values (${event.streamId}, ${event.revision}, 'signed-in', ${logins})
            on conflict (stream_id) do update set revision = excluded.revision, state = excluded.state
            where ${t.accounts_probe}.revision < excluded.revision`,
        ];
      },
      AccountBlocked: (event, t) => [
        statement`update ${t.accounts_probe} set revision = ${event.revision}, state = ${event.data.reason}
          where stream_id = ${event.streamId} and revision < ${event.revision}`,
      ],
    },
  });
