import type { Issue } from '@kinframe/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorText, issueText } from '../../i18n/error-text.ts';
import { placeFieldErrors } from './profile-form.ts';

interface FormProblem {
  id: string;
  message: string;
}

/**
 * What the account dialogs share: the values of their text fields; a field's error shows once it
 * was left or the form was sent; the server's word on a field wins until the field changes; a
 * refusal lands on its fields (a wrong current password on `passwordField`), the rest in the form's
 * alert; focus goes to the first problem.
 */
export function useDialogForm<F extends string, V extends Record<F, string>>(options: {
  fields: readonly F[];
  initial: V | (() => V);
  issuesOf: (values: V) => Record<F, Issue | null>;
  passwordField: F;
}) {
  const { fields } = options;
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(options.initial);
  const issues = options.issuesOf(values);
  const formRef = useRef<HTMLFormElement>(null);
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({});
  const [problems, setProblems] = useState<FormProblem[]>([]);

  const focusFirstProblem = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const errorOf = (field: F): string | undefined => {
    const fromServer = serverErrors[field];
    if (fromServer) return fromServer;
    const issue = issues[field];
    return issue && (wasSubmitted || touched.has(field)) ? issueText(t, issue) : undefined;
  };

  return {
    formRef,
    problems,
    values,

    /** Props for a field's input: leaving it shows its problem, changing it drops the server's word. */
    field: (name: F) => ({
      value: values[name],
      error: errorOf(name),
      onBlur: () => setTouched((current) => new Set(current).add(name)),
      onChange: (event: { target: { value: string } }) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setServerErrors(({ [name]: _dropped, ...rest }) => rest as Partial<Record<F, string>>);
      },
    }),

    /** The form's submit handler: `send` runs when nothing is wrong; otherwise the problems show and focus goes there. */
    submitWith: (send: () => void) => (event: FormEvent) => {
      event.preventDefault();
      setWasSubmitted(true);
      setProblems([]);
      if (fields.some((field) => issues[field] !== null)) {
        focusFirstProblem();
        return;
      }
      send();
    },

    refuse(error: unknown) {
      if (!(error instanceof ApiError)) {
        setProblems([{ id: 'form', message: errorText(t, error) }]);
        return;
      }
      const { byField, elsewhere } = placeFieldErrors(error.fieldErrors, fields);
      const placed: Partial<Record<F, string>> = {};
      for (const field of fields) {
        const fieldError = byField[field];
        if (fieldError) placed[field] = issueText(t, fieldError);
      }
      if (error.code === 'password_incorrect' && !placed[options.passwordField]) {
        placed[options.passwordField] = errorText(t, error);
      }
      setServerErrors(placed);
      const isExplained = Object.keys(placed).length > 0 || elsewhere.length > 0;
      setProblems(
        isExplained
          ? elsewhere.map((fieldError) => ({ id: fieldError.id, message: issueText(t, fieldError) }))
          : [{ id: 'form', message: errorText(t, error) }],
      );
      focusFirstProblem();
    },
  };
}
