import { Link } from 'react-router';
import { ArrowRightIcon } from '@/components/ui/icons';

const shortcuts = [
  { title: '컨퍼런스', to: '/conf', text: '교사와 사역자를 위한 교육 컨퍼런스를 확인하고 신청하세요.' },
  { title: '콘텐츠몰', to: '/mall', text: '설교, 절기, 활동자료 등 교회교육 콘텐츠를 만나보세요.' },
  { title: '커뮤니티', to: '/community', text: '공지사항과 교육 웹진, 사역 이야기를 나눠요.' },
  { title: '소개', to: '/introduce', text: '하나바이블 교회교육이 걸어온 길과 비전을 소개합니다.' },
] as const;

/** The four shortcuts of the home page. */
export function ShortcutCards() {
  return (
    <nav aria-label="바로가기" className="mx-auto max-w-7xl px-4">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {shortcuts.map((shortcut) => (
          <li key={shortcut.to}>
            <Link
              to={shortcut.to}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md sm:p-6"
            >
              <h2 className="text-lg font-bold text-slate-900 group-hover:text-brand-700 sm:text-xl">
                {shortcut.title}
              </h2>
              <p className="mt-2 hidden text-sm leading-relaxed text-slate-600 sm:block">{shortcut.text}</p>
              <span aria-hidden="true" className="mt-auto pt-4 text-brand-700">
                <ArrowRightIcon />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
