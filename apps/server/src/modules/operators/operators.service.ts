import { AppError } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { AccountService } from '../account/account.service.ts';
import type { OperatorsRepo } from './operators.repo.ts';

export interface OperatorAction {
  /** Null when the operator's CLI acted rather than an account. */
  operatorId: number | null;
  action: string;
  subjectKind: string;
  subjectId: number;
  details?: string;
}

/**
 * The operator role: checked before every moderation or competition call, and every such call
 * logged. A person who is not an operator is told the thing is not there (404), as for any id
 * that is not theirs, so the operator routes do not announce themselves.
 */
export function createOperatorsService(deps: {
  repo: OperatorsRepo;
  /** Who holds the role: the account's flag, kept by the account module. */
  accounts: Pick<AccountService, 'isOperator' | 'setOperator' | 'listOperators'>;
  clock: Clock;
}) {
  const { repo, accounts, clock } = deps;
  return {
    isOperator: accounts.isOperator,
    setOperator: accounts.setOperator,
    listOperators: accounts.listOperators,
    listActions: repo.listActions,

    async requireOperator(userId: number): Promise<void> {
      if (!(await accounts.isOperator(userId))) throw new AppError('not_found');
    },

    async record(action: OperatorAction): Promise<void> {
      await repo.record({
        operator_id: action.operatorId,
        action: action.action,
        subject_kind: action.subjectKind,
        subject_id: action.subjectId,
        details: action.details ?? '',
        created_at: clock.now().toISOString(),
      });
    },
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
