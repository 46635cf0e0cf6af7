import type { SitePageSlug } from '@edu/shared';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { useSitePage } from '../api/get-site-page';
import { SitePageBody } from './site-page-body';

/** The three pop-ups of the app's Hana Bible introduction (/app_hana1), each an editable page. */
const popups: { slug: SitePageSlug; label: string }[] = [
  { slug: 'app-hana-greeting', label: '인사말' },
  { slug: 'app-hana-overview', label: '개발 개요' },
  { slug: 'app-hana-video', label: '소개 영상' },
];

/** One button per pop-up; a pop-up's page is fetched when it is first opened. */
export function AppHanaPopups() {
  const [open, setOpen] = useState<SitePageSlug | null>(null);
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-3">
        {popups.map(({ slug, label }) => (
          <li key={slug}>
            <button
              type="button"
              aria-haspopup="dialog"
              className="w-full rounded-xl border-2 border-brand-600 bg-white px-5 py-4 text-lg font-bold text-brand-700 hover:bg-brand-50"
              onClick={() => setOpen(slug)}
            >
              {label}
            </button>
          </li>
        ))}
      </ul>
      {popups.map(({ slug, label }) => (
        <PagePopup
          key={slug}
          slug={slug}
          label={label}
          open={open === slug}
          onOpenChange={(next) => setOpen(next ? slug : null)}
        />
      ))}
    </>
  );
}

type PagePopupProps = {
  slug: SitePageSlug;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function PagePopup({ slug, label, open, onOpenChange }: PagePopupProps) {
  // Fetched on first opening; once here, the cached page is shown again without a call.
  const query = useSitePage(slug, { enabled: open });
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={query.data?.title || label}>
      <SitePageBody query={query} showUpdated={false} compact />
    </Modal>
  );
}
