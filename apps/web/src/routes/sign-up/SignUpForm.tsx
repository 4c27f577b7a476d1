import { type AppConfig, COUNTRY_CODES, DEFAULT_LOCALE, type Issue, isLocale, toLanguageTag } from '@kinframe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { signUp, toAccountUsername } from '../../api/account.ts';
import { claimAlbumInvite } from '../../api/albums.ts';
import { ApiError } from '../../api/client.ts';
import { claimFriendRequest } from '../../api/members.ts';
import { startSession } from '../../app/session.ts';
import { authStyles } from '../../components/AuthPanel.tsx';
import { Button } from '../../components/Button.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { PasswordRules } from '../../components/PasswordRules.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { errorText, issueText } from '../../i18n/error-text.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { Captcha } from './Captcha.tsx';
import { SIGN_UP_FIELDS, type SignUpField, type SignUpValues, signUpIssues } from './sign-up-rules.ts';
import { useTakenCheck } from './use-taken-check.ts';

const EMPTY: SignUpValues = { username: '', password: '', firstName: '', lastName: '', country: '', email: '' };

function useCountryOptions() {
  const { i18n } = useTranslation();
  const tag = toLanguageTag(isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
  // Country names come from Intl, in the interface language, sorted as that language sorts.
  return useMemo(() => {
    const names = new Intl.DisplayNames([tag], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
      a.label.localeCompare(b.label, tag),
    );
  }, [tag]);
}

/** The invitation link a person signs up with: its token, and the one address it is for, if any. */
export interface SignUpInvitation {
  token: string;
  email: string | null;
}

export function SignUpForm({ config, invitation }: { config: AppConfig; invitation?: SignUpInvitation }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const countries = useCountryOptions();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SignUpValues>({ ...EMPTY, email: invitation?.email ?? '' });
  const [hasAgreed, setHasAgreed] = useState(false);
  const [token, setToken] = useState('');
  const [captchaResets, setCaptchaResets] = useState(0);
  const [touched, setTouched] = useState<ReadonlySet<SignUpField>>(new Set());
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const [serverIssues, setServerIssues] = useState<Partial<Record<SignUpField, string>>>({});
  const [formProblems, setFormProblems] = useState<{ id: string; message: string }[]>([]);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const issues = signUpIssues(values, { mailDomain: config.mailDomain, captcha: config.captcha, hasAgreed, token });
  const isEmailTaken = useTakenCheck('email', values.email, issues.email === null, config.mailDomain);
  const isUsernameTaken = useTakenCheck('username', values.username, issues.username === null, config.mailDomain);
  const takenIssue = (field: 'email' | 'username'): Issue => ({
    code: 'already_associated',
    params: { fieldType: field },
  });

  /** What to show under a field: the server's word first, then a known-taken value, then the rules. */
  const errorOf = (field: SignUpField): string | undefined => {
    const fromServer = serverIssues[field];
    if (fromServer) return fromServer;
    if (field === 'email' && isEmailTaken) return issueText(t, takenIssue('email'));
    if (field === 'username' && isUsernameTaken) return issueText(t, takenIssue('username'));
    const issue = issues[field];
    return issue && (wasSubmitted || touched.has(field)) ? issueText(t, issue) : undefined;
  };

  const change = (field: keyof SignUpValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setServerIssues(({ [field]: _dropped, ...rest }) => rest);
  };
  const touch = (field: SignUpField) => () => setTouched((current) => new Set(current).add(field));

  const focusFirstProblem = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const [searchParams] = useSearchParams();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setWasSubmitted(true);
    setFormProblems([]);
    const hasProblem = SIGN_UP_FIELDS.some((field) => issues[field] !== null) || isEmailTaken || isUsernameTaken;
    if (hasProblem) return focusFirstProblem();

    setIsSubmitting(true);
    try {
      await signUp({
        ...values,
        username: toAccountUsername(values.username, config.mailDomain),
        token,
        language: currentLocale(),
        ...(invitation ? { invitation: invitation.token } : {}),
      });
      // Came from an album invitation mail: the invitation joins this account, whatever address
      // it went to. Best effort: an invitation withdrawn meanwhile must not stop the sign-up.
      const invite = searchParams.get('invite');
      if (invite) await claimAlbumInvite(invite).catch(() => undefined);
      // Likewise a friend request mailed to someone without an account.
      const friend = searchParams.get('friend');
      if (friend) await claimFriendRequest(friend).catch(() => undefined);
      // Logged in now; the guard sends a new (Lite) account on to subscribe.
      await startSession(queryClient);
    } catch (error) {
      setIsSubmitting(false);
      showRefusal(error);
    }
  };

  const showRefusal = (error: unknown) => {
    if (!(error instanceof ApiError)) return setFormProblems([{ id: 'form', message: errorText(t, error) }]);
    if (error.code === 'captcha_failed') {
      setToken('');
      setCaptchaResets((count) => count + 1);
    }
    const byField: Partial<Record<SignUpField, string>> = {};
    const elsewhere: { id: string; message: string }[] = [];
    for (const fieldError of error.fieldErrors) {
      const field = SIGN_UP_FIELDS.find((name) => name === fieldError.id);
      if (field) byField[field] ??= issueText(t, fieldError);
      else elsewhere.push({ id: fieldError.id, message: issueText(t, fieldError) });
    }
    if (error.code === 'captcha_failed' && !byField.token) byField.token = errorText(t, error);
    setServerIssues(byField);
    const isExplained = Object.keys(byField).length > 0 || elsewhere.length > 0;
    setFormProblems(isExplained ? elsewhere : [{ id: 'form', message: errorText(t, error) }]);
    focusFirstProblem();
  };

  return (
    <form ref={form} className={authStyles.form} onSubmit={handleSubmit} noValidate>
      <FormAlert messages={formProblems} />
      <TextField
        label={t('signUp.username')}
        name="username"
        autoComplete="username"
        suffix={`@${config.mailDomain}`}
        hint={t('signUp.usernameHint', {
          address: `${values.username || t('signUp.usernameExample')}@${config.mailDomain}`,
        })}
        value={values.username}
        onChange={change('username')}
        onBlur={touch('username')}
        error={errorOf('username')}
      />
      <TextField
        label={t('signUp.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={change('password')}
        onBlur={touch('password')}
        error={errorOf('password')}
        hint={<PasswordRules password={values.password} />}
      />
      <div className={authStyles.row}>
        <TextField
          label={t('signUp.firstName')}
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={change('firstName')}
          onBlur={touch('firstName')}
          error={errorOf('firstName')}
        />
        <TextField
          label={t('signUp.lastName')}
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={change('lastName')}
          onBlur={touch('lastName')}
          error={errorOf('lastName')}
        />
      </div>
      <SelectField
        label={t('signUp.country')}
        name="country"
        autoComplete="country"
        placeholder={t('signUp.countryPlaceholder')}
        options={countries}
        value={values.country}
        onChange={change('country')}
        onBlur={touch('country')}
        error={errorOf('country')}
      />
      <TextField
        label={t('signUp.email')}
        name="email"
        type="email"
        autoComplete="email"
        hint={invitation?.email ? t('signUp.invitedEmailHint') : t('signUp.emailHint')}
        readOnly={Boolean(invitation?.email)}
        value={values.email}
        onChange={change('email')}
        onBlur={touch('email')}
        error={errorOf('email')}
      />
      <CheckboxField
        label={t('signUp.terms')}
        checked={hasAgreed}
        onCheckedChange={(checked) => {
          setHasAgreed(checked);
          touch('terms')();
        }}
        error={errorOf('terms')}
      />
      <Captcha config={config.captcha} onToken={setToken} resetKey={captchaResets} />
      {errorOf('token') ? (
        <p className={authStyles.aside} role="alert">
          {errorOf('token')}
        </p>
      ) : null}
      <Button type="submit" wide disabled={isSubmitting}>
        {t('signUp.submit')}
      </Button>
    </form>
  );
}
