import type { RealtimeEvent, RealtimeListener } from './realtime.ts';

/**
 * The listeners of one process, by channel: a Map of Sets, so an event costs a lookup plus its own
 * channel's listeners, whatever the number of other channels (a thousand frames, one stream each).
 * A listener that throws is reported and does not keep the event from the others.
 */
export function createLocalFanout(reportError: (error: unknown) => void) {
  const channels = new Map<string, Set<RealtimeListener>>();

  return {
    add(channel: string, listener: RealtimeListener): () => void {
      let listeners = channels.get(channel);
      if (!listeners) {
        listeners = new Set();
        channels.set(channel, listeners);
      }
      // A wrapper of its own, so subscribing one function twice gives two independent subscriptions.
      const entry: RealtimeListener = (event) => listener(event);
      listeners.add(entry);
      return () => {
        const current = channels.get(channel);
        if (!current?.delete(entry)) return;
        if (current.size === 0) channels.delete(channel);
      };
    },

    deliver(channel: string, event: RealtimeEvent): void {
      const listeners = channels.get(channel);
      if (!listeners) return;
      // A copy: a listener may unsubscribe itself, or subscribe another, while we go through them.
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          reportError(error);
        }
      }
    },

    /** Every listener of every channel, e.g. after a gap in which events may have been missed. */
    deliverToAll(event: RealtimeEvent): void {
      for (const channel of [...channels.keys()]) this.deliver(channel, event);
    },

    clear(): void {
      channels.clear();
    },

    get channelCount(): number {
      return channels.size;
    },
  };
}
