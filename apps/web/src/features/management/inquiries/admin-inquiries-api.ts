import { limits } from '@edu/shared';
import { api, apiWithMessage } from '@/lib/api-client';

/** One inquiry as GET /api/qnas lists it. */
export type AdminInquiry = {
  idx: number;
  conference_idx: number;
  conferenceTitle: string;
  member: number;
  memberName: string;
  memberUid: string;
  title: string;
  contents: string;
  status: string;
  created_date: string;
  confirmed_date: string | null;
  answer: string | null;
  answered_date: string | null;
};

export type AdminInquiryPage = {
  pageInfo: { page: number; size: number; total: number };
  list: AdminInquiry[];
};

export type InquiryFilter = { status: '' | '문의신청' | '처리완료'; page: number };

export const inquiryPageSize = limits.adminPageSize;

export function getAdminInquiries({ status, page }: InquiryFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page) });
  if (status) query.set('status', status);
  return api<AdminInquiryPage>(`/api/qnas?${query}`, { signal });
}

/** Writes or corrects the reply (the inquiry becomes 처리완료 and the member is told by KakaoTalk). */
export const answerInquiry = (idx: number, answer: string) =>
  apiWithMessage<null>(`/api/qna/answer/${idx}`, { method: 'PUT', body: { answer } });

/** 문의신청 → 처리완료; the server answers "처리 완료로 변경되었습니다.". */
export const confirmInquiry = (idx: number) =>
  apiWithMessage<null>(`/api/qna/confirm/${idx}`, { method: 'PUT' });
