import { describe, expect, it } from 'vitest';
import type { EventMetadata, EventValidator } from '../../port.ts';
import { eventually, newStreamId, testEvent, type StoreFactory } from './context.ts';

class Rejected extends Error {}

const rejecting =
  (type: string): EventValidator =>
  (eventType) => {
    if (eventType === type) throw new Rejected(`${eventType} is not valid`);
  };

export const describeValidation = (factory: StoreFactory): void => {
  describe('the validate hook', () => {
    it('gets type, schema version, data and metadata, and rejects an append before it is written', async () => {
      const calls: [string, number, unknown, EventMetadata][] = [];
      const validate: EventValidator = (type, schemaVersion, data, metadata) => {
        calls.push([type, schemaVersion, data, metadata]);
        rejecting('Invalid')(type, schemaVersion, data, metadata);
      };
      const { store, cleanup } = await factory({ validate });
      try {
        const streamId = newStreamId();
        const valid = testEvent('Valid', { ok: true });
        await expect(store.append(streamId, [valid, testEvent('Invalid')], 'any')).rejects.toBeInstanceOf(Rejected);
        expect(await store.readStream(streamId)).toEqual([]);
        expect(calls[0]).toEqual(['Valid', 1, { ok: true }, valid.metadata]);
      } finally {
        await cleanup();
      }
    });

    it('rejects reads of an event it does not accept', async () => {
      const plain = await factory();
      const strict = await factory({ validate: rejecting('NoLongerValid') });
      try {
        const start = (await plain.store.head()).checkpoint;
        const streamId = newStreamId();
        await plain.store.append(streamId, [testEvent('NoLongerValid')], 'no_stream');
        await expect(strict.store.readStream(streamId)).rejects.toBeInstanceOf(Rejected);
        await eventually(async () => {
          await expect(strict.store.readAll({ after: start })).rejects.toBeInstanceOf(Rejected);
        });
      } finally {
        await strict.cleanup();
        await plain.cleanup();
      }
    });
  });
};
