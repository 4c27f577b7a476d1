import { SUPPORT_LIMITS, type SupportMessage, toLanguageTag } from '@kinframe/contract';
import { ArrowLeft, LifeBuoy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAddSupportMessageMutation, useSupportTicketQuery } from '../../api/support.ts';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import fieldStyles from '../../components/Field.module.css';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useDialogForm } from '../../components/forms/use-dialog-form.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { describedBy, FieldFrame } from '../../components/TextField.tsx';
import { currentLocale } from '../../i18n/i18n.ts';
import supportStyles from './SupportPage.module.css';
import styles from './TicketPage.module.css';
import { TicketState } from './TicketState.tsx';

/** One support request as a conversation: the person's messages and the operator's answers, then a reply box. */
export function TicketPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const ticket = useSupportTicketQuery(id);
  const back = (
    <Link to="/hub/support" className={styles.back}>
      <ArrowLeft size={18} aria-hidden="true" />
      {t('support.ticket.back')}
    </Link>
  );
  if (!ticket.data) {
    return (
      <div className={styles.page}>
        {back}
        <QueryState query={ticket} look="card" loading={<Card className={supportStyles.busy} aria-busy="true" />}>
          {() => null}
        </QueryState>
      </div>
    );
  }
  const { subject, state, messages } = ticket.data;
  return (
    <div className={styles.page}>
      {back}
      <header className={styles.header}>
        <h1 className={styles.title}>{subject}</h1>
        <TicketState state={state} />
      </header>
      <p className={styles.note}>
        {state === 'answered' ? t('support.ticket.answeredNote') : t('support.ticket.openNote')}
      </p>
      <ol className={styles.conversation} aria-label={t('support.ticket.conversation')}>
        {messages.map((message) => (
          <Message key={message.id} message={message} />
        ))}
      </ol>
      <FollowUp ticketId={id} />
    </div>
  );
}

function Message({ message }: { message: SupportMessage }) {
  const { t } = useTranslation();
  const isOperator = message.author === 'operator';
  const when = new Date(message.createdAt).toLocaleString(toLanguageTag(currentLocale()), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <li className={`${styles.message} ${isOperator ? styles.fromOperator : styles.fromPerson}`}>
      {isOperator ? (
        <span className={styles.avatar} aria-hidden="true">
          <LifeBuoy size={18} />
        </span>
      ) : null}
      <article className={styles.bubble}>
        <header className={styles.author}>
          <span className={styles.authorName}>
            {isOperator ? t('support.ticket.operator') : t('support.ticket.you')}
          </span>
          <time dateTime={message.createdAt} className={styles.time}>
            {when}
          </time>
        </header>
        <p className={styles.body}>{message.body}</p>
      </article>
    </li>
  );
}

function FollowUp({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const messageId = useId();
  const add = useAddSupportMessageMutation(ticketId);
  const form = useDialogForm({
    fields: ['message'],
    initial: { message: '' },
    issuesOf: ({ message }) => ({ message: message.trim() === '' ? t('errors.required') : null }),
    showProblems: 'onSend',
  });
  const { error: messageError, ...message } = form.field('message');
  return (
    <Card
      as="form"
      className={`${supportStyles.form} ${styles.reply}`}
      noValidate
      onSubmit={form.submitWith((values) =>
        add.mutate({ message: values.message.trim() }, { onSuccess: () => form.reset(), onError: form.refuse }),
      )}
    >
      <FormAlert messages={form.problems} />
      <FieldFrame id={messageId} label={t('support.ticket.addMessage')} error={messageError}>
        <div className={fieldStyles.control}>
          <textarea
            id={messageId}
            className={`${fieldStyles.input} ${supportStyles.textarea}`}
            rows={4}
            maxLength={SUPPORT_LIMITS.messageMax}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={describedBy(messageId, { error: messageError })}
            {...message}
          />
        </div>
      </FieldFrame>
      <div className={supportStyles.actions}>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t('support.contact.sending') : t('support.ticket.send')}
        </Button>
      </div>
    </Card>
  );
}
