import { checkPassword, type ErrorCode, LIMITS } from '@kinframe/contract';

/**
 * The live checklist of the password rules (spec section 5). The contract's checkPassword is the
 * one source of the rules but reports only the first problem, so each rule is asked about on its
 * own: the password is completed with what the rules checked before it need (spaces reach the
 * minimum length and count as no letter or symbol; 'A' and 'a' settle the letter rules), so the
 * only problem left to report is the rule in question.
 */
export type PasswordRule = 'length' | 'uppercase' | 'lowercase' | 'symbol';

export interface PasswordRuleState {
  rule: PasswordRule;
  isMet: boolean;
}

const PROBES: { rule: Exclude<PasswordRule, 'length'>; code: ErrorCode; completion: string }[] = [
  { rule: 'uppercase', code: 'password_uppercase', completion: '' },
  { rule: 'lowercase', code: 'password_lowercase', completion: 'A' },
  { rule: 'symbol', code: 'password_symbol', completion: 'Aa' },
];

const problemOf = (password: string) => checkPassword(password, '')?.code;

export function passwordRuleStates(password: string): PasswordRuleState[] {
  if (password.trim() === '') {
    return [{ rule: 'length', isMet: false }, ...PROBES.map(({ rule }) => ({ rule, isMet: false }))];
  }
  const lengthProblem = problemOf(password);
  return [
    { rule: 'length', isMet: lengthProblem !== 'field_length' && lengthProblem !== 'field_required' },
    ...PROBES.map(({ rule, code, completion }) => ({
      rule,
      isMet: problemOf(`${password}${completion}`.padEnd(LIMITS.password.min, ' ')) !== code,
    })),
  ];
}
