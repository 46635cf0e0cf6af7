import { limits } from '@edu/shared';
import { api, apiWithMessage } from '@/lib/api-client';

/** One cancel request as GET /api/payment/cancels lists it. */
export type AdminCancel = {
  idx: number;
  status: string;
  type: string;
  price: number;
  /** Won refunded so far: all of `price` once 처리완료, part of it when a later part failed. */
  refunded: number;
  count: number;
  refundError: string | null;
  created_date: string;
  confirm_date: string | null;
  registerConference: {
    idx: number;
    oid: string;
    name: string;
    uid: string;
    phone: string;
    church: string;
    pay_method: string | null;
    total_price: number;
    title: string;
    dept: string;
  };
};

export type AdminCancelPage = {
  pageInfo: { page: number; size: number; total: number };
  list: AdminCancel[];
};

export type CancelFilter = { status: 'all' | '취소신청' | '처리완료'; search: string; page: number };

export const cancelPageSize = limits.cancelPageSize;

export function getAdminCancels({ status, search, page }: CancelFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({ status, page: String(page) });
  if (search.trim()) query.set('search', search.trim());
  return api<AdminCancelPage>(`/api/payment/cancels?${query}`, { signal });
}

/** The people of one request (partial requests name some of the registration's attendees). */
export type CancelPerson = { idx: number; name: string; church: string };

export const getCancelPeople = (cancelIdx: number) =>
  api<CancelPerson[]>(`/api/payment/cancel/regmember/list/${cancelIdx}`);

/** Approves a request: the server refunds, cancels the attendees and answers "승인되었습니다.". */
export const approveCancel = (cancelIdx: number) =>
  apiWithMessage<null>(`/api/payment/confirmCancels/${cancelIdx}`, { method: 'PUT' });
