import type { BusinessDetails } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const businessDetailsQueryKey = ['site-settings', 'business-details'] as const;

/** GET /api/site-settings/business-details: who runs the shop, as the footer prints it. */
export const getBusinessDetails = (signal?: AbortSignal) =>
  api<BusinessDetails>('/api/site-settings/business-details', { signal });

export const businessDetailsQueryOptions = () =>
  queryOptions({
    queryKey: businessDetailsQueryKey,
    queryFn: ({ signal }) => getBusinessDetails(signal),
    // They change perhaps once a year: one read per visit (the administration's save updates it at once).
    staleTime: 30 * 60_000,
  });

/** The business details of the footer; undefined until they arrive (or when they could not be read). */
export function useBusinessDetails() {
  return useQuery(businessDetailsQueryOptions());
}
