import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { useDialog } from '@/components/ui/dialog-provider';
import { useRegistrationForm } from '@/features/conferences/api/get-registration-form';
import { RegistrationForm } from '@/features/conferences/components/registration-form';
import { useWaitingOffer } from '@/features/waiting-list';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /register/{detailIdx} and /app/register/{detailIdx} (login required: see the router): the registration form
 * of a session department. When the form cannot be loaded (outside the period, no such session) the reason
 * is shown and the member goes home (spec §8).
 */
export function RegisterPage() {
  useDocumentTitle('컨퍼런스 신청');
  const detailIdx = Number(useParams().detailIdx);
  const inApp = useLocation().pathname.startsWith('/app/');
  const form = useRegistrationForm(detailIdx);
  // ?offer=…: a waiting-list offer's private link; the form registers on the seats held for the member.
  const offerToken = useSearchParams()[0].get('offer') ?? '';
  const offer = useWaitingOffer(offerToken, offerToken !== '');
  const dialog = useDialog();
  const navigate = useNavigate();
  const leaving = useRef(false);

  useEffect(() => {
    if (!form.isError || leaving.current) return;
    leaving.current = true;
    dialog.alert(form.error.message).then(() => navigate('/main', { replace: true }));
  }, [form.isError, form.error, dialog, navigate]);

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="mb-8 text-2xl font-black tracking-tight text-slate-900 sm:text-3xl">컨퍼런스 신청</h1>
      {form.data && !form.isError && (!offerToken || offer.data || offer.isError) ? (
        <RegistrationForm
          key={form.data.conferenceDetail.idx}
          form={form.data}
          inApp={inApp}
          reload={() => form.refetch()}
          {...(offer.data?.status === '제안중' && { offer: { token: offerToken, seats: offer.data.seats } })}
        />
      ) : (
        <PageLoading />
      )}
    </section>
  );
}
