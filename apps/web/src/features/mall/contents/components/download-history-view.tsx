import type { DownloadHistoryList } from '@edu/shared';
import { Link, useSearchParams } from 'react-router';
import { RangedList } from '@/features/mall/orders/components/ranged-list';
import { useDownloadHistory } from '../api/get-download-history';
import { downloadTypeLabels } from '../lib/content-labels';
import { readContentListQuery } from '../lib/content-range';

type HistoryRow = DownloadHistoryList['downloadHistoryList'][number];

/**
 * The member's downloads in a date range (default the last 14 days), 10 a page, newest first; the range
 * and page live in the address.
 */
export function DownloadHistoryView() {
  const [search] = useSearchParams();
  const query = readContentListQuery(search);
  const history = useDownloadHistory(query);

  return (
    <RangedList
      query={query}
      noun="다운로드"
      emptyText="조회 기간에 다운로드 내역이 없습니다."
      loadingLabel="다운로드 내역을 불러오는 중…"
      list={history}
      rowCount={history.data?.downloadHistoryList.length ?? 0}
    >
      {history.data?.downloadHistoryList.map((row) => (
        <HistoryItem key={row.downloadHistoryId} row={row} />
      ))}
    </RangedList>
  );
}

/** One download: when, of which content (to its detail), how (one file or the zip) and the file's name. */
function HistoryItem({ row }: { row: HistoryRow }) {
  return (
    <li className="grid gap-1 px-4 py-4 sm:grid-cols-[10.5rem_1fr_auto] sm:items-center sm:gap-4">
      <span className="text-sm text-slate-500 tabular-nums">
        <span className="sr-only">다운로드 일시 </span>
        {row.downloadDateTime}
      </span>
      <span className="min-w-0 space-y-0.5">
        <Link
          to={`/mypage/contentsBox/${row.orderContentId}`}
          className="block font-medium break-words text-slate-900 hover:text-brand-700 hover:underline"
        >
          {row.orderContentTitle}
        </Link>
        <span className="block text-sm break-all text-slate-600">
          <span className="sr-only">파일 이름 </span>
          {row.fileName}
        </span>
      </span>
      <span className="justify-self-start rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 sm:justify-self-end">
        {downloadTypeLabels[row.downloadType]}
      </span>
    </li>
  );
}
