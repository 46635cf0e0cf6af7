import { myPageMenu } from '../lib/my-page-menu';
import { MyPageLinkItem } from './my-page-link';

/** Every screen of my page, in three groups (쇼핑, 활동, 컨퍼런스). */
export function MyPageMenu() {
  return (
    <nav aria-labelledby="mypage-menu-title" className="space-y-3">
      <h2 id="mypage-menu-title" className="text-lg font-bold text-slate-900">
        바로가기
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {myPageMenu.map((group) => (
          <div key={group.title} className="rounded-2xl border border-slate-200 bg-white p-2">
            <h3 className="px-3 pt-2 pb-1 text-sm font-semibold text-slate-500">{group.title}</h3>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <MyPageLinkItem
                    link={link}
                    className="flex min-h-11 items-center justify-between gap-2 rounded-lg px-3 py-2.5 font-medium text-slate-800 hover:bg-slate-50 hover:text-brand-700"
                  >
                    {link.label}
                    <span aria-hidden="true" className="text-slate-400">
                      {link.newTab ? '↗' : '›'}
                    </span>
                  </MyPageLinkItem>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
