import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type Transaction } from 'kysely';
import type { Realtime } from '../realtime/index.ts';
import type { Database } from './database.ts';
import type { Schema } from './schema.ts';

interface Scope {
  trx: Transaction<Schema>;
  afterCommit: Array<() => Promise<unknown>>;
  savepoints: number;
}

/**
 * One transaction per command. `run(work)` runs a service's command in one database transaction,
 * and every repo takes part without being handed it: the database the repos hold is `db` below,
 * which sends each query to the transaction of the command running in this async context (Node's
 * AsyncLocalStorage), or straight to the database outside one. A repo's own transaction joins the
 * command's. What must not happen before the change is durable (a job queued in another system, a
 * realtime event other processes act on) is put off with `afterCommit`, and dropped on a rollback.
 *
 * Keep commands short and free of slow work (storage, mail servers, media): on SQLite a transaction
 * holds the one connection. A command that catches a refused statement (a unique key taken
 * meanwhile) and goes on runs that statement through `attempt`: on PostgreSQL a failed statement
 * aborts the whole transaction, unless a savepoint takes only it back.
 */
export function createTransactions(base: Database) {
  const scope = new AsyncLocalStorage<Scope>();

  const db = new Proxy(base, {
    get(target, property) {
      const current = scope.getStore()?.trx;
      // Inside a command, a repo's own transaction is the command's.
      if (current && property === 'transaction') {
        return () => ({ execute: <T>(work: (trx: Transaction<Schema>) => Promise<T>) => work(current) });
      }
      const source = current ?? target;
      const value = Reflect.get(source, property, source);
      // Kysely keeps its state in private fields: its methods must run on the real object.
      return typeof value === 'function' ? value.bind(source) : value;
    },
  }) as Database;

  function afterCommit(effect: () => Promise<unknown>): Promise<unknown> {
    const current = scope.getStore();
    if (!current) return effect();
    current.afterCommit.push(effect);
    return Promise.resolve();
  }

  /**
   * Runs `work` so that its failure takes back only its own statements (a savepoint), and the
   * command that catches it can go on. Outside a command a failed statement undoes nothing else.
   * Savepoints nest, so attempts in one command run one after another, never side by side.
   */
  async function attempt<T>(work: () => Promise<T>): Promise<T> {
    const current = scope.getStore();
    if (!current) return work();
    current.savepoints += 1;
    const name = sql.raw(`attempt_${current.savepoints}`);
    await sql`savepoint ${name}`.execute(current.trx);
    try {
      const result = await work();
      await sql`release savepoint ${name}`.execute(current.trx);
      return result;
    } catch (error) {
      await sql`rollback to savepoint ${name}`.execute(current.trx);
      throw error;
    }
  }

  return {
    db,
    afterCommit,
    attempt,

    /** Runs `work` as one transaction, then what it put off; a call inside a command joins it. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (scope.getStore()) return work();
      const effects: Scope['afterCommit'] = [];
      const result = await base
        .transaction()
        .execute((trx) => scope.run({ trx, afterCommit: effects, savepoints: 0 }, work));
      for (const effect of effects) await effect();
      return result;
    },

    /** Realtime events leave after the command that raised them commits, so no one acts on a change that was undone. */
    deferRealtime(realtime: Realtime): Realtime {
      return {
        provider: realtime.provider,
        publish: (channel, event) => afterCommit(() => realtime.publish(channel, event)) as Promise<void>,
        publishMany: (messages) => afterCommit(() => realtime.publishMany(messages)) as Promise<void>,
        subscribe: (channel, listener) => realtime.subscribe(channel, listener),
        close: () => realtime.close(),
      };
    },
  };
}

export type Transactions = ReturnType<typeof createTransactions>;

/** What a service needs to run its commands: one transaction each, and attempts inside one. */
export type UnitOfWork = Pick<Transactions, 'run' | 'attempt'>;
