import { limits } from '@edu/shared';
import type { Account } from '../api/get-account';

export type AccountLink = { label: string; to: string };

/** The member's cart, whose links show how many items are in it. */
export const cartPath = '/mypage/cart';

/** The name of a cart link, with the item count when there is one ("장바구니 (3개)"). */
export function cartLinkName(count: number): string {
  return count > 0 ? `장바구니 (${count}개)` : '장바구니';
}

/** Administrators are members of level 10 (spec §9). */
export function isAdmin(account: Account): boolean {
  return account.mlevel >= limits.adminLevel;
}

/** The member's dropdown links, before logout; administrators also get the admin area. */
export function memberMenuLinks(admin: boolean): AccountLink[] {
  const links: AccountLink[] = [
    { label: '마이페이지', to: '/mypage' },
    { label: '주문/결제 내역', to: '/mypage/list' },
    { label: '장바구니', to: cartPath },
    { label: '컨퍼런스 신청 내역', to: '/profile/confList' },
    { label: '취소 신청 내역', to: '/myCancelList' },
    { label: '문의 내역', to: '/qnalist' },
    { label: '회원정보 수정', to: '/profile' },
  ];
  return admin ? [...links, { label: '관리자', to: '/management' }] : links;
}

/** What a visitor may reach besides logging in. */
export const visitorLinks: AccountLink[] = [
  { label: '회원가입', to: '/signup' },
  { label: '아이디·비밀번호 찾기', to: '/help_find' },
  { label: '1:1 문의', to: '/qna' },
];
