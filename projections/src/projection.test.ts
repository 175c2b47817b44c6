import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@regimen/event-store';
import { toBatch } from './apply-batch.ts';
import { advisoryKey } from './leader-lock.ts';
import { parseRecordedEvent } from './parse-event.ts';
import { defineProjection, indexName, liveTables, physicalName, queriesForBatch, shadowTables, statement } from './projection.ts';

const recorded = (type: string, data: unknown, position: bigint): RecordedEvent => ({
  id: randomUUID(),
  type,
  schemaVersion: 1,
  streamId: `s-${position}`,
  revision: 0n,
  position,
  checkpoint: { tx: position, position },
  data,
  metadata: { userId: randomUUID(), occurredAt: '2026-01-01T00:00:00.000Z', commandId: randomUUID(), correlationId: randomUUID() },
  recordedAt: new Date('2026-01-01T00:00:00.000Z'),
});

const feedbackOnly = defineProjection({
  name: 'feedback-only',
  version: 1,
  tables: ['things'],
  setup: (t) => [statement`create table if not exists ${t.things} (id uuid)`],
  handlers: { FeedbackSubmitted: (event, t) => [statement`insert into ${t.things} values (${event.data.feedbackId})`] },
});

const feedback = (position: bigint): RecordedEvent =>
  recorded('FeedbackSubmitted', { feedbackId: randomUUID(), type: 'bug', rating: null, message: 'm', page: '/', userAgent: 'u' }, position);

describe('a batch for a projection', () => {
  it('parses only the events the projection handles but moves past all of them', () => {
    const parsed: string[] = [];
    const raw = [feedback(1n), recorded('SomethingFromTheFuture', { whatever: true }, 2n), feedback(3n), recorded('SignedIn', {}, 4n)];
    const batch = toBatch(feedbackOnly, raw, (event) => {
      parsed.push(event.type);
      return parseRecordedEvent(event);
    });
    expect(parsed).toEqual(['FeedbackSubmitted', 'FeedbackSubmitted']);
    expect(batch?.events.map((event) => event.position)).toEqual([1n, 3n]);
    expect(batch?.last.position).toBe(4n);
    expect(batch?.size).toBe(4);
  });

  it('is null when there are no events', () => {
    expect(toBatch(feedbackOnly, [], parseRecordedEvent)).toBeNull();
  });

  it('goes through applyBatch when the projection has one', () => {
    const events = [parseRecordedEvent(feedback(1n)), parseRecordedEvent(feedback(2n))];
    const t = liveTables(feedbackOnly);
    expect(queriesForBatch(feedbackOnly, events, t)).toHaveLength(2);
    const batched = { ...feedbackOnly, applyBatch: () => [statement`select 1`] };
    expect(queriesForBatch(batched, events, t).map((query) => query.sql)).toEqual(['select 1']);
  });
});

describe('an invalid stored event', () => {
  it('is rejected by the parser (the batch then fails like a failing handler)', () => {
    expect(() => parseRecordedEvent(recorded('FeedbackSubmitted', { feedbackId: 'not-a-uuid' }, 1n))).toThrow(/Invalid data/);
  });
});

describe('physical tables', () => {
  it('map logical names to live and __rebuild names, indexes prefixed by the physical name', () => {
    expect(physicalName(liveTables(feedbackOnly).things)).toBe('things');
    expect(physicalName(shadowTables(feedbackOnly).things)).toBe('things__rebuild');
    expect(indexName(shadowTables(feedbackOnly).things, 'user_id_idx').names).toEqual(['things__rebuild_user_id_idx']);
  });
});

describe('advisory keys', () => {
  it('are stable per name and differ between names and scopes', () => {
    expect(advisoryKey('leader', 'users')).toBe(advisoryKey('leader', 'users'));
    expect(advisoryKey('leader', 'users')).not.toBe(advisoryKey('leader', 'intake'));
    expect(advisoryKey('leader', 'users')).not.toBe(advisoryKey('rebuild', 'users'));
  });
});

describe('an account deletion in a batch', () => {
  const calls: string[][] = [];
  const setBased = defineProjection({
    name: 'set-based',
    version: 1,
    tables: ['things'],
    setup: (t) => [statement`create table if not exists ${t.things} (id uuid)`],
    handlers: { FeedbackSubmitted: (event, t) => [statement`insert into ${t.things} values (${event.data.feedbackId})`] },
    applyBatch: (events, t) => {
      calls.push(events.map((event) => event.type));
      return events.map(() => statement`select 1 from ${t.things}`);
    },
    erase: (userId, t) => [statement`delete from ${t.things} where id = ${userId}`],
  });

  it('reaches a projection that erases, and splits the set-based path around it, in order', () => {
    const raw = [feedback(1n), recorded('AccountDeleted', {}, 2n), feedback(3n)];
    const batch = toBatch(setBased, raw, parseRecordedEvent);
    expect(batch?.events.map((event) => event.type)).toEqual(['FeedbackSubmitted', 'AccountDeleted', 'FeedbackSubmitted']);
    const queries = queriesForBatch(setBased, batch?.events ?? [], liveTables(setBased));
    expect(calls).toEqual([['FeedbackSubmitted'], ['FeedbackSubmitted']]);
    expect(queries.map((query) => query.sql.split(' ')[0])).toEqual(['select', 'delete', 'select']);
  });

  it('does not reach a projection that keeps nothing of a user', () => {
    expect(toBatch(feedbackOnly, [recorded('AccountDeleted', {}, 1n)], parseRecordedEvent)?.events).toEqual([]);
  });
});
