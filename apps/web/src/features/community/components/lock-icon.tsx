/** The lock before a secret post's title; its accessible name is "비밀글". */
export function LockIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg
      role="img"
      aria-label="비밀글"
      viewBox="0 0 24 24"
      className={`inline-block shrink-0 text-slate-500 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <title>비밀글</title>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}
