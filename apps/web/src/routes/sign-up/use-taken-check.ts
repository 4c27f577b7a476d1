import { useEffect, useState } from 'react';
import { checkExists, toAccountUsername } from '../../api/account.ts';

const DEBOUNCE_MS = 400;

/**
 * The live existence check before sign-up (spec section 5): once the person pauses typing a value
 * that passes its own rules, asks whether an account already has it. True only when taken.
 */
export function useTakenCheck(field: 'email' | 'username', value: string, isCheckable: boolean, mailDomain: string) {
  const [taken, setTaken] = useState<{ value: string; isTaken: boolean } | null>(null);

  useEffect(() => {
    if (!isCheckable) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      const asked = field === 'username' ? toAccountUsername(value, mailDomain) : value;
      checkExists({ [field]: asked }, abort.signal)
        .then((answer) => setTaken({ value, isTaken: answer[field] === true }))
        // Unknown is fine here: the server checks again when the form is sent.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [field, value, isCheckable, mailDomain]);

  // An answer about an earlier value says nothing about this one.
  return isCheckable && taken?.value === value && taken.isTaken;
}
