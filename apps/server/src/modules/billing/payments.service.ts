import {
  type BillingPlans,
  CHECKOUT_RESULT_PARAM,
  collectIssues,
  LIMITS,
  PORTAL_RESULT_PARAM,
  pathOf,
  type RedirectAnswer,
} from '@kinframe/contract';
import { AppError, validationFailed } from '../../app-error.ts';
import {
  BillingNotConfiguredError,
  type BillingProvider,
  BillingProviderError,
  type ProviderEvent,
  WebhookSignatureError,
} from '../../infra/billing/index.ts';
import { addDays, type Clock } from '../../infra/clock.ts';
import { presentBillingPlans } from './billing.presenters.ts';
import type { BillingRepo } from './billing.repo.ts';
import type { BillingService } from './billing.service.ts';
import { isLiveStatus, isNewsAbout, valuesFromProvider } from './subscription-state.ts';

/** What became of a webhook delivery: for the log and the provider's dashboard. */
export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored_type' | 'unknown_customer' | 'stale';

const DEFAULT_RETURN_PATH = pathOf('account-membership');

/**
 * Paying for Plus through the configured provider: the offer (trial or not), Checkout, the customer
 * portal, and the webhooks that move the subscription through its states. Provider failures become
 * the contract's errors here; the provider adapter knows nothing of HTTP answers.
 */
