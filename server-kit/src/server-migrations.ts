import type { Migration } from '@regimen/event-store/postgres/run-migrations';

/** Write-side tables that are not event-sourced: secrets and technical state. */
export const serverMigrations: readonly Migration[] = [
  {
    id: 'server-kit/001-sessions-credentials',
    sql: `
      create table sessions (
        sid text primary key,          -- sha-256 of the cookie value, never the value itself
        sess jsonb not null,
        expire timestamptz not null,
        user_id uuid not null
      );
      create index sessions_expire_idx on sessions (expire);
      create index sessions_user_idx on sessions (user_id);

      -- Email uniqueness is a set rule across account streams: this table reserves an email
      -- before AccountRegistered is appended. Password hashes never enter the event log.
      create table credentials (
        user_id uuid primary key,
        email text not null unique,
        password_hash text,
        created_at timestamptz not null default now()
      );
      create table oidc_identities (
        issuer text not null,
        subject text not null,
        user_id uuid not null references credentials (user_id) on delete cascade,
        primary key (issuer, subject)
      );
      -- One-time facts such as who became the first admin, claimed with insert … on conflict do nothing.
      create table system_flags (
        key text primary key,
        value jsonb not null,
        set_at timestamptz not null default now()
      );
    `,
  },
  {
    id: 'server-kit/002-session-idle-admin',
    sql: `
      -- Idle timeout: a session unused for SESSION_IDLE_MINUTES ends, besides its absolute expiry.
      alter table sessions add column last_seen_at timestamptz not null default now();
      -- Admin rights of the session, written with the grant/revoke so that a demotion takes effect
      -- at once (the users read model may lag). Sessions of existing admins keep their rights.
      alter table sessions add column is_admin boolean not null default false;
      do $$ begin
        if to_regclass('users') is not null then
          execute 'update sessions s set is_admin = u.is_admin from users u where u.id = s.user_id';
        end if;
      end $$;
    `,
  },
  {
    id: 'ownership/001-user-data-keys',
    sql: `
      -- Per-user data keys (wrapped by the master key from DATA_KEY_SECRET) that seal the personal
      -- fields of events. A null wrapped_key is an erased user: the row stays so no key is made again.
      create table user_data_keys (
        user_id uuid primary key,
        wrapped_key bytea,
        created_at timestamptz not null default now(),
        destroyed_at timestamptz
      );
    `,
  },
  {
    id: 'ownership/002-data-key-ids',
    sql: `
      -- Which secret (DATA_KEY_SECRET, by a hash of it) wrapped each key, so a rotation knows what is
      -- left to re-wrap. Null for keys written before this: they are tried with every configured secret.
      alter table user_data_keys add column kek_id text;
    `,
  },
];
