import {
  CONSOLE_PEOPLE_LIMITS,
  type ConsolePeoplePage,
  type ConsolePeopleQuery,
  type ConsolePerson,
  type ConsolePersonChange,
} from '@kinframe/contract';
import { AppError } from '../../../app-error.ts';
import type { Clock } from '../../../infra/clock.ts';
import type { UserRow } from '../../../infra/db/schema.ts';
import type { UnitOfWork } from '../../../infra/db/transactions.ts';
import type { RateLimits } from '../../../infra/security/rate-limits.ts';
import type { Access, ServerActor } from '../../access/access.ts';
import type { AccountService } from '../../account/account.service.ts';
import type { AccountDeletionService } from '../../account/account-deletion.service.ts';
import type { CurrentPasswordCheck } from '../../auth/current-password.ts';
import type { SessionService } from '../../auth/session.service.ts';
import type { BillingService } from '../../billing/billing.service.ts';
import { decodeNumberCursor, encodeCursor } from '../../cursor.ts';
import type { FramesService } from '../../frames/frames.service.ts';
import type { LibraryService } from '../../library/library.service.ts';
import type { OperatorsService } from '../../operators/operators.service.ts';
import { presentConsolePerson } from './people.presenters.ts';

/**
 * Who asks: an operator through the console (their role checked first, and their password before a
 * deletion), or the operator's terminal (the CLI), which is trusted as it is for plan:set.
 */
export type PeopleAsker = { userId: number; ip: string } | typeof TERMINAL;
export const TERMINAL = 'terminal' satisfies ServerActor;

/**
 * The console's People tab and the CLI's user:* commands: everyone's plan, role, storage, frames,
 * last visit and sign-in, and the changes an operator makes to them. The owner's role, sign-in and
 * account are nobody's to change; an operator does not turn off or delete themselves here (their own
 * account has its deletion); a plan a payment service charges for is changed there, or its next
 * webhook would put it back. Every change goes in the operator log.
 */
