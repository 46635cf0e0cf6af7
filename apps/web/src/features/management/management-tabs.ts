import type { ComponentType } from 'react';

/** The headings of the admin menu, in the order it lists them. */
export const managementGroups = [
  { key: 'conference', label: '컨퍼런스' },
  { key: 'mall', label: '쇼핑몰' },
  { key: 'site', label: '사이트' },
  { key: 'system', label: '시스템' },
] as const;

type ManagementGroupKey = (typeof managementGroups)[number]['key'];

/** One tab of the admin area: its module is loaded only when the tab is first opened. */
export type ManagementTab = {
  /** The `?tab=` value. */
  key: string;
  label: string;
  /** The menu heading it is listed under. */
  group: ManagementGroupKey;
  /** Position under its heading, lowest first; the lowest of all is the tab /management opens on. */
  order: number;
  load: () => Promise<{ Tab: ComponentType }>;
};

/** Every tab of /management (spec §2 Admin area, plus the dashboard, messages and audit log of issue 6). */
export const managementTabs: ManagementTab[] = [
  {
    key: 'dashboard',
    label: '대시보드',
    group: 'conference',
    order: 0,
    load: () => import('./dashboard/dashboard-tab'),
  },
  {
    key: 'mall-dashboard',
    label: '쇼핑몰 대시보드',
    group: 'mall',
    order: 5,
    load: () => import('./mall-dashboard/mall-dashboard-tab'),
  },
  {
    key: 'conferences',
    label: '컨퍼런스 목록',
    group: 'conference',
    order: 10,
    load: () => import('./conferences/conferences-tab'),
  },
  {
    key: 'conference-create',
    label: '컨퍼런스 생성',
    group: 'conference',
    order: 20,
    load: () => import('./conferences/conference-create-tab'),
  },
  {
    key: 'waiting-list',
    label: '대기 명단',
    group: 'conference',
    order: 52,
    load: () => import('./waiting-list/waiting-list-tab'),
  },
  {
    key: 'certificates',
    label: '이수증',
    group: 'conference',
    order: 65,
    load: () => import('./certificates/certificates-tab'),
  },
  {
    key: 'kiosk',
    label: '키오스크/태블릿',
    group: 'conference',
    order: 70,
    load: () => import('./kiosk/kiosk-tab'),
  },
  {
    key: 'members',
    label: '회원 목록',
    group: 'site',
    order: 30,
    load: () => import('./members/members-tab'),
  },
  {
    key: 'registrants',
    label: '신청자 목록',
    group: 'conference',
    order: 40,
    load: () => import('./registrants/registrants-tab'),
  },
  {
    key: 'check-in-conflicts',
    label: '입장 충돌 내역',
    group: 'conference',
    order: 47,
    load: () => import('./check-in-conflicts/check-in-conflicts-tab'),
  },
  {
    key: 'cancels',
    label: '취소 신청 목록',
    group: 'conference',
    order: 50,
    load: () => import('./cancels/cancels-tab'),
  },
  {
    key: 'inquiries',
    label: '문의 목록',
    group: 'site',
    order: 60,
    load: () => import('./inquiries/inquiries-tab'),
  },
  {
    // Conference and mall payments alike, so it sits with the other cross-cutting tools.
    key: 'payments-attention',
    label: '확인 필요',
    group: 'system',
    order: 55,
    load: () => import('./payments/payment-attention-tab'),
  },
  {
    key: 'mall-items',
    label: '쇼핑몰 상품',
    group: 'mall',
    order: 54,
    load: () => import('./mall-items/mall-items-tab'),
  },
  {
    key: 'mall-orders',
    label: '쇼핑몰 주문',
    group: 'mall',
    order: 56,
    load: () => import('./mall-orders/mall-orders-tab'),
  },
  {
    key: 'mall-reviews',
    label: '쇼핑몰 리뷰',
    group: 'mall',
    order: 58,
    load: () => import('./mall-reviews/mall-reviews-tab'),
  },
  {
    key: 'mall-refunds',
    label: '쇼핑몰 교환·반품',
    group: 'mall',
    order: 57,
    load: () => import('./mall-refunds/mall-refunds-tab'),
  },
  {
    key: 'mall-warehouses',
    label: '쇼핑몰 창고·브랜드',
    group: 'mall',
    order: 59,
    load: () => import('./mall-shipping-setup/mall-shipping-setup-tab'),
  },
  {
    key: 'mall-categories',
    label: '쇼핑몰 카테고리',
    group: 'mall',
    order: 61,
    load: () => import('./mall-items/mall-categories-tab'),
  },
  {
    key: 'notifications',
    label: '알림 발송',
    group: 'conference',
    order: 45,
    load: () => import('./notifications/notifications-tab'),
  },
  {
    key: 'site-pages',
    label: '사이트 페이지',
    group: 'site',
    order: 75,
    load: () => import('./site-pages/site-pages-tab'),
  },
  {
    key: 'business-details',
    label: '사업자 정보',
    group: 'site',
    order: 77,
    load: () => import('./business-details/business-details-tab'),
  },
  {
    key: 'messages',
    label: '알림 메시지',
    group: 'system',
    order: 80,
    load: () => import('./messages/messages-tab'),
  },
  { key: 'audit', label: '작업 기록', group: 'system', order: 90, load: () => import('./audit/audit-tab') },
];

/** The tabs in display order. */
export const orderedTabs = () => [...managementTabs].sort((a, b) => a.order - b.order);

/** The admin menu: each heading with its tabs in display order. */
export const groupedTabs = () =>
  managementGroups.map((group) => ({
    ...group,
    tabs: orderedTabs().filter((tab) => tab.group === group.key),
  }));
