import {
  appPath,
  type Frame,
  type FrameState,
  SUPPORT_LIMITS,
  type SupportDiagnostics,
  toLanguageTag,
} from '@kinframe/contract';
import { ChevronRight, LifeBuoy } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useBillingPlansQuery } from '../../api/billing.ts';
import { useFramesQuery } from '../../api/frames.ts';
import { useCreateSupportTicketMutation, useSupportTicketsQuery } from '../../api/support.ts';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import fieldStyles from '../../components/Field.module.css';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useDialogForm } from '../../components/forms/use-dialog-form.ts';
import { FaqList } from '../../components/help/FaqList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { describedBy, FieldFrame, TextField } from '../../components/TextField.tsx';
import { APP_VERSION } from '../../frame/device.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from './SupportPage.module.css';
import { TicketState } from './TicketState.tsx';

const stateOf = (frame: Frame): FrameState => frame.state ?? (frame.online ? 'online' : 'offline');

/** The facts "Include diagnostic details" sends: exactly what the form lists under the box. */
function useDiagnostics(): { facts: SupportDiagnostics; isReady: boolean } {
  const frames = useFramesQuery();
  return {
    facts: {
      appVersion: APP_VERSION,
      userAgent: navigator.userAgent.slice(0, 400),
      frames: (frames.data?.frames ?? []).slice(0, SUPPORT_LIMITS.framesListed).map((frame) => ({
        name: frame.name.slice(0, 80),
        state: stateOf(frame),
        playerVersion: frame.device.appVersion?.slice(0, 40) ?? null,
      })),
    },
    isReady: !frames.isPending,
  };
}

/**
 * The Hub's Support tab: the questions the help articles answer, a way to ask the people who run
 * this Kinframe (mailed to them; their answer comes back here), and the person's requests so far.
 */
export function SupportPage() {
  const { t } = useTranslation();
  // Without an address for requests, "requests you send appear here" would promise what cannot be.
  const canAsk = useBillingPlansQuery().data?.contact.isAvailable !== false;
  return (
    <div className={styles.page}>
      <PageHeader description={t('support.intro')} />
      <section className={styles.section} aria-labelledby="support-faq">
        <h2 id="support-faq" className={styles.heading}>
          {t('support.faq.title')}
        </h2>
        <FaqList />
      </section>
      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="support-contact">
          <h2 id="support-contact" className={styles.heading}>
            {t('support.contact.title')}
          </h2>
          <ContactCard />
        </section>
        <section className={styles.section} aria-labelledby="support-requests">
          <h2 id="support-requests" className={styles.heading}>
            {t('support.requests.title')}
          </h2>
          <Requests emptyText={t(canAsk ? 'support.requests.empty' : 'support.requests.none')} />
        </section>
      </div>
    </div>
  );
}

function ContactCard() {
  const { t } = useTranslation();
  const plans = useBillingPlansQuery();
  if (plans.isPending) return <Card className={styles.busy} aria-busy="true" />;
  if (plans.data?.contact.isAvailable === false) {
    return (
      <Card as="p" className={styles.muted}>
        {t('support.contact.unavailable')}
      </Card>
    );
  }
  return <ContactForm />;
}

function ContactForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const messageId = useId();
  const factsId = useId();
  const [isSharing, setSharing] = useState(false);
  const diagnostics = useDiagnostics();
  const create = useCreateSupportTicketMutation();
  const form = useDialogForm({
    fields: ['subject', 'message'],
    initial: { subject: '', message: '' },
    issuesOf: ({ subject, message }) => ({
      subject: subject.trim() === '' ? t('errors.required') : null,
      message: message.trim() === '' ? t('errors.required') : null,
    }),
    showProblems: 'onSend',
  });
  const { error: messageError, ...message } = form.field('message');

  return (
    <Card
      as="form"
      className={styles.form}
      noValidate
      onSubmit={form.submitWith((values) =>
        create.mutate(
          {
            subject: values.subject.trim(),
            message: values.message.trim(),
            diagnostics: isSharing ? diagnostics.facts : undefined,
          },
          {
            onSuccess: (ticket) => navigate(appPath('hub-support-ticket', { id: ticket.id })),
            onError: form.refuse,
          },
        ),
      )}
    >
      <p className={styles.muted}>{t('support.contact.body')}</p>
      <FormAlert messages={form.problems} />
      <TextField
        label={t('support.contact.subject')}
        maxLength={SUPPORT_LIMITS.subjectMax}
        autoComplete="off"
        {...form.field('subject')}
      />
      <FieldFrame id={messageId} label={t('support.contact.message')} error={messageError}>
        <div className={fieldStyles.control}>
          <textarea
            id={messageId}
            className={`${fieldStyles.input} ${styles.textarea}`}
            rows={6}
            maxLength={SUPPORT_LIMITS.messageMax}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={describedBy(messageId, { error: messageError })}
            {...message}
          />
        </div>
      </FieldFrame>
      <div className={styles.consent}>
        <CheckboxField label={t('support.diagnostics.include')} checked={isSharing} onCheckedChange={setSharing} />
        <div id={factsId} className={`${styles.facts} ${isSharing ? styles.factsShared : ''}`}>
          <p className={styles.factsNote}>
            {isSharing ? t('support.diagnostics.willSend') : t('support.diagnostics.wouldSend')}
          </p>
          <DiagnosticFacts facts={diagnostics.facts} isReady={diagnostics.isReady} />
        </div>
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('support.contact.sending') : t('support.contact.send')}
        </Button>
      </div>
    </Card>
  );
}

function DiagnosticFacts({ facts, isReady }: { facts: SupportDiagnostics; isReady: boolean }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.factList}>
      <div>
        <dt>{t('support.diagnostics.appVersion')}</dt>
        <dd>{facts.appVersion}</dd>
      </div>
      <div>
        <dt>{t('support.diagnostics.browser')}</dt>
        <dd className={styles.userAgent}>{facts.userAgent}</dd>
      </div>
      <div>
        <dt>{t('support.diagnostics.frames')}</dt>
        <dd>
          {!isReady ? (
            '…'
          ) : facts.frames.length === 0 ? (
            t('support.diagnostics.noFrames')
          ) : (
            <ul className={styles.frameFacts}>
              {facts.frames.map((frame, index) => (
                // Two frames may share a name: the position tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole, never reordered
                <li key={index}>
                  {t('support.diagnostics.frameLine', {
                    name: frame.name,
                    state: t(`frames.card.${frame.state}`),
                    version: frame.playerVersion ?? t('support.diagnostics.playerUnknown'),
                  })}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}

function Requests({ emptyText }: { emptyText: string }) {
  const { t } = useTranslation();
  const tickets = useSupportTicketsQuery();
  const tag = toLanguageTag(currentLocale());
  const list = tickets.data?.pages.flatMap((page) => page.tickets) ?? [];
  return (
    <QueryState
      query={tickets}
      look="card"
      loading={<Card className={styles.busy} aria-busy="true" />}
      isEmpty={() => list.length === 0}
      empty={
        <Card className={styles.empty}>
          <LifeBuoy size={28} aria-hidden="true" className={styles.emptyIcon} />
          <p>{emptyText}</p>
        </Card>
      }
    >
      {() => (
        <Card>
          <ul className={styles.requestList}>
            {list.map((ticket) => (
              <li key={ticket.id}>
                <Link to={appPath('hub-support-ticket', { id: ticket.id })} className={styles.request}>
                  <span className={styles.requestText}>
                    <span className={styles.requestSubject}>{ticket.subject}</span>
                    <span className={styles.requestMeta}>
                      <TicketState state={ticket.state} />
                      <span>
                        {t('support.requests.updated', {
                          when: new Date(ticket.updatedAt).toLocaleString(tag, {
                            dateStyle: 'medium',
                            timeStyle: 'short',
                          }),
                        })}
                      </span>
                    </span>
                  </span>
                  <ChevronRight size={18} aria-hidden="true" className={styles.chevron} />
                </Link>
              </li>
            ))}
          </ul>
          {tickets.hasNextPage ? (
            <div className={styles.more}>
              <Button variant="secondary" onClick={() => tickets.fetchNextPage()} disabled={tickets.isFetchingNextPage}>
                {t('support.requests.more')}
              </Button>
            </div>
          ) : null}
        </Card>
      )}
    </QueryState>
  );
}
