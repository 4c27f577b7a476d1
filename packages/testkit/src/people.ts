import type { Locale, Tier } from '@kinframe/contract';
import type { Services } from './server.ts';

/** A person as the tests know them: what they sign in with, and their account's id once made. */
export interface Person {
  username: string;
  email: string;
  password: string;
  userId: number;
}

export interface PersonOptions {
  /** Plus unless 'lite' (the server refuses a Lite account all but getting in and subscribing). */
  plan?: Tier;
  /** As if the confirmation link was opened; else the account asks for it, as after sign-up. */
  emailConfirmed?: boolean;
  language?: Locale;
  country?: string;
  firstName?: string;
  lastName?: string;
}

export const PERSON_PASSWORD = 'Frame-2026!';

let made = 0;

/** A username nobody has: the prefix, the time and a counter of this process. */
export function uniqueUsername(prefix: string): string {
  made += 1;
  return `${prefix}${Date.now().toString(36)}${made}${process.pid.toString(36)}`.toLowerCase();
}

/**
 * People made straight through the server's services (no captcha, no HTTP), exactly as the
 * operator's `user:create` makes them: for the server tests, the browser flows, the cluster tests
 * and the benches alike.
 */
export function peopleOf(services: Services) {
  async function add(
    wanted: { username: string; email?: string; password?: string },
    options: PersonOptions = {},
  ): Promise<Person> {
    const person = {
      username: wanted.username,
      email: wanted.email ?? `${wanted.username}@example.com`,
      password: wanted.password ?? PERSON_PASSWORD,
    };
    const user = await services.auth.createAccount({
      ...person,
      firstName: options.firstName,
      lastName: options.lastName,
      country: options.country,
      language: options.language,
    });
    if (options.emailConfirmed) await services.emailConfirmation.confirmCurrent(user.id);
    if ((options.plan ?? 'plus') === 'plus') await services.billing.setPlan(user.id, 'plus');
    return { ...person, userId: user.id };
  }

  return {
    add,
    /** `count` new Plus members named after `prefix`. */
    async plus(count: number, prefix = 'person', options: Omit<PersonOptions, 'plan'> = {}): Promise<Person[]> {
      const people: Person[] = [];
      for (let index = 0; index < count; index += 1) {
        people.push(await add({ username: uniqueUsername(prefix) }, { ...options, plan: 'plus' }));
      }
      return people;
    },
  };
}
