import type { PostAttachment } from '@edu/shared';
import { communityLimits } from '@edu/shared';
import { useId, useRef } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { formatBytes } from '@/lib/format-bytes';
import { type AttachmentDraft, attachmentAccept, attachmentProblem } from '../lib/attachment-draft';

type AttachmentFieldProps = {
  /** The post's stored files when editing. */
  stored: PostAttachment[];
  value: AttachmentDraft;
  onChange: (value: AttachmentDraft) => void;
};

const rowClass = 'flex items-center justify-between gap-3 px-3 py-2 text-sm';
const removeClass =
  'shrink-0 rounded border border-slate-300 px-2 py-1 text-xs text-slate-700 hover:bg-slate-100';

/** 첨부파일: up to five files (한글, PDF, office, pictures, zip; 50 MB each), the stored ones removable. */
export function AttachmentField({ stored, value, onChange }: AttachmentFieldProps) {
  const dialog = useDialog();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const kept = stored.filter((file) => !value.removedIds.includes(file.attachmentId));

  const choose = async (chosen: File[]) => {
    if (input.current) input.current.value = '';
    if (chosen.length === 0) return;
    const problem = attachmentProblem([...value.added, ...chosen], kept.length);
    if (problem) return dialog.alert(problem);
    onChange({ ...value, added: [...value.added, ...chosen] });
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        첨부파일
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-500">
        {communityLimits.attachmentMaxFiles}개까지, 파일당 50MB 이하 · 한글, PDF, 오피스 문서, 이미지, ZIP
      </p>
      <input
        ref={input}
        id={id}
        aria-describedby={`${id}-hint`}
        type="file"
        multiple
        accept={attachmentAccept}
        onChange={(event) => void choose([...(event.target.files ?? [])])}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-slate-700 hover:file:bg-slate-200"
      />
      {(kept.length > 0 || value.added.length > 0) && (
        <ul aria-label="첨부할 파일" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {kept.map((file) => (
            <li key={file.attachmentId} className={rowClass}>
              <span className="min-w-0 truncate">
                {file.fileName} <span className="text-slate-500">({formatBytes(file.bytes)})</span>
              </span>
              <button
                type="button"
                className={removeClass}
                aria-label={`${file.fileName} 삭제`}
                onClick={() => onChange({ ...value, removedIds: [...value.removedIds, file.attachmentId] })}
              >
                삭제
              </button>
            </li>
          ))}
          {value.added.map((file) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={rowClass}>
              <span className="min-w-0 truncate">
                {file.name} <span className="text-slate-500">({formatBytes(file.size)}, 새 파일)</span>
              </span>
              <button
                type="button"
                className={removeClass}
                aria-label={`${file.name} 빼기`}
                onClick={() => onChange({ ...value, added: value.added.filter((other) => other !== file) })}
              >
                빼기
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
