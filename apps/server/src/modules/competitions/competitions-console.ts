import type { CompetitionPhase, NewCompetition, OperatedCompetition } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { CompetitionRow } from '../../infra/db/schema.ts';
import type { Access } from '../access/access.ts';
import type { OperatorsService } from '../operators/operators.service.ts';
import type { CompetitionsService } from './competitions.service.ts';

/** Who runs a competition: an operator signed in to the console, or the trusted terminal (the CLI). */
export type CompetitionOperator = { userId: number } | 'terminal';

/**
 * Running competitions, for the console and the CLI alike: making one, moving it on, hiding it from
 * members or showing it again. Each act is checked first (a person who is not an operator finds
 * nothing, 404) and written to the operators' log.
 */
export function createCompetitionsConsole(deps: {
  competitions: CompetitionsService;
  access: Pick<Access, 'requireServerPermission'>;
  operators: Pick<OperatorsService, 'record'>;
}) {
  const { competitions, access, operators } = deps;

  async function check(by: CompetitionOperator): Promise<void> {
    if (by !== 'terminal') await access.requireServerPermission(by.userId, 'competition.manage');
  }

  async function log(by: CompetitionOperator, action: string, row: CompetitionRow, details = row.theme) {
    await operators.record({
      operatorId: by === 'terminal' ? null : by.userId,
      action,
      subjectKind: 'competition',
      subjectId: row.id,
      details,
    });
  }

  return {
    async list(by: CompetitionOperator): Promise<OperatedCompetition[]> {
      await check(by);
      return competitions.listAll();
    },

    async create(by: CompetitionOperator, input: NewCompetition): Promise<OperatedCompetition> {
      await check(by);
      const row = await competitions.createCompetition(input);
      await log(by, 'competition_created', row);
      return competitions.readOperated(row.id);
    },

    /** Moves the competition on to its next phase now; a finished one has none (competition_finished). */
    async advance(
      by: CompetitionOperator,
      competitionId: number,
    ): Promise<{ competition: OperatedCompetition; phase: CompetitionPhase }> {
      await check(by);
      const moved = await competitions.advance(competitionId);
      if (!moved) throw new AppError('competition_finished');
      await log(by, 'competition_advanced', moved.competition, `${moved.competition.theme}: ${moved.phase}`);
      return { competition: await competitions.readOperated(competitionId), phase: moved.phase };
    },

    async setListed(by: CompetitionOperator, competitionId: number, isListed: boolean): Promise<OperatedCompetition> {
      await check(by);
      const row = await competitions.setListed(competitionId, isListed);
      await log(by, isListed ? 'competition_listed' : 'competition_unlisted', row);
      return competitions.readOperated(competitionId);
    },
  };
}

export type CompetitionsConsole = ReturnType<typeof createCompetitionsConsole>;
