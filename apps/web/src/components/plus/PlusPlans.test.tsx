import type { BillingPlans } from '@kinframe/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { renderWithApp } from '../../test/render.tsx';
import { PlusPlans } from './PlusPlans.tsx';

const fetchMock = vi.fn<typeof fetch>();
const NOBODY: BillingPlans['contact']['operator'] = { name: null, contact: null };
const plans = (
  provider: 'none' | 'stripe',
  isContactAvailable = true,
  operator = NOBODY,
  owner: string | null = null,
): BillingPlans => ({
  provider,
  plan: { name: 'plus annual', price: 49.99, currency: 'USD', frequency: 'annual' },
  trial: { days: 7, isAvailable: provider === 'stripe', paidPlanStartDate: '2026-03-08T12:00:00.000Z' },
  contact: { isAvailable: isContactAvailable, operator, owner },
});

function answer(billingPlans: BillingPlans) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.includes('v3/billing/plans')) return json(200, billingPlans);
    if (path.includes('v3/billing/checkout')) return json(501, { success: false, code: 'billing_unavailable' });
    if (path.includes('v3/contact') && init?.method === 'POST') return json(200, { success: true });
    if (path.includes('user/profile/edit/')) return json(200, { contact_email: 'ada@example.com' });
    return json(404, { success: false, code: 'not_found', message: 'Not found' });
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Plus offer', () => {
  it('without online payment, says to contact us and sends the contact form', async () => {
    answer(plans('none'));
    await renderWithApp(<PlusPlans />);
    await screen.findByText(/Online payment isn't offered on this Kinframe/);
    // Nothing to pay here: no price, no trial, and only what this Kinframe gives.
    expect(screen.queryByText(/49\.99/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get Kinframe Plus' })).toBeNull();
    const benefits = screen.getByRole('list', { name: 'What Plus includes' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(6);
    expect(within(benefits).queryByText(/free trial|prints|warranty/)).toBeNull();
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Contact us' })));

    const contact = await screen.findByRole('dialog', { name: 'Contact us' });
    fireEvent.change(within(contact).getByLabelText('Message'), { target: { value: 'Please upgrade me.' } });
    await act(() => fireEvent.click(within(contact).getByRole('button', { name: 'Send message' })));
    await waitFor(() => expect(within(contact).getByRole('status').textContent).toContain('ada@example.com'));
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('v3/contact'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      subject: 'Upgrade to Kinframe Plus',
      message: 'Please upgrade me.',
    });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('v3/billing/checkout'))).toBe(false);
  });

  it('without a contact form, names who runs this Kinframe and how to reach them, and offers no dead button', async () => {
    answer(plans('none', false, { name: 'The Berg family', contact: 'frames@berg.example' }));
    await renderWithApp(<PlusPlans />);
    await screen.findByText(/This Kinframe is run by The Berg family/);
    const mail = screen.getByRole('link', { name: 'frames@berg.example' });
    expect(mail.getAttribute('href')).toBe('mailto:frames@berg.example');
    expect(screen.queryByRole('button', { name: 'Contact us' })).toBeNull();
    // No button that leads nowhere.
    expect(screen.queryByRole('button', { name: 'Get Kinframe Plus' })).toBeNull();
  });

  it('without a contact form or an operator said, names the owner as the one who gives Plus', async () => {
    answer(plans('none', false, NOBODY, 'Olga Berg'));
    await renderWithApp(<PlusPlans />);
    await screen.findByText(/the people who run it can switch your account to Plus/);
    expect(screen.getByText('Olga Berg set up this Kinframe: ask them to switch your account to Plus.')).toBeTruthy();
    expect(screen.queryByText(/in person/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Contact us' })).toBeNull();
  });

  it('with Stripe, offers the trial with its price and date, and no contact form', async () => {
    answer(plans('stripe'));
    await renderWithApp(<PlusPlans />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Start 7-day free trial' })));
    const offer = screen.getByRole('dialog', { name: 'Try Plus free for 7 days' });
    expect(offer.textContent?.replace(/\u00a0/g, ' ')).toContain(
      '7 days free, then USD 49.99 per year. Your paid plan starts on March 8, 2026',
    );
    expect(within(offer).getByRole('button', { name: 'Start free trial' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Contact us' })).toBeNull();
  });
});
