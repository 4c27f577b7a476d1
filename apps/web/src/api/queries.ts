import { LIMITS } from '@kinframe/contract';
import { useQuery } from '@tanstack/react-query';
import { getAppConfig, getFeatures, getProfile } from './calls.ts';

/** Server state the screens share, through TanStack Query (STYLE.md: `useXQuery`). */
export const queryKeys = {
  appConfig: ['app-config'] as const,
  profile: ['account', 'profile'] as const,
  features: ['account', 'features'] as const,
};

export function useAppConfigQuery() {
  // The configuration changes only with a new server release: ask once per page load.
  return useQuery({ queryKey: queryKeys.appConfig, queryFn: getAppConfig, staleTime: Number.POSITIVE_INFINITY });
}

export function useProfileQuery(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.profile, queryFn: getProfile, enabled: options.enabled ?? true });
}

export function useFeaturesQuery() {
  return useQuery({ queryKey: queryKeys.features, queryFn: getFeatures });
}

/** Total video storage in GB; the spec's default when the server gives none. */
export function videoStorageTotalGb(features: { config?: { video_storage_base?: number } } | undefined): number {
  return features?.config?.video_storage_base ?? LIMITS.videoStorageGb.base;
}
