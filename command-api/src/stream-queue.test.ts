import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './stream-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('keyed queue', () => {
  it('runs tasks of one key one at a time, in order, even when one fails', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const task = (name: string, fail = false) => async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([queue('a', task('1')), queue('a', task('2', true)), queue('a', task('3'))]);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('runs tasks of different keys concurrently', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
    };
    await Promise.all([queue('a', task('a')), queue('b', task('b'))]);
    expect(log.slice(0, 2)).toEqual(['start a', 'start b']);
  });
});
