/** What a file picker of the form says under itself: that a file is going up, or why it did not. */
export function UploadStatus({ busy, problem }: { busy: boolean; problem: string }) {
  return (
    <>
      {busy && (
        <p role="status" className="text-sm text-slate-700">
          올리는 중…
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </>
  );
}
