import { type Conference, conferencePagePath } from '@edu/shared';
import { ShareButton } from '@/components/ui/share-button';
import { formatRegistrationPeriod } from '../lib/registration-period';
import { ConferenceImage } from './conference-image';
import { ConferencePhaseBadge } from './conference-phase-badge';
import { SessionList } from './session-list';

type ConferenceViewProps = {
  conference: Conference;
  /** Under /app/ the apply buttons lead to the in-app registration form. */
  inApp: boolean;
};

/**
 * A conference's own page (/{idx}, /app/{idx}, /hana): banners or thumbnail, title, registration period,
 * special benefit and parking notes, the description and the sessions with their apply buttons.
 */
export function ConferenceView({ conference, inApp }: ConferenceViewProps) {
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      {conference.banners.length > 0 ? (
        <div className="mb-8 space-y-3">
          {conference.banners.map((banner, index) => (
            <ConferenceImage
              key={banner}
              src={banner}
              label={conference.title}
              alt={`${conference.title} 배너 ${index + 1}`}
              className="aspect-[16/6] w-full rounded-2xl"
              eager={index === 0}
            />
          ))}
        </div>
      ) : (
        conference.thumbnail && (
          <ConferenceImage
            src={conference.thumbnail}
            label={conference.title}
            alt={`${conference.title} 대표 이미지`}
            className="mb-8 aspect-[16/9] w-full rounded-2xl"
            eager
          />
        )
      )}

      <header>
        <div className="flex flex-wrap items-center gap-2">
          <ConferencePhaseBadge conference={conference} />
          {conference.category && (
            <p className="text-sm font-semibold text-brand-700">{conference.category}</p>
          )}
        </div>
        <h1 className="mt-1 text-2xl font-black tracking-tight text-slate-900 sm:text-3xl">
          {conference.title}
        </h1>
        <dl className="mt-4 flex flex-wrap gap-x-2 text-sm text-slate-700 sm:text-base">
          <dt className="font-semibold text-slate-900">접수 기간</dt>
          <dd>
            {formatRegistrationPeriod(
              conference.rsdatetime,
              conference.redatetime,
              conference.deadlineAtMidnight,
            )}
          </dd>
        </dl>
        <div className="mt-4">
          <ShareButton title={conference.title} path={conferencePagePath(conference.idx)} />
        </div>
      </header>

      {(conference.benefitNote || conference.parkingNote) && (
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          {conference.benefitNote && (
            <Note title="특별 혜택" className="border-amber-200 bg-amber-50">
              {conference.benefitNote}
            </Note>
          )}
          {conference.parkingNote && (
            <Note title="주차 안내" className="border-slate-200 bg-slate-50">
              {conference.parkingNote}
            </Note>
          )}
        </div>
      )}

      {conference.contents && (
        <div
          className="rich-text mt-8"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every stored HTML field.
          dangerouslySetInnerHTML={{ __html: conference.contents }}
        />
      )}

      <section aria-labelledby="sessions-title" className="mt-12">
        <h2 id="sessions-title" className="mb-5 text-xl font-bold text-slate-900 sm:text-2xl">
          회차별 신청
        </h2>
        <SessionList conference={conference} inApp={inApp} />
      </section>
    </article>
  );
}

function Note({ title, className, children }: { title: string; className: string; children: string }) {
  return (
    <section aria-label={title} className={`rounded-xl border px-4 py-3 ${className}`}>
      <h2 className="text-sm font-bold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-slate-700">{children}</p>
    </section>
  );
}
