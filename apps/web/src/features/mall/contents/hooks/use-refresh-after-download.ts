import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { contentsQueryKey } from '../api/query-keys';

/** Long enough for the server to have answered the download (status DOWNLOAD_DOING, a history row). */
const refreshDelayMs = 1500;

/**
 * A download leaves the page as a plain link, so nothing tells the page when it is done: a moment after
 * the click the content box, its details and the download history are fetched again.
 */
export function useRefreshAfterDownload(): () => void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: contentsQueryKey });
    }, refreshDelayMs);
  };
}