export function createPaymentsService(deps: {
  repo: BillingRepo;
  billing: BillingService;
  provider: BillingProvider;
  accounts: {
    findById(id: number): Promise<{ id: number; email: string; first_name: string; last_name: string } | undefined>;
  };
  clock: Clock;
  appUrl: string;
  isContactAvailable: boolean;
  /** Who runs this Kinframe and how to reach them (OPERATOR_NAME, OPERATOR_CONTACT). */
  operator: { name: string | null; contact: string | null };
  /** The owner's name, whom people without Plus can always ask; null when no owner is left. */
  ownerName: () => Promise<string | null>;
}) {
  const { repo, billing, provider, clock } = deps;

  /** Runs a provider call, turning its failures into the errors the user sees. */
  async function withProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof BillingNotConfiguredError) throw new AppError('billing_unavailable');
      if (error instanceof BillingProviderError) throw new AppError('billing_provider_failed');
      throw error;
    }
  }

  /**
   * The app's own page to come back to. Compared by origin after the URL parser has had its say:
   * it drops tabs and newlines and reads a backslash as a slash, so `/\t/evil.example` is
   * `//evil.example`, another site, whatever the path looked like as text.
   */
  function returnUrl(path: string | undefined, param: string, value: string): string {
    const url = new URL(path ?? DEFAULT_RETURN_PATH, `${deps.appUrl}/`);
    if (url.origin !== new URL(deps.appUrl).origin) {
      throw validationFailed(collectIssues({ returnPath: { code: 'validation_failed' } }));
    }
    url.searchParams.set(param, value);
    return url.toString();
  }

  async function isTrialAvailable(userId: number): Promise<boolean> {
    if (provider.name === 'none') return false;
    const row = await repo.findByUserId(userId);
    return !row?.trial_used_at;
  }

  async function customerOf(userId: number): Promise<string> {
    const row = await repo.findByUserId(userId);
    if (row?.provider_customer_id) return row.provider_customer_id;
    const account = await deps.accounts.findById(userId);
    if (!account) throw new AppError('not_found');
    const { customerId } = await withProvider(() =>
      provider.createCustomer({
        userId,
        email: account.email,
        name: `${account.first_name} ${account.last_name}`.trim(),
      }),
    );
    return repo.linkCustomer(userId, customerId, clock.now().toISOString());
  }

  /** Stores the provider's subscription as it is now, for the account it belongs to. */
  async function syncSubscription(event: ProviderEvent): Promise<WebhookOutcome> {
    if (!event.subscriptionId) return 'ignored_type';
    const byCustomer = event.customerId ? await repo.findByCustomerId(event.customerId) : undefined;
    // Checkout completion names the account (our client_reference_id) before anything else might.
    const userId = byCustomer?.user_id ?? event.userId;
    if (userId === null || userId === undefined) return 'unknown_customer';
    const stored = byCustomer ?? (await repo.findByUserId(userId));
    if (!stored || (stored.provider_customer_id && stored.provider_customer_id !== event.customerId)) {
      return 'unknown_customer';
    }
    const subscriptionId = event.subscriptionId;
    const subscription = await withProvider(() => provider.getSubscription(subscriptionId));
    if (!isNewsAbout(stored, subscription)) return 'stale';
    const now = clock.now();
    const applied = await repo.applyEventOnce(event, now.toISOString(), async (trx) => {
      // Read again inside the transaction: a concurrent delivery may have just written.
      const previous = await trx.findByUserId(userId);
      await trx.upsert(userId, valuesFromProvider(provider.name, subscription, previous, now), now.toISOString());
    });
    return applied ? 'applied' : 'duplicate';
  }

  return {
    async getPlans(userId: number): Promise<BillingPlans> {
      const trial = await isTrialAvailable(userId);
      return presentBillingPlans({
        provider: provider.name,
        trialDays: LIMITS.trialDays,
        isTrialAvailable: trial,
        paidPlanStartDate: trial ? addDays(clock.now(), LIMITS.trialDays) : clock.now(),
        isContactAvailable: deps.isContactAvailable,
        operator: deps.operator,
        owner: await deps.ownerName(),
      });
    },

    async startCheckout(userId: number, input: { returnPath?: string }): Promise<RedirectAnswer> {
      if (provider.name === 'none') throw new AppError('billing_unavailable');
      const plan = await billing.currentPlan(userId);
      if (plan.tier === 'plus') throw new AppError('already_plus');
      const row = await repo.findByUserId(userId);
      // A subscription whose payment failed past its grace is still open at the provider: a second
      // one would charge twice. The card is fixed in the portal instead.
      if (row?.provider_ref && isLiveStatus(row.status)) throw new AppError('subscription_payment_due');
      const customerId = await customerOf(userId);
      const trialDays = (await isTrialAvailable(userId)) ? LIMITS.trialDays : null;
      return withProvider(() =>
        provider.createCheckout({
          customerId,
          userId,
          trialDays,
          successUrl: returnUrl(input.returnPath, CHECKOUT_RESULT_PARAM, 'success'),
          cancelUrl: returnUrl(input.returnPath, CHECKOUT_RESULT_PARAM, 'cancelled'),
        }),
      );
    },

    async openPortal(userId: number, input: { returnPath?: string }): Promise<RedirectAnswer> {
      if (provider.name === 'none') throw new AppError('billing_unavailable');
      const row = await repo.findByUserId(userId);
      const customerId = row?.provider_customer_id;
      if (!customerId) throw new AppError('no_billing_account');
      return withProvider(() =>
        provider.createPortal({ customerId, returnUrl: returnUrl(input.returnPath, PORTAL_RESULT_PARAM, 'done') }),
      );
    },

    /**
     * A webhook delivery: signature first (nothing is read from an unsigned body), then the
     * subscription is fetched from the provider as it is now, so deliveries in any order, late or
     * repeated, all end in the provider's current state. Each event id is applied once.
     */
    async handleWebhook(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<{ event: ProviderEvent; outcome: WebhookOutcome }> {
      let event: ProviderEvent;
      try {
        event = provider.readWebhook(rawBody, signature, clock.now());
      } catch (error) {
        if (error instanceof BillingNotConfiguredError) throw new AppError('billing_unavailable');
        if (error instanceof WebhookSignatureError) throw new AppError('webhook_signature_invalid');
        throw error;
      }
      if (!event.isHandled) return { event, outcome: 'ignored_type' };
      if (await repo.isEventProcessed(event.id)) return { event, outcome: 'duplicate' };
      return { event, outcome: await syncSubscription(event) };
    },

    /** Before an account is deleted: stop the provider charging it. */
    async endSubscriptionOf(userId: number): Promise<void> {
      const live = await billing.liveProviderSubscription(userId);
      if (!live || provider.name === 'none') return;
      await withProvider(() => provider.cancelSubscriptionNow(live.id));
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
