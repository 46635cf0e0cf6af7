import { messages } from '@edu/shared';
import { useLocation, useParams } from 'react-router';
import { NotFound } from '@/components/layout/not-found';
import { PageLoading } from '@/components/layout/page-loading';
import { useConference } from '@/features/conferences/api/get-conference';
import { useConferences } from '@/features/conferences/api/get-conferences';
import { ConferenceView } from '@/features/conferences/components/conference-view';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Not there (404) or not a conference number the server accepts (400): the not-found page. */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /{idx} and /app/{idx}: one conference with its sessions (the router lets only numbers through). */
export function ConferencePage() {
  const idx = Number(useParams().idx);
  const inApp = useLocation().pathname.startsWith('/app/');
  const conference = useConference(idx);
  // The not-found page names the tab itself; this page's title must not overwrite it afterwards.
  useDocumentTitle(
    conference.data?.title ?? (isMissing(conference.error) ? messages.pageNotFoundTitle : '컨퍼런스'),
  );

  if (conference.data) return <ConferenceView conference={conference.data} inApp={inApp} />;
  if (conference.isError) {
    if (isMissing(conference.error)) return <NotFound />;
    return <LoadFailure message={conference.error.message} />;
  }
  return <PageLoading />;
}

/** /hana: the featured conference with its banners; the not-found page when none is featured. */
export function HanaPage() {
  const conferences = useConferences();
  const featured = conferences.data?.find((conference) => conference.featured);
  useDocumentTitle(featured?.title ?? (conferences.data ? messages.pageNotFoundTitle : '컨퍼런스'));

  if (featured) return <ConferenceView conference={featured} inApp={false} />;
  if (conferences.data) return <NotFound />;
  if (conferences.isError) return <LoadFailure message={conferences.error.message} />;
  return <PageLoading />;
}

function LoadFailure({ message }: { message: string }) {
  return (
    <p role="alert" className="mx-auto max-w-xl px-4 py-24 text-center text-red-700">
      {message}
    </p>
  );
}