export function createPeopleService(deps: {
  access: Pick<Access, 'requireServerPermission'>;
  accounts: Pick<AccountService, 'findById' | 'listPeople' | 'setSignInDisabled'>;
  operators: Pick<OperatorsService, 'setOperator' | 'record'>;
  billing: Pick<BillingService, 'plansOf' | 'liveProviderSubscription' | 'setPlan'>;
  storageOf: LibraryService['storageOf'];
  frameCountsOf: FramesService['frameCountsOf'];
  sessions: Pick<SessionService, 'endSessionsOf'>;
  accountDeletion: Pick<AccountDeletionService, 'eraseAccount'>;
  currentPassword: CurrentPasswordCheck;
  limits: RateLimits;
  transactions: UnitOfWork;
  clock: Clock;
}) {
  const { access, accounts, operators, billing, clock } = deps;

  const requirePermission = (asker: PeopleAsker) =>
    access.requireServerPermission(asker === TERMINAL ? TERMINAL : asker.userId, 'people.manage');

  /** Each figure read once for the whole page, whatever its length. */
  async function present(users: UserRow[]): Promise<ConsolePerson[]> {
    const ids = users.map((user) => user.id);
    const [plans, storage, frames] = await Promise.all([
      billing.plansOf(ids),
      deps.storageOf(ids),
      deps.frameCountsOf(ids),
    ]);
    return users.map((user) =>
      presentConsolePerson(user, {
        plan: plans.get(user.id) ?? { tier: 'lite', paidThrough: null },
        storage: storage.get(user.id) ?? { photos: { count: 0, bytes: 0 }, videos: { count: 0, bytes: 0 } },
        frames: frames.get(user.id) ?? 0,
      }),
    );
  }

  async function findPerson(id: number): Promise<UserRow> {
    const user = await accounts.findById(id);
    if (!user) throw new AppError('not_found');
    return user;
  }

  /** The owner is nobody's to turn off or delete, and an operator does not do it to themselves here. */
  function refuseProtected(asker: PeopleAsker, person: UserRow): void {
    if (person.is_owner === 1) throw new AppError('person_is_owner');
    if (asker !== TERMINAL && asker.userId === person.id) throw new AppError('person_is_self');
  }

  const operatorIdOf = (asker: PeopleAsker) => (asker === TERMINAL ? null : asker.userId);

  return {
    async list(asker: PeopleAsker, query: ConsolePeopleQuery): Promise<ConsolePeoplePage> {
      await requirePermission(asker);
      const after = decodeNumberCursor(query.cursor, 1)?.[0] ?? null;
      const limit = CONSOLE_PEOPLE_LIMITS.pageSize;
      const search = query.q?.trim().toLowerCase() || null;
      const rows = await accounts.listPeople({ search, sort: query.sort ?? 'newest', after, limit: limit + 1 });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        people: await present(page),
        nextCursor: rows.length > limit && last ? encodeCursor([last.id]) : null,
      };
    },

    async get(asker: PeopleAsker, id: number): Promise<ConsolePerson> {
      await requirePermission(asker);
      const [person] = await present([await findPerson(id)]);
      if (!person) throw new AppError('not_found');
      return person;
    },

    /** Every rule is checked before anything is written, and the changes are written together. */
    async change(asker: PeopleAsker, id: number, change: ConsolePersonChange): Promise<ConsolePerson> {
      await requirePermission(asker);
      const person = await findPerson(id);
      if (change.isOperator !== undefined || change.signInDisabled !== undefined) {
        if (person.is_owner === 1) throw new AppError('person_is_owner');
        if (change.isOperator === false || change.signInDisabled === true) refuseProtected(asker, person);
      }
      if (change.plan !== undefined && (await billing.liveProviderSubscription(id))) {
        throw new AppError('plan_paid_elsewhere');
      }
      const operatorId = operatorIdOf(asker);
      const log = (action: string, details?: string) =>
        operators.record({ operatorId, action, subjectKind: 'account', subjectId: id, details });
      await deps.transactions.run(async () => {
        if (change.plan !== undefined) {
          await billing.setPlan(id, change.plan);
          await log('plan_set', change.plan);
        }
        if (change.isOperator !== undefined) {
          await operators.setOperator(id, change.isOperator);
          await log(change.isOperator ? 'operator_granted' : 'operator_revoked');
        }
        if (change.signInDisabled !== undefined) {
          await accounts.setSignInDisabled(id, change.signInDisabled ? clock.now().toISOString() : null);
          await log(change.signInDisabled ? 'sign_in_disabled' : 'sign_in_enabled');
        }
      });
      // Once it is written: a session resolved meanwhile finds nothing from here on.
      if (change.signInDisabled === true) await deps.sessions.endSessionsOf(id);
      const [changed] = await present([await findPerson(id)]);
      if (!changed) throw new AppError('not_found');
      return changed;
    },

    /**
     * Deletes a person's account by the same erasure as deleting one's own. An operator proves it is
     * them with their own password (counted with their logins), and deletes so many an hour.
     */
    async delete(asker: PeopleAsker, id: number, password: string | null): Promise<void> {
      await requirePermission(asker);
      const person = await findPerson(id);
      refuseProtected(asker, person);
      if (asker !== TERMINAL) {
        await deps.limits.take([
          {
            key: `console-deletions-by:${asker.userId}`,
            max: CONSOLE_PEOPLE_LIMITS.deletionsPerHour,
            windowMinutes: 60,
          },
        ]);
        const operator = await findPerson(asker.userId);
        await deps.currentPassword.requireCurrentPassword(operator, password ?? '', {
          field: 'password',
          ip: asker.ip,
        });
      }
      await deps.accountDeletion.eraseAccount(person);
      await operators.record({
        operatorId: operatorIdOf(asker),
        action: 'account_deleted',
        subjectKind: 'account',
        subjectId: id,
        // The account is gone: the log keeps who it was.
        details: `${person.username} <${person.email}>`,
      });
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
