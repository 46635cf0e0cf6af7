import { queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { cartQueryKey } from './query-keys';

/** Number of items in the member's cart, for the badge in the top bar. */
export async function getCartCount(signal?: AbortSignal): Promise<number> {
  const data = await newApi<{ amount: number } | null>('/new_api/customer/cart/v2/count', { signal });
  return typeof data?.amount === 'number' ? data.amount : 0;
}

export const cartCountQueryOptions = () =>
  queryOptions({
    queryKey: [...cartQueryKey, 'count'],
    queryFn: ({ signal }) => getCartCount(signal),
    staleTime: 60_000,
    retry: false,
  });

/** The badge count; 0 while unknown, for visitors, or when the cart cannot be read. */
export function useCartCount(enabled: boolean): number {
  const query = useQuery({ ...cartCountQueryOptions(), enabled });
  return enabled ? (query.data ?? 0) : 0;
}
