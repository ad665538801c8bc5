import { describe, expect, it } from 'vitest';
import { FreshReads, SlotCache } from './cache.ts';

/** A read whose answers the test gives by hand, numbered in the order the reads began. */
function controlledReads() {
  const pending: Array<{ resolve: (v: string) => void; reject: (e: Error) => void }> = [];
  let began = 0;
  const read = (key: string) =>
    new Promise<string>((resolve, reject) => {
      const n = ++began;
      pending.push({ resolve: () => resolve(`${key}#${n}`), reject });
    });
  const settle = async (how: 'resolve' | 'reject' = 'resolve') => {
    const next = pending.shift();
    if (!next) throw new Error('no read is under way');
    if (how === 'resolve') next.resolve('');
    else next.reject(new Error('database away'));
    // Let the waiters and the read queued behind it run.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { read, settle, began: () => began };
}

describe('FreshReads', () => {
  it('never answers a caller with a read that began before it asked', async () => {
    const c = controlledReads();
    const reads = new FreshReads(c.read);
    const first = reads.get('e');
    const second = reads.get('e'); // asked while read 1 runs: must wait for read 2
    expect(c.began()).toBe(1);
    await c.settle();
    expect(await first).toBe('e#1');
    expect(c.began()).toBe(2);
    await c.settle();
    expect(await second).toBe('e#2');
  });

  it('serves every caller that asked during one read with the one read after it', async () => {
    const c = controlledReads();
    const reads = new FreshReads(c.read);
    const first = reads.get('e');
    const waiting = Array.from({ length: 19 }, () => reads.get('e'));
    const other = reads.get('f'); // another key reads on its own at once
    expect(c.began()).toBe(2);
    await c.settle();
    await c.settle();
    expect([await first, await other]).toEqual(['e#1', 'f#2']);
    await c.settle();
    expect(new Set(await Promise.all(waiting))).toEqual(new Set(['e#3']));
    expect(c.began()).toBe(3);
    // With nothing under way, the next caller reads at once.
    const later = reads.get('e');
    expect(c.began()).toBe(4);
    await c.settle();
    expect(await later).toBe('e#4');
  });

  it('fails the callers of a failed read and reads again for the next, even those queued behind it', async () => {
    const c = controlledReads();
    const reads = new FreshReads(c.read);
    const failing = reads.get('e');
    const queued = reads.get('e');
    await c.settle('reject');
    await expect(failing).rejects.toThrow('database away');
    await c.settle();
    expect(await queued).toBe('e#2');
  });
});

describe('SlotCache', () => {
  it('fails every caller sharing a failed computation, keeps nothing, and computes again for the next', async () => {
    const cache = new SlotCache(async () => '1/1');
    let fail!: (error: Error) => void;
    const failing = new Promise<never>((_, reject) => {
      fail = reject;
    });
    const first = cache.getOrCompute('k', '1/1', undefined, () => failing);
    const sharing = cache.getOrCompute('k', '1/1', undefined, async () => {
      throw new Error('a second computation must not start');
    });
    fail(new Error('database away'));
    await expect(first).rejects.toThrow('database away');
    await expect(sharing).rejects.toThrow('database away');
    const again = await cache.getOrCompute('k', '1/1', undefined, async () => ({
      payload: Buffer.from('[]'),
      keys: ['event:e'],
    }));
    expect(again.toString()).toBe('[]');
  });

  it('leaves no rejection unhandled when the only caller of a computation fails (the run fails on one)', async () => {
    const cache = new SlotCache(async () => '1/1');
    await expect(
      cache.getOrCompute('alone', '1/1', undefined, async () => {
        throw new Error('This person does not host this event');
      }),
    ).rejects.toThrow('does not host');
    // Let an unhandled rejection surface before the test ends.
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
});
