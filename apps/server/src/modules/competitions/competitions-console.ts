import type { CompetitionPhase, NewCompetition, OperatedCompetition } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { CompetitionRow } from '../../infra/db/schema.ts';
import type { Access, ServerActor } from '../access/access.ts';
import type { OperatorsService } from '../operators/operators.service.ts';
import type { CompetitionsService } from './competitions.service.ts';

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

  async function log(by: ServerActor, action: string, row: CompetitionRow, details = row.theme) {
    await operators.record({
      operatorId: by === 'terminal' ? null : by,
      action,
      subjectKind: 'competition',
      subjectId: row.id,
      details,
    });
  }

  return {
    async list(by: ServerActor): Promise<OperatedCompetition[]> {
      await access.requireServerPermission(by, 'competition.manage');
      return competitions.listAll();
    },

    async create(by: ServerActor, input: NewCompetition): Promise<OperatedCompetition> {
      await access.requireServerPermission(by, 'competition.manage');
      const row = await competitions.createCompetition(input);
      await log(by, 'competition_created', row);
      return competitions.readOperated(row.id);
    },

    /** Moves the competition on to its next phase now; a finished one has none (competition_finished). */
    async advance(
      by: ServerActor,
      competitionId: number,
    ): Promise<{ competition: OperatedCompetition; phase: CompetitionPhase }> {
      await access.requireServerPermission(by, 'competition.manage');
      const moved = await competitions.advance(competitionId);
      if (!moved) throw new AppError('competition_finished');
      await log(by, 'competition_advanced', moved.competition, `${moved.competition.theme}: ${moved.phase}`);
      return { competition: await competitions.readOperated(competitionId), phase: moved.phase };
    },

    async setListed(by: ServerActor, competitionId: number, isListed: boolean): Promise<OperatedCompetition> {
      await access.requireServerPermission(by, 'competition.manage');
      const row = await competitions.setListed(competitionId, isListed);
      await log(by, isListed ? 'competition_listed' : 'competition_unlisted', row);
      return competitions.readOperated(competitionId);
    },
  };
}

export type CompetitionsConsole = ReturnType<typeof createCompetitionsConsole>;
