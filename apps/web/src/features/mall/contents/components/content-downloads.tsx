import { afterSaleMessages, type OrderContentDetail } from '@edu/shared';
import { useState } from 'react';
import { formatBytes } from '@/lib/format-bytes';
import { useRefreshAfterDownload } from '../hooks/use-refresh-after-download';
import { type DownloadState, downloadState } from '../lib/content-rules';
import { downloadOneUrl, downloadZipUrl } from '../lib/download-links';
import { primaryActionClass, secondaryActionClass } from './action-styles';

const sectionClass = 'space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6';

/**
 * The files (each with its size and a link) and an all-files zip, and a video's 일반 화질 / 고화질 links,
 * while the content can be downloaded; otherwise why not (spec §4).
 */
export function ContentDownloads({ content }: { content: OrderContentDetail }) {
  const state = downloadState(content);
  const refresh = useRefreshAfterDownload();
  const [started, setStarted] = useState('');
  if (state !== 'downloadable') return <DownloadNotice state={state} />;

  const files = content.orderDownloadInfoList;
  const videos = content.orderVideoInfoList;
  const startDownload = (name: string) => {
    setStarted(`${name} 다운로드를 시작했습니다.`);
    refresh();
  };

  return (
    <section aria-labelledby="content-files-title" className={sectionClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="content-files-title" className="text-lg font-bold text-slate-900">
          다운로드
        </h3>
        {files.length > 0 && (
          <a
            href={downloadZipUrl(content.orderContentId)}
            download
            onClick={() => startDownload('전체 파일(ZIP)')}
            className={`${primaryActionClass} w-full sm:w-auto`}
          >
            전체 다운로드 (ZIP)
          </a>
        )}
      </div>
      {files.length > 0 ? (
        <ul className="divide-y divide-slate-100 border-y border-slate-100">
          {files.map((file) => (
            <li key={file.orderDownloadId} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <span className="min-w-0 flex-1 break-all text-slate-900">{file.orderDownloadName}</span>
              <span className="text-sm text-slate-500 tabular-nums">
                <span className="sr-only">크기 </span>
                {formatBytes(file.bytes)}
              </span>
              <a
                href={downloadOneUrl(content.orderContentId, file.orderDownloadId)}
                download
                onClick={() => startDownload(file.orderDownloadName)}
                aria-label={`${file.orderDownloadName} 다운로드`}
                className={secondaryActionClass}
              >
                다운로드
              </a>
            </li>
          ))}
        </ul>
      ) : (
        videos.length === 0 && <p className="text-slate-600">{afterSaleMessages.fileNotFound}</p>
      )}
      {videos.length > 0 && (
        <div className="space-y-3">
          <h4 className="font-semibold text-slate-900">영상 보기</h4>
          <ul className="divide-y divide-slate-100 border-y border-slate-100">
            {videos.map((video) => (
              <li key={video.orderVideoId} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <span className="min-w-0 flex-1 break-all text-slate-900">{video.orderVideoName}</span>
                <span className="flex w-full gap-2 sm:w-auto">
                  <VideoLink href={video.linkNormal} label="일반 화질" name={video.orderVideoName} />
                  <VideoLink href={video.linkHigh} label="고화질" name={video.orderVideoName} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* Kept in the page (not hidden) so it is announced; the browser shows the download itself. */}
      <p role="status" className="sr-only">
        {started}
      </p>
    </section>
  );
}

function VideoLink({ href, label, name }: { href: string; label: string; name: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={secondaryActionClass}>
      {label}
      <span className="sr-only"> {name} (새 창)</span>
    </a>
  );
}

/** Why there is nothing to download: 결제 대기, the system error, 기간 만료, or simply not now. */
function DownloadNotice({ state }: { state: Exclude<DownloadState, 'downloadable'> }) {
  return (
    <section aria-labelledby="content-files-title" className={sectionClass}>
      <h3 id="content-files-title" className="text-lg font-bold text-slate-900">
        다운로드
      </h3>
      {state === 'notPaid' && (
        <p className="text-slate-700">
          <strong className="text-amber-800">{afterSaleMessages.paymentPending}</strong> · 결제가 완료되면
          다운로드할 수 있습니다.
        </p>
      )}
      {state === 'systemError' && (
        <p className="font-medium text-red-700">{afterSaleMessages.contentSystemError}</p>
      )}
      {state === 'expired' && (
        <p className="text-slate-700">
          <strong className="text-red-700">{afterSaleMessages.expired}</strong> ·{' '}
          {afterSaleMessages.downloadUnavailable}
        </p>
      )}
      {state === 'refunded' && <p className="text-slate-700">{afterSaleMessages.contentRefunded}</p>}
      {state === 'askedBack' && <p className="text-slate-700">{afterSaleMessages.contentAskedBack}</p>}
      {state === 'unavailable' && <p className="text-slate-700">{afterSaleMessages.downloadUnavailable}</p>}
    </section>
  );
}
