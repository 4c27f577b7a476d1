import { PASSWORD_RULES, type PasswordRule } from '@kinframe/contract';

/** The live checklist of the password rules (spec section 5), one line per rule of the contract. */
export interface PasswordRuleState {
  rule: PasswordRule;
  isMet: boolean;
}

export function passwordRuleStates(password: string): PasswordRuleState[] {
  return PASSWORD_RULES.map(({ rule, isMet }) => ({ rule, isMet: isMet(password) }));
}
