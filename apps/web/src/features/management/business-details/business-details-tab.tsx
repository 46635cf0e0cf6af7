import { useQuery } from '@tanstack/react-query';
import { businessDetailsQueryOptions } from '@/features/site-settings';
import { BusinessDetailsForm } from './business-details-form';

/**
 * The "사업자 정보" tab: the supplier's details the e-commerce law asks the shop to show (상호, 대표자,
 * 사업자등록번호, 통신판매업 신고번호, 호스팅 서비스 제공자, …), printed in the footer of every page.
 */
export function Tab() {
  // Read afresh on opening, whatever the footer already holds, so nobody edits an old copy.
  const details = useQuery({ ...businessDetailsQueryOptions(), staleTime: 0 });
  if (details.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
        사업자 정보를 불러오지 못했습니다. 새로고침한 뒤 다시 시도해주세요.
      </p>
    );
  if (!details.data || !details.isFetchedAfterMount)
    return <p className="py-8 text-center text-slate-500">불러오는 중…</p>;
  return <BusinessDetailsForm details={details.data} />;
}
