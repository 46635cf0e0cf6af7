import { type Conference, openConferencesFirst } from '@edu/shared';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useConferences } from '../api/get-conferences';
import { ConferenceCard } from './conference-card';
import { ConferenceCarousel } from './conference-carousel';

export const noOngoingConferenceText = '현재 진행 중인 컨퍼런스가 없습니다.';

/**
 * The /conf page body (spec §2 Conference list): ongoing conferences in a carousel (#nowConf) and ended ones
 * in a grid (#pastConf). A link to either anchor lands on it once the list has arrived.
 */
export function ConferenceOverview() {
  const { data, isPending, isError } = useConferences();
  const { hash } = useLocation();
  const ongoing = openConferencesFirst(data?.filter((conference) => !conference.isEnd) ?? [], new Date());
  const ended = data?.filter((conference) => conference.isEnd) ?? [];

  // The sections grow when the list arrives: scroll to the asked-for anchor again once it is there.
  useEffect(() => {
    if (!data || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [data, hash]);

  // While the list loads, card-shaped places of the size the cards will take, so that nothing below
  // moves when they arrive (Lighthouse measured a layout shift of 0.102 here with a one-line notice).
  const state = (list: Conference[], empty: string, content: ReactNode, places: 1 | 2) =>
    isPending ? (
      <div role="status" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <span className="sr-only">컨퍼런스를 불러오는 중…</span>
        {places === 1 ? (
          <CardPlace wide />
        ) : (
          <>
            <CardPlace />
            <CardPlace />
          </>
        )}
      </div>
    ) : isError ? (
      <p role="alert" className="py-8 text-center text-sm text-red-700">
        컨퍼런스 목록을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.
      </p>
    ) : list.length === 0 ? (
      <p className="rounded-xl bg-slate-50 px-4 py-10 text-center text-slate-600">{empty}</p>
    ) : (
      content
    );

  return (
    <>
      <nav aria-label="컨퍼런스 구분" className="mx-auto flex max-w-7xl gap-2 px-4">
        <Link
          to={{ hash: 'nowConf' }}
          className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-700"
        >
          진행 중인 컨퍼런스
        </Link>
        <Link
          to={{ hash: 'pastConf' }}
          className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-700"
        >
          지난 컨퍼런스
        </Link>
      </nav>
      <ConferenceSection id="nowConf" title="진행 중인 컨퍼런스">
        {state(ongoing, noOngoingConferenceText, <ConferenceCarousel conferences={ongoing} />, 1)}
      </ConferenceSection>
      <ConferenceSection id="pastConf" title="지난 컨퍼런스">
        {state(
          ended,
          '지난 컨퍼런스가 없습니다.',
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {ended.map((conference) => (
              <li key={conference.idx}>
                <ConferenceCard conference={conference} />
              </li>
            ))}
          </ul>,
          2,
        )}
      </ConferenceSection>
    </>
  );
}

/** The place of a card not yet loaded: its picture (16:9) and its text, as `ConferenceCard` lays them out. */
function CardPlace({ wide = false }: { wide?: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={`overflow-hidden rounded-2xl border border-slate-200 bg-white ${wide ? 'col-span-2 md:col-span-1 lg:col-span-2' : ''}`}
    >
      <div className="aspect-[16/9] w-full animate-pulse bg-slate-100" />
      <div className="h-32 p-4 sm:p-5" />
    </div>
  );
}

function ConferenceSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mx-auto max-w-7xl scroll-mt-20 px-4 py-10">
      <h2 id={`${id}-title`} className="mb-6 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
