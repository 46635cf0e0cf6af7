import type { AttendeeTicket } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One attendee's ticket by its private link (GET /api/tickets/{token}; no login). */
export function getAttendeeTicket(token: string, signal?: AbortSignal): Promise<AttendeeTicket> {
  return api<AttendeeTicket>(`/api/tickets/${encodeURIComponent(token)}`, { signal });
}

/** Where the server draws an attendee's own barcode, from the token of their ticket link. */
export const attendeeBarcodeImageUrl = (token: string) =>
  `/api/tickets/${encodeURIComponent(token)}/barcode.png`;

/** The token at the end of a ticket link (/ticket/{token}). */
export const tokenOfTicketUrl = (ticketUrl: string) => ticketUrl.split('/').pop() ?? '';

export const attendeeTicketQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['attendee-tickets', token],
    queryFn: ({ signal }) => getAttendeeTicket(token, signal),
    retry: false,
    // A ticket cancelled a moment ago must stop showing: asked afresh whenever the page is shown again.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useAttendeeTicket(token: string) {
  return useQuery({ ...attendeeTicketQueryOptions(token), enabled: token.length > 0 });
}
