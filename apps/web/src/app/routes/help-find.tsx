import { useState } from 'react';
import { cardClass } from '@/components/form/form-styles';
import { type FindType, RecoveryPanel } from '@/features/accounts/components/recovery-panel';
import { useDocumentTitle } from '@/lib/use-document-title';

const tabs: { type: FindType; label: string }[] = [
  { type: 'ID', label: '아이디 찾기' },
  { type: 'PW', label: '비밀번호 찾기' },
];

/** /help_find, /help_find_2 and /app/help_find: finding a forgotten id or password by a KakaoTalk code. */
export function HelpFindPage() {
  useDocumentTitle('아이디/비밀번호 찾기');
  const [findType, setFindType] = useState<FindType>('ID');

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className={cardClass}>
        <h1 className="mb-6 text-2xl font-bold text-slate-900">아이디/비밀번호 찾기</h1>
        <div
          role="tablist"
          aria-label="찾기 종류"
          className="mb-6 grid grid-cols-2 border-b border-slate-200"
        >
          {tabs.map((tab) => (
            <button
              key={tab.type}
              type="button"
              role="tab"
              id={`help-find-tab-${tab.type}`}
              aria-selected={findType === tab.type}
              aria-controls="help-find-panel"
              onClick={() => setFindType(tab.type)}
              className="-mb-px border-b-2 border-transparent py-3 font-semibold text-slate-500 aria-selected:border-brand-600 aria-selected:text-brand-700"
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="help-find-panel" aria-labelledby={`help-find-tab-${findType}`}>
          {/* A new key per tab: switching starts the other search from empty fields. */}
          <RecoveryPanel key={findType} findType={findType} onFindPassword={() => setFindType('PW')} />
        </div>
      </div>
    </section>
  );
}
