import { type ContentType, mallItemAdminLimits } from '@edu/shared';
import { useId, useRef } from 'react';
import {
  adminDangerButtonClass,
  adminInputClass,
  adminLabelClass,
  adminSmallButtonClass,
} from '../../components/admin-styles';
import { CountNote, FormSection } from '../../components/form-section';
import { type FileDraft, newRowKey } from '../lib/item-draft';
import { fileSizeText } from '../lib/numbers';
import { rowsMoved, rowsWith, rowsWithout } from '../lib/rows';
import type { ItemFormKit } from './form-kit';
import { UploadStatus } from './upload-status';
import { useUpload } from './use-upload';

/**
 * What the upload makes of a file for the item's 미리보기, by content type: a picture gets a small
 * watermarked copy, a PDF a watermarked picture of its first page; other documents get none.
 */
const previewHint: Partial<Record<ContentType, string>> = {
  IMAGE: '이미지를 올리면 워터마크를 넣은 작은 미리보기가 자동으로 만들어집니다.',
  FILE: 'PDF를 올리면 첫 쪽으로 워터마크를 넣은 미리보기가 자동으로 만들어집니다. HWP, 오피스 문서, 압축 파일은 미리보기가 만들어지지 않으니 이미지 칸의 미리보기 파일로 직접 올려 주세요.',
};

/**
 * The files a content delivers to its buyers (stored privately): uploaded here, named as buyers will see
 * them, put in order. A video content calls them 다운로드 파일 (its videos are links).
 */
export function ContentFilesSection({ kit }: { kit: ItemFormKit }) {
  const { draft, update, idOf, invalid } = kit;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, busy, problem } = useUpload('content');
  const title = draft.contentType === 'VIDEO' ? '다운로드 파일' : '콘텐츠 파일';
  const assets = draft.files.length + (draft.contentType === 'VIDEO' ? draft.videos.length : 0);
  const room = mallItemAdminLimits.assetsMax - assets;
  const hint = draft.contentType ? previewHint[draft.contentType] : undefined;

  const edit = (key: string, patch: Partial<FileDraft>) =>
    update((current) => ({ files: rowsWith(current.files, key, patch) }));

  const choose = async (chosen: FileList | null) => {
    const files = [...(chosen ?? [])].slice(0, Math.max(room, 0));
    if (input.current) input.current.value = '';
    for (const file of files) {
      const uploaded = await upload(file);
      if (!uploaded) break;
      update((current) => ({
        files: [
          ...current.files,
          {
            key: newRowKey(),
            assetId: null,
            name: uploaded.name,
            fileKey: uploaded.path,
            bytes: uploaded.bytes,
          },
        ],
        // A picture's or a PDF's watermarked preview becomes the item's 미리보기 unless one is already chosen.
        ...(uploaded.previewPath && !current.sampleLink && { sampleLink: uploaded.previewPath }),
      }));
    }
  };

  return (
    <FormSection
      title={title}
      description={
        <>
          구매자가 내려받는 파일입니다. 파일마다 200MB 이하, 이름은 구매자에게 보이는 이름입니다.{' '}
          <CountNote count={assets} max={mallItemAdminLimits.assetsMax} />
          {hint && <span className="mt-1 block">{hint}</span>}
        </>
      }
    >
      {draft.files.length > 0 && (
        <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {draft.files.map((file, row) => {
            const n = row + 1;
            return (
              <li key={file.key} className="flex flex-wrap items-center gap-2 px-3 py-2">
                <span className="w-6 text-sm text-slate-500">{n}</span>
                <input
                  id={idOf('files', row)}
                  className={`${adminInputClass} min-w-48 flex-1`}
                  autoComplete="off"
                  maxLength={200}
                  aria-label={`파일 ${n} 이름`}
                  value={file.name}
                  {...invalid('files', row)}
                  onChange={(event) => edit(file.key, { name: event.target.value })}
                />
                <span className="w-20 text-right text-sm whitespace-nowrap text-slate-600">
                  <span className="sr-only">크기 </span>
                  {fileSizeText(file.bytes)}
                </span>
                <button
                  type="button"
                  className={adminSmallButtonClass}
                  disabled={row === 0}
                  onClick={() => update((current) => ({ files: rowsMoved(current.files, row, -1) }))}
                >
                  <span className="sr-only">파일 {n} </span>위로
                </button>
                <button
                  type="button"
                  className={adminSmallButtonClass}
                  disabled={row === draft.files.length - 1}
                  onClick={() => update((current) => ({ files: rowsMoved(current.files, row, 1) }))}
                >
                  <span className="sr-only">파일 {n} </span>아래로
                </button>
                <button
                  type="button"
                  className={adminDangerButtonClass}
                  onClick={() => update((current) => ({ files: rowsWithout(current.files, file.key) }))}
                >
                  <span className="sr-only">파일 {n} </span>삭제
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <div className="space-y-1">
        <label htmlFor={id} className={adminLabelClass}>
          {title} 올리기
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          className="block max-w-full text-sm"
          disabled={busy || room <= 0}
          onChange={(event) => void choose(event.target.files)}
        />
        <UploadStatus busy={busy} problem={problem} />
      </div>
    </FormSection>
  );
}
