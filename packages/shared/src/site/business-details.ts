import { siteInfo } from './site.constants';

/**
 * Where the Fair Trade Commission shows a mail-order business's registration (공정거래위원회
 * 사업자정보확인). `{사업자등록번호}` becomes the number's ten digits, so the link always checks the
 * number the footer prints; the address itself is a setting, so a move of the Commission's page is
 * fixed in the administration rather than by a release.
 */
export const businessNumberPlaceholder = '{사업자등록번호}';
export const defaultFtcInfoUrl = `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${businessNumberPlaceholder}`;

/**
 * The supplier's details the law asks an online shop to show (전자상거래법 제10조: 상호, 대표자, 주소,
 * 전화번호, 이메일, 사업자등록번호, 통신판매업 신고번호, 호스팅 서비스 제공자), printed in the footer and on
 * a statement of an order, and when an administrator last saved them (null: never). Kept apart from
 * their zod contract (business-details.contract.ts): the footer of every page needs these, not zod.
 */
export type BusinessDetails = {
  organisation: string;
  representative: string;
  businessNumber: string;
  mailOrderNumber: string;
  address: string;
  phone: string;
  email: string;
  customerCentreHours: string;
  hostingProvider: string;
  ftcInfoUrl: string;
  updated_date: string | null;
};

/** What a fresh database shows until an administrator saves the details. */
export const defaultBusinessDetails: BusinessDetails = {
  organisation: siteInfo.organisation,
  representative: siteInfo.representative,
  businessNumber: siteInfo.businessNumber,
  mailOrderNumber: siteInfo.mailOrderNumber,
  address: siteInfo.address,
  phone: siteInfo.phone,
  email: siteInfo.email,
  customerCentreHours: siteInfo.customerCentreHours,
  hostingProvider: siteInfo.hostingProvider,
  ftcInfoUrl: defaultFtcInfoUrl,
  updated_date: null,
};

/** Ten digits as the National Tax Service writes them: 1018212345 → 101-82-12345. */
export function formatBusinessNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : value;
}

/** The Commission's page for the business number of these details. */
export function ftcBusinessInfoUrl(details: { businessNumber: string; ftcInfoUrl: string }): string {
  return details.ftcInfoUrl.replaceAll(businessNumberPlaceholder, details.businessNumber.replace(/\D/g, ''));
}

/** Korean texts of the business details setting. */
export const businessDetailsMessages = {
  organisationRequired: '상호를 입력해주세요.',
  representativeRequired: '대표자를 입력해주세요.',
  businessNumberInvalid: '사업자등록번호 10자리를 입력해주세요. (예: 123-45-67890)',
  mailOrderNumberRequired: '통신판매업 신고번호를 입력해주세요.',
  addressRequired: '사업장 주소를 입력해주세요.',
  phoneInvalid: '대표 전화번호를 숫자와 하이픈(-)으로 입력해주세요. (예: 02-1234-5678)',
  emailInvalid: '이메일 주소를 확인해주세요.',
  customerCentreHoursRequired: '고객센터 운영 시간을 입력해주세요.',
  hostingProviderRequired: '호스팅 서비스 제공자를 입력해주세요.',
  ftcInfoUrlInvalid: '사업자정보확인 주소는 http:// 또는 https://로 시작하는 주소로 입력해주세요.',
  saved: '사업자 정보가 저장되었습니다.',
} as const;
