import { CONTACT_LIMITS } from '@kinframe/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileQuery } from '../../api/account.ts';
import { useBillingPlansQuery, useSendContactFormMutation } from '../../api/billing.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button } from '../Button.tsx';
import { Dialog } from '../Dialog.tsx';
import fieldStyles from '../Field.module.css';
import { FormAlert } from '../FormAlert.tsx';
import { useDialogForm } from '../forms/use-dialog-form.ts';
import { describedBy, FieldFrame, TextField } from '../TextField.tsx';
import styles from './PlusPlans.module.css';

interface ContactUsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The contact-us modal: a Lite member asks the people who run this Kinframe to upgrade them (spec
 * section 1). The message is mailed to the operator; the reply goes to the account's contact email.
 */
export function ContactUsDialog({ open, onOpenChange }: ContactUsDialogProps) {
  const { t } = useTranslation();
  const plans = useBillingPlansQuery();
  const isAvailable = plans.data?.contact.isAvailable;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('plus.contact.title')}
      description={isAvailable === false ? t('plus.contact.unavailable') : t('plus.contact.body')}
    >
      {isAvailable ? (
        <ContactForm onDone={() => onOpenChange(false)} />
      ) : (
        <>
          {plans.error ? <FormAlert messages={[{ id: 'plans', message: errorText(t, plans.error) }]} /> : null}
          <div className={styles.formActions}>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('common.close')}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}

function ContactForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const replyTo = useProfileQuery().data?.contact_email;
  const messageId = useId();
  const form = useDialogForm({
    fields: ['subject', 'message'],
    initial: () => ({ subject: t('plus.contact.defaultSubject'), message: '' }),
    issuesOf: ({ message }) => ({ message: message.trim() === '' ? t('errors.required') : null }),
    showProblems: 'onSend',
  });
  const { error: messageError, ...message } = form.field('message');
  const send = useSendContactFormMutation();

  if (send.isSuccess) {
    return (
      <>
        <p role="status" className={styles.sent}>
          {replyTo ? t('plus.contact.sentTo', { email: replyTo }) : t('plus.contact.sent')}
        </p>
        <div className={styles.formActions}>
          <Button autoFocus onClick={onDone}>
            {t('common.close')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <form
      className={styles.form}
      onSubmit={form.submitWith((values) =>
        send.mutate(
          { subject: values.subject.trim() || undefined, message: values.message.trim() },
          { onError: form.refuse },
        ),
      )}
      noValidate
    >
      <FormAlert messages={form.problems} />
      <TextField label={t('plus.contact.subject')} maxLength={CONTACT_LIMITS.subjectMax} {...form.field('subject')} />
      <FieldFrame
        id={messageId}
        label={t('plus.contact.message')}
        error={messageError}
        hint={replyTo ? t('plus.contact.replyTo', { email: replyTo }) : undefined}
      >
        <div className={fieldStyles.control}>
          <textarea
            id={messageId}
            className={`${fieldStyles.input} ${styles.message}`}
            rows={5}
            maxLength={CONTACT_LIMITS.messageMax}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={describedBy(messageId, {
              error: messageError,
              hint: replyTo ? 'reply-to' : undefined,
            })}
            {...message}
          />
        </div>
      </FieldFrame>
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onDone}>
          {t('plus.contact.cancel')}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('plus.contact.sending') : t('plus.contact.send')}
        </Button>
      </div>
    </form>
  );
}
