import type { AttachmentAccess, adminBoardListSchema } from '@edu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiWithMessage } from '@/lib/api-client';

type AdminBoards = z.infer<typeof adminBoardListSchema>;

const boardsKey = ['community', 'admin-boards'] as const;

/** Every board's settings (GET /api/admin/boards; administrators only). */
export function useAdminBoards(enabled: boolean) {
  return useQuery({ queryKey: boardsKey, queryFn: () => api<AdminBoards>('/api/admin/boards'), enabled });
}

/** Saves who may download a board's attachments (PUT /api/admin/boards/{boardId}); answers the server's text. */
export function useSaveAttachmentAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ boardId, attachmentAccess }: { boardId: number; attachmentAccess: AttachmentAccess }) =>
      apiWithMessage<null>(`/api/admin/boards/${boardId}`, { method: 'PUT', body: { attachmentAccess } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['community'] }),
  });
}
