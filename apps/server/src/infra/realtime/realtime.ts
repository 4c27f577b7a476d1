/**
 * Realtime fan-out: "something you show changed", pushed to whoever listens on a channel (a frame's
 * event stream on `frame:<id>`, later a person's notifications). Events are small notices, never
 * content: a listener re-reads what it shows from the database. Delivery is at most once; after a
 * gap in which events may have been lost (the PostgreSQL connection dropped), every listener gets a
 * `resync` event instead, so it re-reads rather than trusting what it holds.
 */
export interface RealtimeEvent {
  type: string;
  data?: unknown;
}

export type RealtimeListener = (event: RealtimeEvent) => void;

export interface Realtime {
  readonly provider: 'in-process' | 'postgres';
  /** Delivers `event` to the listeners of `channel` in every process sharing the database. */
  publish(channel: string, event: RealtimeEvent): Promise<void>;
  /** Delivers each event to its channel, in one round trip to the database (many frames told at once). */
  publishMany(messages: RealtimeMessage[]): Promise<void>;
  /** Listens until the returned function is called. Listeners run after `publish` resolves, never inside it. */
  subscribe(channel: string, listener: RealtimeListener): () => void;
  /** Stops listening and releases the connection; later publishes throw. */
  close(): Promise<void>;
}

/** Sent to every listener when events may have been missed: re-read, don't trust what you hold. */
export const RESYNC_EVENT: RealtimeEvent = Object.freeze({ type: 'resync' });

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; the envelope must stay under that. */
export const MAX_MESSAGE_BYTES = 7900;

/** What travels between processes: the channel and the event, as JSON. */
export interface RealtimeMessage {
  channel: string;
  event: RealtimeEvent;
}

/**
 * The one encoding both adapters use, so an event that the in-process adapter accepts also crosses
 * PostgreSQL: JSON only, small. A too-large event is a programming error (send ids, not content).
 */
export function encodeMessage(channel: string, event: RealtimeEvent): string {
  if (!channel) throw new Error('A realtime channel needs a name');
  const text = JSON.stringify({ channel, event: { type: event.type, data: event.data } } satisfies RealtimeMessage);
  if (Buffer.byteLength(text) > MAX_MESSAGE_BYTES) {
    throw new Error(
      `Realtime event "${event.type}" on ${channel} is over ${MAX_MESSAGE_BYTES} bytes: send ids, not content`,
    );
  }
  return text;
}

export function decodeMessage(text: string): RealtimeMessage | null {
  try {
    const message = JSON.parse(text) as Partial<RealtimeMessage> | null;
    if (typeof message?.channel !== 'string' || typeof message.event?.type !== 'string') return null;
    return { channel: message.channel, event: message.event };
  } catch {
    return null;
  }
}
