import { type JoinType, limits } from '@edu/shared';
import { api, apiWithMessage } from '@/lib/api-client';

/** One member as GET /api/members lists it. */
export type AdminMember = {
  idx: number;
  uid: string;
  name: string;
  phone: string;
  email: string;
  level: number;
  status: string;
  withdrawn: boolean;
  created_date: string;
  last_logindate: string | null;
  joinType: JoinType[];
};

export type AdminMemberPage = {
  pageInfo: { page: number; size: number; total: number };
  list: AdminMember[];
};

/** "name" searches the name or the id (spec §2 "name(id)"). */
export type MemberSearchType = 'name' | 'phone' | 'email';
export type MemberFilter = { searchType: MemberSearchType; search: string; page: number };

export const memberSearchTypes: { value: MemberSearchType; label: string }[] = [
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

export type MemberEdit = { name: string; phone: string; email: string; level: number };

/** Saves an administrator's edit; the server answers "회원정보가 수정되었습니다.". */
export const updateAdminMember = (idx: number, edit: MemberEdit) =>
  apiWithMessage<null>(`/api/member/${idx}`, { method: 'PUT', body: edit });
