import { type CreateInquiryRequest, inquiryMessages } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWithMessage } from '@/lib/api-client';
import { myInquiriesQueryKey } from './get-my-inquiries';

/** Files the member's inquiry (POST /api/qna); answers the server's success text. */
export async function createInquiry(request: CreateInquiryRequest): Promise<string> {
  const answer = await apiWithMessage<number>('/api/qna', { method: 'POST', body: request });
  return answer.message || inquiryMessages.created;
}

/** Inquiry submit that refreshes the member's inquiry list. */
export function useCreateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myInquiriesQueryKey }),
  });
}
