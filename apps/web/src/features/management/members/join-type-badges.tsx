import type { JoinType } from '@edu/shared';

const badgeBase = 'inline-flex items-center rounded px-1.5 py-0.5 text-[11px] font-bold leading-none';

/** Each join type as a small badge in its service's colours, with its Korean name as text. */
const badges: Record<JoinType, { label: string; className: string }> = {
  naver: { label: '네이버', className: `${badgeBase} bg-[#03c75a] text-white` },
  kakao: { label: '카카오', className: `${badgeBase} bg-[#fee500] text-[#191919]` },
  apple: { label: 'Apple', className: `${badgeBase} bg-black text-white` },
  normal: { label: '일반', className: `${badgeBase} bg-slate-200 text-slate-700` },
};

const order: JoinType[] = ['naver', 'kakao', 'apple', 'normal'];

/** How a member can log in (spec §2 member list: icons naver, kakao, apple, or normal). */
export function JoinTypeBadges({ types }: { types: JoinType[] }) {
  if (types.length === 0) return <span className="text-slate-600">-</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {order
        .filter((type) => types.includes(type))
        .map((type) => (
          <span key={type} className={badges[type].className}>
            {badges[type].label}
          </span>
        ))}
    </span>
  );
}
