import type { ErrorCode, Issue } from '@kinframe/contract';
import { type FormEvent, useState } from 'react';
import { type FieldValues, type RefCallBack, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorText, issueText } from '../../i18n/error-text.ts';
import { placeFieldErrors } from './field-errors.ts';

/** A contract rule's finding, put in words here, or a dialog's own check already in words. */
type Problem = Issue | string | null;

interface FormProblem {
  id: string;
  message: string;
}

/** What `field(name)` hands a TextField, a SelectField or a textarea. */
export interface FieldProps {
  ref: RefCallBack;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
}

type NameOf<V> = keyof V & string;
type TextNameOf<V> = { [K in NameOf<V>]: V[K] extends string ? K : never }[NameOf<V>];
type FlagNameOf<V> = { [K in NameOf<V>]: V[K] extends boolean ? K : never }[NameOf<V>];

/** Tells the server's word apart from what the rules found, among react-hook-form's errors. */
const REFUSED = 'refused';

/**
 * What every dialog's form shares, kept by react-hook-form: the values of its fields; a field's
 * error shows once it was left or the form was sent; the server's word on a field wins until the
 * field changes; a refusal lands on its fields (a wrong current password on the password field),
 * the rest in the form's alert; focus goes to the first problem.
 */
export function useDialogForm<V extends FieldValues>(options: {
  /** The fields that show their problems, in the dialog's order: refusals land on them, focus on the first. */
  fields: readonly NameOf<V>[];
  initial: V | (() => V);
  issuesOf?: (values: V) => Partial<Record<NameOf<V>, Problem>>;
  /**
   * When a field's problem shows. `onLeave` (the default): once the field was left or the form
   * sent, then as it is typed: the contract's rules, told early. `onSend`: what sending found, until
   * the field changes: a field whose one rule is to be filled in would nag whoever passes through.
   */
  showProblems?: 'onLeave' | 'onSend';
  /** Refusals that belong to a field the server does not name: a wrong password, an unknown code. */
  codeFields?: Partial<Record<ErrorCode, NameOf<V>>>;
  /** A dialog of one field and no alert shows every refusal under that field. */
  refusalsAt?: NameOf<V>;
}) {
  const { fields } = options;
  const { t } = useTranslation();
  const [defaultValues] = useState(options.initial);
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const textOf = (problem: Issue | string) => (typeof problem === 'string' ? problem : issueText(t, problem));
  const issuesOf = (values: V): Partial<Record<NameOf<V>, Problem>> => options.issuesOf?.(values) ?? {};
  // The store is untyped inside; the dialog's own types hold at the hook's edges.
  const form = useForm<FieldValues>({
    defaultValues,
    // The rules run when the form is sent, and decide whether it goes; only then, so that what
    // sending found stays until its field changes (`onSend`).
    resolver: (values) => {
      const found = Object.entries(issuesOf(values as V)).flatMap(([name, issue]) =>
        issue ? [[name, { type: 'rule', message: textOf(issue as Issue | string) }]] : [],
      );
      return found.length === 0 ? { values, errors: {} } : { values: {}, errors: Object.fromEntries(found) };
    },
    reValidateMode: 'onSubmit',
    // Its own focusing goes by the order fields registered in, and a field that appears later (a
    // new email's confirmation) registers after the ones below it.
    shouldFocusError: false,
  });
  const values = form.watch() as V;
  // Worked out from the values at every render rather than kept among react-hook-form's errors,
  // which it would check again only for the field that changed: a confirmation follows its password.
  const issues = issuesOf(values);

  const errorOf = (name: NameOf<V>): string | undefined => {
    const { error, isTouched } = form.getFieldState(name, form.formState);
    if (options.showProblems === 'onSend' || error?.type === REFUSED) return error?.message;
    const issue = issues[name];
    return issue && (form.formState.isSubmitted || isTouched) ? textOf(issue) : undefined;
  };

  const focusFirstOf = (names: readonly string[]) => {
    const first = fields.find((name) => names.includes(name));
    // After the problems are drawn, so that a screen reader reads the field with its problem.
    if (first) requestAnimationFrame(() => form.setFocus(first));
  };

  /** A value changed: what was said about it no longer stands. */
  const set = <K extends NameOf<V>>(name: K, value: V[K]) => {
    form.clearErrors(name);
    form.setValue(name, value);
  };

  return {
    problems,
    values,
    isSubmitted: form.formState.isSubmitted,
    set,

    /** Props for a text input, select or textarea: leaving it shows its problem, changing it drops what was said. */
    field: (name: TextNameOf<V>): FieldProps => {
      const { ref, onChange, onBlur } = form.register(name);
      return {
        ref,
        value: values[name],
        error: errorOf(name),
        // Told the field's name rather than reading the element's, which keeps a `name` of its own.
        onChange: (event) => {
          form.clearErrors(name);
          void onChange({ target: { name, value: event.target.value }, type: 'change' });
        },
        onBlur: () => void onBlur({ target: { name, value: form.getValues(name) }, type: 'blur' }),
      };
    },

    /** Props for a Switch that turns one of the form's settings on or off. */
    toggle: (name: FlagNameOf<V>) => ({
      isOn: values[name] as boolean,
      onChange: (isOn: boolean) => set(name, isOn as V[FlagNameOf<V>]),
    }),

    /**
     * The form's submit handler: `send` runs when nothing is wrong; otherwise the problems show and
     * focus goes there. It settles once `send`'s promise has, so a confirm button can wait on it.
     */
    submitWith: (send: (values: V) => unknown) => (event: FormEvent) => {
      setProblems([]);
      return form.handleSubmit(
        async (sent) => {
          await send(sent as V);
        },
        (found) => focusFirstOf(Object.keys(found)),
      )(event);
    },

    refuse(error: unknown) {
      const { byField, elsewhere } = placeFieldErrors(error instanceof ApiError ? error.fieldErrors : [], fields);
      const words = new Map<NameOf<V>, string>();
      for (const name of fields) {
        const fieldError = byField[name];
        if (fieldError) words.set(name, issueText(t, fieldError));
      }
      const codeField = error instanceof ApiError && error.code ? options.codeFields?.[error.code] : undefined;
      if (codeField && !words.has(codeField)) words.set(codeField, errorText(t, error));
      if (options.refusalsAt) {
        if (words.size === 0) words.set(options.refusalsAt, errorText(t, error));
      } else if (words.size > 0 || elsewhere.length > 0) {
        setProblems(elsewhere.map((fieldError) => ({ id: fieldError.id, message: issueText(t, fieldError) })));
      } else {
        setProblems([{ id: 'form', message: errorText(t, error) }]);
      }
      for (const [name, message] of words) form.setError(name, { type: REFUSED, message });
      focusFirstOf([...words.keys()]);
    },

    /** Back to the first values, as after invitations were sent, ready for the next. */
    reset: () => {
      form.reset();
      setProblems([]);
    },
  };
}
