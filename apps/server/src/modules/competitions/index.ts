import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { Publish } from '../events.ts';
import type { LibraryService } from '../library/library.service.ts';
import type { OperatorsService } from '../operators/operators.service.ts';
import { createCompetitionsRepo } from './competitions.repo.ts';
import { createCompetitionsService } from './competitions.service.ts';
import { createCompetitionsConsole } from './competitions-console.ts';

/** Photo competitions: operators make and run them (console or CLI), members enter, vote and read the results. */
export function createCompetitionsModule(
  context: AppContext,
  deps: {
    library: Pick<LibraryService, 'present'>;
    findPerson: (userId: number) => Promise<UserRow | undefined>;
    publish: Publish;
    operators: Pick<OperatorsService, 'record'>;
  },
) {
  const competitions = createCompetitionsService({
    repo: createCompetitionsRepo(context.db),
    clock: context.clock,
    transactions: context.transactions,
    presentItems: deps.library.present,
    findPerson: deps.findPerson,
    publish: deps.publish,
  });
  return {
    competitions,
    competitionsConsole: createCompetitionsConsole({ competitions, access: context.access, operators: deps.operators }),
    /** The worker's clock: entrants of competitions whose voting closed hear the results. */
    competitionsTick: async () => {
      await competitions.notifyResults();
    },
  };
}
