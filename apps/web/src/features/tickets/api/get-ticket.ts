import type { Ticket } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The member's barcode ticket of registration {idx} (GET /api/registered/conference/{idx}/ticket). */
export function getTicket(idx: number, signal?: AbortSignal): Promise<Ticket> {
  return api<Ticket>(`/api/registered/conference/${idx}/ticket`, { signal });
}

/** Where the server draws the ticket's barcode image. */
export const barcodeImageUrl = (idx: number) => `/api/registered/conference/${idx}/barcode.png`;

export const ticketQueryOptions = (idx: number) =>
  queryOptions({
    queryKey: ['tickets', idx],
    queryFn: ({ signal }) => getTicket(idx, signal),
    retry: false,
  });

export function useTicket(idx: number) {
  return useQuery({ ...ticketQueryOptions(idx), enabled: Number.isInteger(idx) && idx > 0 });
}
