import { type ItemCard, newContentsAddress } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { catalogQueryKey } from './query-keys';

/** The five newest contents for the mall home (GET /new_api/customer/item/new-contents). */
export async function getNewContents(signal?: AbortSignal): Promise<ItemCard[]> {
  const data = await newApi<{ itemList: ItemCard[] }>(newContentsAddress, { signal });
  return data.itemList;
}

export const newContentsQueryOptions = () =>
  queryOptions({
    queryKey: [...catalogQueryKey, 'new-contents'],
    queryFn: ({ signal }) => getNewContents(signal),
  });

export function useNewContents() {
  return useQuery(newContentsQueryOptions());
}
