// Hub > Support: the person's requests to the people who run this Kinframe, and their answers.
import type { SupportFollowUp, SupportRequest, SupportTicket, SupportTicketPage } from '@kinframe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCursorPagesQuery } from './pages.ts';
import { call } from './typed.ts';

export const supportKeys = {
  all: ['support'] as const,
  tickets: ['support', 'tickets'] as const,
  ticket: (id: number) => ['support', 'ticket', id] as const,
};

const TICKETS_PER_PAGE = 20;

export function getSupportTickets(cursor?: string, signal?: AbortSignal): Promise<SupportTicketPage> {
  return call('get', '/api/v3/support/tickets', { query: { cursor, limit: TICKETS_PER_PAGE }, signal });
}

export function getSupportTicket(id: number, signal?: AbortSignal): Promise<SupportTicket> {
  return call('get', '/api/v3/support/tickets/{id}', { path: { id: String(id) }, signal });
}

export function createSupportTicket(request: SupportRequest): Promise<SupportTicket> {
  return call('post', '/api/v3/support/tickets', { json: request });
}

export function addSupportMessage(id: number, followUp: SupportFollowUp): Promise<SupportTicket> {
  return call('post', '/api/v3/support/tickets/{id}/messages', { path: { id: String(id) }, json: followUp });
}

export function useSupportTicketsQuery() {
  return useCursorPagesQuery(supportKeys.tickets, (cursor, signal) => getSupportTickets(cursor, signal));
}

export function useSupportTicketQuery(id: number) {
  return useQuery({ queryKey: supportKeys.ticket(id), queryFn: ({ signal }) => getSupportTicket(id, signal) });
}

/** A new request: the list shows it at once, and its page is already known. */
export function useCreateSupportTicketMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupportTicket,
    meta: { handlesErrorItself: true },
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: supportKeys.tickets });
    },
  });
}

export function useAddSupportMessageMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (followUp: SupportFollowUp) => addSupportMessage(id, followUp),
    meta: { handlesErrorItself: true },
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(id), ticket);
      return queryClient.invalidateQueries({ queryKey: supportKeys.tickets });
    },
  });
}
