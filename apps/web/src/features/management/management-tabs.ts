import type { ComponentType } from 'react';

/** One tab of the admin area: its module is loaded only when the tab is first opened. */
export type ManagementTab = {
  /** The `?tab=` value. */
  key: string;
  label: string;
  /** Position in the tab bar, lowest first. */
  order: number;
  load: () => Promise<{ Tab: ComponentType }>;
};

/** Every tab of /management (spec §2 Admin area, plus the dashboard, messages and audit log of issue 6). */
export const managementTabs: ManagementTab[] = [
  { key: 'dashboard', label: '대시보드', order: 0, load: () => import('./dashboard/dashboard-tab') },
  {
    key: 'mall-dashboard',
    label: '쇼핑몰 대시보드',
    order: 5,
    load: () => import('./mall-dashboard/mall-dashboard-tab'),
  },
  {
    key: 'conferences',
    label: '컨퍼런스 목록',
    order: 10,
    load: () => import('./conferences/conferences-tab'),
  },
  {
    key: 'conference-create',
    label: '컨퍼런스 생성',
    order: 20,
    load: () => import('./conferences/conference-create-tab'),
  },
  { key: 'kiosk', label: '키오스크/태블릿', order: 70, load: () => import('./kiosk/kiosk-tab') },
  { key: 'members', label: '회원 목록', order: 30, load: () => import('./members/members-tab') },
  {
    key: 'registrants',
    label: '신청자 목록',
    order: 40,
    load: () => import('./registrants/registrants-tab'),
  },
  { key: 'cancels', label: '취소 신청 목록', order: 50, load: () => import('./cancels/cancels-tab') },
  { key: 'inquiries', label: '문의 목록', order: 60, load: () => import('./inquiries/inquiries-tab') },
  {
    key: 'payments-attention',
    label: '확인 필요',
    order: 55,
    load: () => import('./payments/payment-attention-tab'),
  },
  {
    key: 'mall-items',
    label: '쇼핑몰 상품',
    order: 54,
    load: () => import('./mall-items/mall-items-tab'),
  },
  {
    key: 'mall-orders',
    label: '쇼핑몰 주문',
    order: 56,
    load: () => import('./mall-orders/mall-orders-tab'),
  },
  {
    key: 'mall-reviews',
    label: '쇼핑몰 리뷰',
    order: 58,
    load: () => import('./mall-reviews/mall-reviews-tab'),
  },
  {
    key: 'mall-refunds',
    label: '쇼핑몰 교환·반품',
    order: 57,
    load: () => import('./mall-refunds/mall-refunds-tab'),
  },
  {
    key: 'mall-warehouses',
    label: '쇼핑몰 창고·브랜드',
    order: 59,
    load: () => import('./mall-shipping-setup/mall-shipping-setup-tab'),
  },
  {
    key: 'mall-categories',
    label: '쇼핑몰 카테고리',
    order: 61,
    load: () => import('./mall-items/mall-categories-tab'),
  },
  {
    key: 'notifications',
    label: '알림 발송',
    order: 45,
    load: () => import('./notifications/notifications-tab'),
  },
  {
    key: 'site-pages',
    label: '사이트 페이지',
    order: 75,
    load: () => import('./site-pages/site-pages-tab'),
  },
  { key: 'messages', label: '알림 메시지', order: 80, load: () => import('./messages/messages-tab') },
  { key: 'audit', label: '작업 기록', order: 90, load: () => import('./audit/audit-tab') },
];

/** The tabs in display order. */
export const orderedTabs = () => [...managementTabs].sort((a, b) => a.order - b.order);
