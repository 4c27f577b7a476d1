import { useTranslation } from 'react-i18next';
import { useSendEmailLinkMutation } from '../api/account.ts';
import { Button } from './Button.tsx';
import { useToast } from './Toasts.tsx';

/** Mails the link that proves `email` again, and says so (or why not). */
export function SendEmailLinkButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const notify = useToast();
  const send = useSendEmailLinkMutation();
  const onClick = () =>
    send.mutate(undefined, {
      onSuccess: () => notify({ type: 'success', content: t('emailConfirm.sent', { email }) }),
    });
  return (
    <Button variant="secondary" onClick={onClick} disabled={send.isPending}>
      {send.isPending ? t('emailConfirm.sending') : t('emailConfirm.sendAgain')}
    </Button>
  );
}
