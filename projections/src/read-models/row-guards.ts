import { sql, type FragmentSqlToken, type IdentifierSqlToken } from 'slonik';
import type { EventType, ProjectedEvent } from '../events.ts';
import { statement, type SqlQuery } from '../projection.ts';

/**
 * Every row owned by one stream carries the revision of the last event applied to it; an update
 * only applies an event newer than that. All events touching such a row come from one stream, so
 * its revision orders them (global positions do not: PostgreSQL commits them out of order).
 */
export const guardedUpdate = (
  table: IdentifierSqlToken,
  id: string,
  event: ProjectedEvent<EventType>,
  assignments: readonly FragmentSqlToken[],
): SqlQuery => statement`
  update ${table} set ${sql.join([...assignments, sql.fragment`last_event_revision = ${event.revision}`], sql.fragment`, `)}
  where id = ${id} and last_event_revision < ${event.revision}`;

/** The user an event concerns; every event but anonymous feedback has one. */
export const ownerOf = (event: ProjectedEvent<EventType>): string => {
  const { userId } = event.metadata;
  if (userId === null) throw new Error(`${event.type} ${event.id} has no metadata.userId`);
  return userId;
};

/** ISO timestamp of when the event happened (never the projection's clock: rebuilds must reproduce rows exactly). */
export const occurredAt = (event: ProjectedEvent<EventType>): string => event.metadata.occurredAt;

