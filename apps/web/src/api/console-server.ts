// The owner's console, Server tab: how the server runs, its job queue with each failure's reason and
// a retry, and the mail SMTP has not taken. Owners and operators only (404 to anyone else).
import type { FailedJobPage, JobKinds, RetriedJob, ServerStatus, UndeliveredMailPage } from '@kinframe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCursorPagesQuery } from './pages.ts';
import { call } from './typed.ts';

/** How often the job queue is read again while the page is in view (never while the tab is hidden). */
const JOBS_REFRESH_MS = 10_000;

export const serverConsoleKeys = {
  all: ['console-server'] as const,
  status: ['console-server', 'status'] as const,
  jobs: ['console-server', 'jobs'] as const,
  failed: (kind: string) => ['console-server', 'jobs', 'failed', kind] as const,
  undelivered: ['console-server', 'undelivered'] as const,
};

export function getServerStatus(signal?: AbortSignal): Promise<ServerStatus> {
  return call('get', '/api/v3/console/server', { signal });
}

export function useServerStatusQuery() {
  return useQuery({ queryKey: serverConsoleKeys.status, queryFn: ({ signal }) => getServerStatus(signal) });
}

export function getJobKinds(signal?: AbortSignal): Promise<JobKinds> {
  return call('get', '/api/v3/console/jobs', { signal });
}

export function useJobKindsQuery() {
  return useQuery({
    queryKey: serverConsoleKeys.jobs,
    queryFn: ({ signal }) => getJobKinds(signal),
    refetchInterval: JOBS_REFRESH_MS,
  });
}

export function getFailedJobs(kind: string, cursor: string | undefined, signal?: AbortSignal): Promise<FailedJobPage> {
  return call('get', '/api/v3/console/jobs/failed', { query: { kind, cursor }, signal });
}

export function useFailedJobsQuery(kind: string) {
  return useCursorPagesQuery(serverConsoleKeys.failed(kind), (cursor, signal) => getFailedJobs(kind, cursor, signal));
}

export function retryJob(id: string): Promise<RetriedJob> {
  return call('post', '/api/v3/console/jobs/{id}/retry', { path: { id } });
}

/** A retried job leaves its kind's failures and joins those waiting: both are read again. */
export function useRetryJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serverConsoleKeys.jobs }),
  });
}

export function getUndeliveredMail(cursor: string | undefined, signal?: AbortSignal): Promise<UndeliveredMailPage> {
  return call('get', '/api/v3/console/mail/undelivered', { query: { cursor }, signal });
}

export function useUndeliveredMailQuery() {
  return useCursorPagesQuery(serverConsoleKeys.undelivered, getUndeliveredMail);
}
