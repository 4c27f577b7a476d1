import type { ConsolePerson, Tier } from '@kinframe/contract';
import type { UserRow } from '../../../infra/db/schema.ts';
import { presentPerson } from '../../account/account.presenters.ts';
import type { PersonStorage } from '../../library/library.service.ts';

/** What the console shows of a person beside their row: each figure read once for a whole page. */
export interface PersonFigures {
  plan: { tier: Tier; paidThrough: string | null };
  storage: PersonStorage;
  frames: number;
}

/** Exactly the fields of ZConsolePerson: nothing else of the row (the password hash) leaves the server. */
export function presentConsolePerson(user: UserRow, figures: PersonFigures): ConsolePerson {
  return {
    id: user.id,
    username: user.username,
    displayName: presentPerson(user).displayName,
    email: user.email,
    plan: figures.plan,
    serverRole: user.is_owner === 1 ? 'owner' : user.is_operator === 1 ? 'operator' : null,
    storage: figures.storage,
    frames: figures.frames,
    lastActiveAt: user.last_active_at,
    signInDisabled: user.sign_in_disabled_at !== null,
    createdAt: user.created_at,
  };
}
