import {
  type AdminMember,
  type AdminMemberPage,
  limits,
  type MemberEdit,
  type MemberSearchType,
} from '@edu/shared';
import { api, apiWithMessage } from '@/lib/api-client';

export type { AdminMember, AdminMemberPage, MemberEdit, MemberSearchType };
export type MemberFilter = { searchType: MemberSearchType; search: string; page: number };

export const memberSearchChoices: { value: MemberSearchType; label: string }[] = [
  { value: 'name', label: '이름(아이디)' },
  { value: 'phone', label: '휴대폰' },
  { value: 'email', label: '이메일' },
];

export const memberPageSize = limits.memberPageSize;

export function getAdminMembers({ searchType, search, page }: MemberFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({ searchType, page: String(page) });
  if (search.trim()) query.set('search', search.trim());
  return api<AdminMemberPage>(`/api/members?${query}`, { signal });
}

/** Saves an administrator's edit; the server answers "회원정보가 수정되었습니다.". */
export const updateAdminMember = (idx: number, edit: MemberEdit) =>
  apiWithMessage<null>(`/api/member/${idx}`, { method: 'PUT', body: edit });
