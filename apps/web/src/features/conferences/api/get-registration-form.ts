import type { RegistrationForm } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What the registration form starts from: the member and the session department (GET /api/register/conference/{idx}). */
export function getRegistrationForm(detailIdx: number, signal?: AbortSignal): Promise<RegistrationForm> {
  return api<RegistrationForm>(`/api/register/conference/${detailIdx}`, { signal });
}

export const registrationFormQueryKey = (detailIdx: number) => ['registration-form', detailIdx] as const;

export const registrationFormQueryOptions = (detailIdx: number) =>
  queryOptions({
    queryKey: registrationFormQueryKey(detailIdx),
    queryFn: ({ signal }) => getRegistrationForm(detailIdx, signal),
    // The remaining seats must be current whenever the form is opened or reloaded after a refusal.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useRegistrationForm(detailIdx: number) {
  return useQuery(registrationFormQueryOptions(detailIdx));
}
