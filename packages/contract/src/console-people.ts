import { z } from 'zod';
import { PLAN_TIERS } from './invitations.ts';

/**
 * The People tab of the owner's console: everyone with an account on this server. JSON under
 * /api/v3/console/, owners and operators only (404 to everyone else, as if it were not there):
 * - GET people?q&sort&cursor        ConsolePeopleQuery → ConsolePeoplePage, at most 50 a page
 * - PATCH people/{id}               ConsolePersonChange → ConsolePerson
 * - POST people/{id}/delete         ConsolePersonDeletion (the operator's own password) → Success
 * The owner's role, sign-in and account are nobody's to change here; an operator does not disable or
 * delete themselves here (their own account's deletion is in the account section); a plan paid
 * through a payment service is changed there. The operator CLI's user:* commands call the same service.
 */

export const CONSOLE_PEOPLE_LIMITS = {
  pageSize: 50,
  /** A search is a few words of a name or an address. */
  queryMax: 100,
  /** Accounts one operator may delete in an hour. */
  deletionsPerHour: 20,
} as const;

/** Newest accounts first, or by username. */
export const CONSOLE_PEOPLE_SORTS = ['newest', 'name'] as const;
export type ConsolePeopleSort = (typeof CONSOLE_PEOPLE_SORTS)[number];

export const ZConsolePeopleQuery = z
  .object({
    q: z.string().trim().max(CONSOLE_PEOPLE_LIMITS.queryMax).optional(),
    sort: z.enum(CONSOLE_PEOPLE_SORTS).default('newest'),
    cursor: z.string().optional(),
  })
  .strict();
export type ConsolePeopleQuery = z.input<typeof ZConsolePeopleQuery>;

/** What a kind of media takes: how many items and their bytes as uploaded, the Trash's included. */
const ZMediaUse = z.object({ count: z.number().int(), bytes: z.number().int() });

export const ZConsolePerson = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  plan: z.object({
    tier: z.enum(PLAN_TIERS),
    /** The payment service that charges for it ("stripe"), whose plan only it may change; null: set by the operator. */
    paidThrough: z.string().nullable(),
  }),
  serverRole: z.enum(['owner', 'operator']).nullable(),
  storage: z.object({ photos: ZMediaUse, videos: ZMediaUse }),
  frames: z.number().int(),
  /** The last sign-in or visit (known to within a day); null: never since this was kept. */
  lastActiveAt: z.string().nullable(),
  signInDisabled: z.boolean(),
  createdAt: z.string(),
});
export type ConsolePerson = z.infer<typeof ZConsolePerson>;

export const ZConsolePeoplePage = z.object({ people: z.array(ZConsolePerson), nextCursor: z.string().nullable() });
export type ConsolePeoplePage = z.infer<typeof ZConsolePeoplePage>;

/** PATCH people/{id}: any of these, at least one. */
export const ZConsolePersonChange = z
  .object({
    plan: z.enum(PLAN_TIERS).optional(),
    isOperator: z.boolean().optional(),
    signInDisabled: z.boolean().optional(),
  })
  .strict()
  .refine((change) => Object.values(change).some((value) => value !== undefined), { message: 'Nothing to change' });
export type ConsolePersonChange = z.infer<typeof ZConsolePersonChange>;

/** POST people/{id}/delete: the operator's own password, as deleting one's own account asks. */
export const ZConsolePersonDeletion = z.object({ password: z.string().max(200) }).strict();
export type ConsolePersonDeletion = z.infer<typeof ZConsolePersonDeletion>;
