import { type AttachmentAccess, attachmentAccessLabels, attachmentAccessLevels, limits } from '@edu/shared';
import { useId } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { useAccount } from '@/features/accounts';
import { ApiError } from '@/lib/api-client';
import { useAdminBoards, useSaveAttachmentAccess } from '../api/board-settings';

/** For administrators above a board's list: who may download its attachments (a board setting). */
export function AttachmentAccessSetting({ boardId }: { boardId: number }) {
  const { account } = useAccount();
  const isAdmin = (account?.mlevel ?? 0) >= limits.adminLevel;
  const boards = useAdminBoards(isAdmin);
  const save = useSaveAttachmentAccess();
  const dialog = useDialog();
  const id = useId();
  const board = boards.data?.find((row) => row.boardId === boardId);
  if (!isAdmin || !board) return null;

  const change = async (attachmentAccess: AttachmentAccess) => {
    try {
      const { message } = await save.mutateAsync({ boardId, attachmentAccess });
      await dialog.alert(message);
    } catch (error) {
      await dialog.alert(error instanceof ApiError ? error.message : '저장하지 못했습니다.');
    }
  };

  return (
    <div className="mb-4 flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <label htmlFor={id} className="font-medium text-slate-700">
        첨부파일 내려받기
      </label>
      <select
        id={id}
        value={board.attachmentAccess}
        disabled={save.isPending}
        onChange={(event) => void change(event.target.value as AttachmentAccess)}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1"
      >
        {attachmentAccessLevels.map((level) => (
          <option key={level} value={level}>
            {attachmentAccessLabels[level]}
          </option>
        ))}
      </select>
      <span className="text-slate-500">관리자에게만 보이는 설정입니다.</span>
    </div>
  );
}
