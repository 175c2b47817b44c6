import type pg from 'pg';
import { personalEventTypes, personalFieldsOf } from '@regimen/domain/personal-data';
import { sealLegacyEvents, type DataKeyring, type SealLegacyOptions, type SealLegacyProgress } from '@regimen/event-store';

/**
 * Seals the personal fields of events written in clear before encryption existed (PostgreSQL
 * store only): everyone's (`npm run encrypt-legacy`) or one user's, which an erasure runs before
 * it destroys the key, so a deletion leaves nothing of theirs readable even in old events.
 */
export const sealLegacyPersonalData = (
  pool: pg.Pool,
  keyring: DataKeyring,
  options: Pick<SealLegacyOptions, 'userId' | 'batchSize' | 'onBatch'> = {},
): Promise<SealLegacyProgress> => sealLegacyEvents(pool, { keyring, personalFieldsOf, types: personalEventTypes(), ...options });

/**
 * Users deleted before their key could be destroyed (their deletion predates crypto-shredding):
 * their keys are destroyed now, so the rewrite erases their fields instead of sealing them.
 */
export const destroyKeysOfDeletedUsers = async (pool: pg.Pool, keyring: DataKeyring): Promise<number> => {
  // The deleted user is the account stream's id (`account-<userId>`).
  const { rows } = await pool.query<{ user_id: string }>(
    `select distinct substring(e.stream_id from 9) as user_id from events e
     where e.event_type = 'AccountDeleted' and e.stream_id like 'account-%'
       and not exists (select 1 from user_data_keys k where k.user_id::text = substring(e.stream_id from 9) and k.wrapped_key is null)`,
  );
  for (const row of rows) await keyring.destroy(row.user_id);
  return rows.length;
};
