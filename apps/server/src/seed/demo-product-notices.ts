import { contentWithdrawalNotice, type ProductNotice } from '@edu/shared';
import type { DemoItem } from './demo-mall';

/**
 * The 상품정보제공고시 of the demo catalogue, so every demo item on sale states it as the law asks:
 * the textbooks as 도서, the goods as 기타 재화 (written out below, item by item), and every content as
 * 디지털콘텐츠 (made from what the item is: its brand, type and download period).
 */

/** The demo's customer centre (a made-up number, as the rest of the demo's business details). */
const demoHelpPhone = '02-1234-5678 (평일 10:00~17:00)';

const books: Record<string, ProductNotice['values']> = {
  P2001: {
    bookTitle: '유아부 성경 교재 세트 (유아부·유치부·유년부, 1·2학기)',
    authorPublisher: '하나바이블 교육부 / 하나바이블',
    bookSize: '210×297mm (A4)',
    pageCount: '학생용 64쪽, 교사용 96쪽',
    bookComposition: '고른 부서와 학기의 학생용 교재 1권(스티커·활동지 포함) 또는 교사용 지도서 1권',
    publishedOn: '2026-01-05',
    tableOfContents:
      '한 학기 13주 공과: 1과 하나님이 세상을 만드셨어요 ~ 13과 예수님이 다시 오실 거예요. 사용 연령: 유아부 2~3세, 유치부 4~5세, 유년부 6~7세',
  },
  P2002: {
    bookTitle: '유치부 여름성경학교 교재',
    authorPublisher: '하나바이블 교육부 / 하나바이블',
    bookSize: '210×297mm (A4)',
    pageCount: '40쪽',
    bookComposition: '학생용 교재 1권 (5일 과정, 만들기 도안 포함)',
    publishedOn: '2026-05-01',
    tableOfContents:
      '1일 창조의 하나님 / 2일 지키시는 하나님 / 3일 용서하시는 예수님 / 4일 함께하시는 성령님 / 5일 찬양 잔치. 사용 연령: 4~5세',
  },
  P2005: {
    bookTitle: '2025 여름성경학교 교재',
    authorPublisher: '하나바이블 교육부 / 하나바이블',
    bookSize: '210×297mm (A4)',
    pageCount: '40쪽',
    bookComposition: '학생용 교재 1권 (5일 과정)',
    publishedOn: '2025-05-02',
    tableOfContents: '5일 과정 여름성경학교 공과와 활동지. 사용 연령: 4~7세',
  },
};

const goods: Record<string, ProductNotice['values']> = {
  P2003: {
    nameAndModel: '성경 인물 스티커북 / MG-ST120',
    certification: '어린이제품 공급자적합성확인 (KC) 대상: 인증 번호는 제품 뒷면에 표기',
    origin: '대한민국',
    maker: '말씀공작소',
    afterServicePhone: `말씀공작소 고객센터 ${demoHelpPhone}`,
  },
  P2004: {
    nameAndModel: '말씀 암송 카드 100장 / MG-CARD100',
    certification: '해당 없음',
    origin: '대한민국',
    maker: '말씀공작소',
    afterServicePhone: `말씀공작소 고객센터 ${demoHelpPhone}`,
  },
  P2006: {
    nameAndModel: '교회학교 출석 스탬프 / NG-STAMP01 (자동 잉크식)',
    certification: '해당 없음',
    origin: '중국',
    maker: '수입자: 다음세대연구소 (제조자: Shenzhen Stamp Co., Ltd.)',
    afterServicePhone: `다음세대연구소 ${demoHelpPhone}`,
  },
};

const deliveryOf = (item: DemoItem) =>
  item.contentType === 'VIDEO'
    ? '실시간 스트리밍 (결제 후 내 콘텐츠함에서 재생)'
    : '다운로드 (결제 후 내 콘텐츠함에서 내려받기)';

const systemOf = (item: DemoItem) => {
  const file = item.files?.[0]?.kind;
  if (item.contentType === 'VIDEO') return 'Chrome, Edge, Safari 등 최신 웹 브라우저와 인터넷 연결';
  if (file === 'xlsx') return 'Microsoft Excel, 한컴오피스 한셀 등 xlsx 파일을 여는 프로그램';
  if (file === 'image') return 'PNG 이미지를 여는 프로그램 (PC, 휴대전화 기본 사진 앱)';
  if (file === 'audio') return 'WAV 파일을 재생하는 프로그램 (PC, 휴대전화 기본 음악 앱)';
  return '텍스트 파일을 여는 프로그램 (메모장 등)';
};

const termsOf = (item: DemoItem) => {
  const days = item.downloadPeriod ?? 0;
  const period = days === 0 ? '다운로드 기간 제한 없음' : `결제 후 ${days}일 동안 다운로드·재생`;
  const use =
    item.contentType === 'IMAGE'
      ? '고른 라이선스의 범위 안에서 사용 (상업적 이용은 확장 라이선스 필요)'
      : '구매한 교회·교회학교 안의 예배와 교육에 사용';
  return `${use}. 재배포, 재판매, 온라인 게시 금지. 이용기간: ${period}`;
};

/** A demo item's notice: the textbook's or goods' own, or the one a content's facts make. */
export function demoProductNoticeOf(item: DemoItem): ProductNotice {
  const book = books[item.code];
  if (book) return { group: 'BOOK', values: book };
  const product = goods[item.code];
  if (product) return { group: 'OTHER_GOODS', values: product };
  if (!item.contentType) throw new Error(`demo item ${item.code} has no 상품정보제공고시`);
  return {
    group: 'DIGITAL_CONTENT',
    values: {
      producer: item.brand,
      termsOfUse: termsOf(item),
      deliveryMethod: deliveryOf(item),
      systemRequirements: systemOf(item),
      withdrawalEffect: contentWithdrawalNotice,
      contentHelpPhone: demoHelpPhone,
    },
  };
}
