import type { MyProfile } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const myProfileQueryKey = ['account', 'profile'] as const;

/** Fetches the logged-in member's own profile. */
export function getMyProfile(signal?: AbortSignal): Promise<MyProfile> {
  return api<MyProfile>('/api/member/me', { signal });
}

export const myProfileQueryOptions = () =>
  queryOptions({ queryKey: myProfileQueryKey, queryFn: ({ signal }) => getMyProfile(signal), retry: false });

export function useMyProfile(enabled = true) {
  return useQuery({ ...myProfileQueryOptions(), enabled });
}
