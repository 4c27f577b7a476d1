import { runOperatorCommand } from '@kinframe/testkit/server';
import { inject } from 'vitest';

/** What global-setup.ts started: the server's URL and the environment it runs with. */
export function serverUnderTest(): { url: string; env: NodeJS.ProcessEnv } {
  return { url: inject('serverUrl'), env: JSON.parse(inject('serverEnv')) as NodeJS.ProcessEnv };
}

/**
 * An operator command, as `npm run admin -- ...` runs it, against the server's data: in this
 * process (the CLI's own entry point is proved by the server tests' few real starts of it).
 */
export function admin(...args: string[]): Promise<string> {
  return runOperatorCommand(serverUnderTest().env, ...args);
}

interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The newest mail sent to an address, from the development mailbox (the outbox). */
export async function lastMailTo(address: string): Promise<OutboxMail | undefined> {
  const response = await fetch(`${serverUnderTest().url}/dev/mailbox.json`);
  const { mails } = (await response.json()) as { mails: OutboxMail[] };
  return mails.find((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

let counter = 0;
/** A person nobody has met: unique username and email for one test. */
export function newPerson(prefix = 'user') {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return { username: id, email: `${id}@example.com`, password: 'Frame-2026!', firstName: 'Ada', lastName: 'Lindqvist' };
}
