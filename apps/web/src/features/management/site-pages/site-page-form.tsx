import { type SitePage, sitePageMessages, type sitePages } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { sitePageQueryKey } from '@/features/site-pages';
import { formatDateTime } from '@/lib/format-date';
import {
  adminButtonClass,
  adminInputClass,
  adminLabelClass,
  adminSecondaryButtonClass,
} from '../components/admin-styles';
import { uploadContentImage } from '../conferences/admin-conferences-api';
import { adminSitePagesQueryKey, saveSitePage } from './admin-site-pages-api';
import { sitePageProblem } from './site-page-rules';

// The editor is the heaviest part of the admin area: loaded only when a form is shown.
const RichTextEditor = lazy(() =>
  import('@/components/rich-text/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

type SitePageFormProps = {
  entry: (typeof sitePages)[number];
  /** The stored page; absent when the server has none yet (saving creates it). */
  page: SitePage | undefined;
  onClose: () => void;
};

/** Edits one content page: its title and rich text (images go through the content image upload). */
export function SitePageForm({ entry, page, onClose }: SitePageFormProps) {
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [title, setTitle] = useState(page?.title ?? entry.label);
  const [contents, setContents] = useState(page?.contents ?? '');
  const [updated, setUpdated] = useState(page?.updated_date ?? null);

  const save = useMutation({
    mutationFn: () => saveSitePage(entry.slug, { title: title.trim(), contents }),
    onSuccess: async ({ contents: saved, message }) => {
      queryClient.setQueryData<SitePage[]>(adminSitePagesQueryKey, (pages) =>
        pages?.some((current) => current.slug === saved.slug)
          ? pages.map((current) => (current.slug === saved.slug ? saved : current))
          : [...(pages ?? []), saved],
      );
      // The public page shows the change at once, without waiting for its cache to go stale.
      queryClient.setQueryData(sitePageQueryKey(saved.slug), saved);
      setTitle(saved.title);
      setUpdated(saved.updated_date);
      await dialog.alert(message || sitePageMessages.saved);
    },
    onError: (error) => dialog.alert(error.message),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = sitePageProblem({ title, contents });
    if (problem) {
      await dialog.alert(problem);
      return;
    }
    save.mutate();
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label={`${entry.label} 수정`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold text-slate-900">{entry.label} 수정</h3>
        <p className="text-sm text-slate-600">
          {updated ? `최종 수정 ${formatDateTime(updated)}` : '아직 저장된 내용이 없습니다.'}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={titleId} className={adminLabelClass}>
          제목
        </label>
        <input
          id={titleId}
          className={adminInputClass}
          value={title}
          aria-required="true"
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div className="space-y-2">
        {/* The editor's writing area carries the same name for assistive technology. */}
        <p aria-hidden="true" className={adminLabelClass}>
          내용
        </p>
        <Suspense
          fallback={<div className="h-72 animate-pulse rounded-lg border border-slate-200 bg-slate-50" />}
        >
          <RichTextEditor
            value={page?.contents ?? ''}
            onChange={setContents}
            uploadImage={uploadContentImage}
            label="내용"
          />
        </Suspense>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <a href={entry.path} target="_blank" rel="noopener" className={adminSecondaryButtonClass}>
          페이지 보기<span className="sr-only"> (새 창)</span>
        </a>
        <button type="button" className={adminSecondaryButtonClass} onClick={onClose}>
          목록으로
        </button>
        <button type="submit" className={adminButtonClass} disabled={save.isPending}>
          {save.isPending ? '저장 중…' : '저장'}
        </button>
      </div>
    </form>
  );
}
