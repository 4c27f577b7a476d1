import { createLocalFanout } from './local-fanout.ts';
import { decodeMessage, encodeMessage, type Realtime } from './realtime.ts';

/**
 * The embedded adapter (SQLite: one process runs everything). Events go through the same JSON
 * encoding as PostgreSQL's, and are delivered on a later turn of the event loop, so listeners see
 * exactly what they would see across processes.
 */
export function createInProcessRealtime(options: { reportError?: (error: unknown) => void } = {}): Realtime {
  const fanout = createLocalFanout(options.reportError ?? reportToStderr);
  let isClosed = false;

  return {
    provider: 'in-process',

    async publish(channel, event) {
      if (isClosed) throw new Error('Realtime is closed');
      const message = decodeMessage(encodeMessage(channel, event));
      if (!message) return;
      setImmediate(() => fanout.deliver(message.channel, message.event));
    },

    async publishMany(messages) {
      for (const message of messages) await this.publish(message.channel, message.event);
    },

    subscribe(channel, listener) {
      return fanout.add(channel, listener);
    },

    async close() {
      isClosed = true;
      fanout.clear();
    },
  };
}

export function reportToStderr(error: unknown): void {
  process.stderr.write(`Realtime: ${error instanceof Error ? error.message : String(error)}\n`);
}
