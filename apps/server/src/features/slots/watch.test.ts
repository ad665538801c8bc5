import type { Channel, ChannelHandlers } from '@kairos/db/listen';
import { LocalWrites } from '@kairos/db/local-writes';
import { describe, expect, it } from 'vitest';
import { SLOT_VERSIONS_CHANNEL, SlotVersionWatch } from './watch.ts';

/** A channel the test drives: markers sent are held until the test delivers them. */
function fakeChannel() {
  const sent: string[] = [];
  let handlers: ChannelHandlers | undefined;
  const pending: Array<() => void> = [];
  const channel: Channel = {
    notify: (payload) =>
      new Promise<void>((resolve) => {
        sent.push(payload);
        pending.push(resolve);
      }),
    close: async () => {},
  };
  const listen = (name: string, h: ChannelHandlers) => {
    expect(name).toBe(SLOT_VERSIONS_CHANNEL);
    handlers = h;
    return channel;
  };
  const on = () => {
    if (!handlers) throw new Error('not listening');
    return handlers;
  };
  /** Delivers the oldest marker sent (as PostgreSQL would echo it) and lets its sender go on. */
  const echoMarker = async () => {
    const payload = sent.shift();
    if (payload === undefined) throw new Error('no marker was sent');
    on().message(payload);
    pending.shift()?.();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { listen, on, sent, echoMarker };
}

function startedWatch() {
  const writes = new LocalWrites();
  const channel = fakeChannel();
  const watch = new SlotVersionWatch(writes);
  watch.start(channel.listen);
  return { writes, channel, watch };
}

describe('SlotVersionWatch', () => {
  it('trusts nothing until it listens and its first marker has come back', async () => {
    const { channel, watch } = startedWatch();
    expect(watch.trusted()).toBe(false);
    channel.on().up();
    expect(channel.sent).toHaveLength(1);
    expect(watch.trusted()).toBe(true); // no write of this process yet: nothing to wait for
    await channel.echoMarker();
    expect(watch.trusted()).toBe(true);
  });

  it('trusts nothing while a write of this process is under way, or until its marker comes back', async () => {
    const { writes, channel, watch } = startedWatch();
    channel.on().up();
    await channel.echoMarker();
    writes.begin();
    expect(watch.trusted()).toBe(false);
    writes.end();
    expect(watch.trusted()).toBe(false);
    expect(channel.sent).toHaveLength(1);
    await channel.echoMarker();
    expect(watch.trusted()).toBe(true);
  });

  it('sends one marker at a time, the next covering every write settled meanwhile', async () => {
    const { writes, channel, watch } = startedWatch();
    channel.on().up();
    await channel.echoMarker();
    for (let i = 0; i < 3; i++) {
      writes.begin();
      writes.end();
    }
    expect(channel.sent).toHaveLength(1); // the first write's marker; the other two wait for it
    await channel.echoMarker();
    expect(watch.trusted()).toBe(false);
    expect(channel.sent).toHaveLength(1);
    await channel.echoMarker();
    expect(watch.trusted()).toBe(true);
  });

  it('ignores another process’s markers', async () => {
    const { writes, channel, watch } = startedWatch();
    channel.on().up();
    await channel.echoMarker();
    writes.begin();
    writes.end();
    channel.on().message('sync:00000000-0000-0000-0000-000000000000:99');
    expect(watch.trusted()).toBe(false);
  });

  it('vouches for an answer until one of its keys is heard', async () => {
    const { channel, watch } = startedWatch();
    channel.on().up();
    await channel.echoMarker();
    const stamp = watch.stamp();
    const keys = ['event:e1', 'agent:a1', 'agent:a2'];
    expect(watch.unchangedSince(stamp, keys)).toBe(true);
    channel.on().message('agent:someone-else');
    expect(watch.unchangedSince(stamp, keys)).toBe(true);
    channel.on().message('agent:a2');
    expect(watch.unchangedSince(stamp, keys)).toBe(false);
    // An answer computed after that hearing holds again.
    expect(watch.unchangedSince(watch.stamp(), keys)).toBe(true);
  });

  it('forgets every stamp when the connection drops, since announcements may have been lost', async () => {
    const { channel, watch } = startedWatch();
    channel.on().up();
    await channel.echoMarker();
    const stamp = watch.stamp();
    channel.on().down();
    expect(watch.trusted()).toBe(false);
    expect(watch.unchangedSince(stamp, ['event:e1'])).toBe(false);
    channel.on().up();
    await channel.echoMarker();
    expect(watch.trusted()).toBe(true);
    expect(watch.unchangedSince(stamp, ['event:e1'])).toBe(false);
    expect(watch.unchangedSince(watch.stamp(), ['event:e1'])).toBe(true);
  });
});
