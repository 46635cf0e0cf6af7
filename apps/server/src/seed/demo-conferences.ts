import { kstFields, kstTimeOnDay } from '../platform/korean-time';

/** Demo conferences, relative to the day the demo data is loaded so one is always open for registration. */
const day = 24 * 60 * 60 * 1000;

type DemoDepartment = { dept: string; price: number; limit: number };
type DemoSession = {
  number: number;
  local: string;
  place: string;
  /** The session's day, relative to the day the demo data is loaded; the schedule text is made from it. */
  startsInDays: number;
  hours: string;
  label?: string;
  /** The session stays hidden until this many days after loading. */
  releasedInDays?: number;
  roomGuide?: string;
  departments: DemoDepartment[];
};
export type DemoConference = {
  title: string;
  category: string;
  contents: string;
  opensInDays: number;
  closesInDays: number;
  isAddress: 'Y' | 'N';
  cancelDay: number;
  /** Settings the old pages tied to conference ids. */
  settings?: {
    isFeatured?: 'Y' | 'N';
    banners?: string[];
    benefitNote?: string;
    parkingNote?: string;
    hideHeadcount?: 'Y' | 'N';
    deadlineAtMidnight?: 'Y' | 'N';
    onlineUrl?: string;
    onlineMeetingId?: string;
    onlineMeetingPasscode?: string;
  };
  sessions: DemoSession[];
};

const departments = (base: number, limits: number[]): DemoDepartment[] =>
  ['영아부', '유치부', '유년부', '초등부', '청소년부'].map((dept, index) => ({
    dept,
    price: base + index * 5_000,
    limit: limits[index] ?? 0,
  }));

export const demoConferences: DemoConference[] = [
  {
    title: '2026 겨울 하나바이블 교사 컨퍼런스',
    category: '교사 컨퍼런스',
    contents:
      '<h2>다음 세대를 세우는 교사</h2><p>하나바이블 커리큘럼으로 겨울 성경학교와 새해 교육을 준비하는 교사 컨퍼런스입니다.</p><ul><li>주제 강의와 부서별 분반 강의</li><li>교재와 교구 시연</li><li>참석자 전원 교재 샘플 제공</li></ul>',
    opensInDays: -10,
    closesInDays: 30,
    isAddress: 'Y',
    cancelDay: 3,
    settings: {
      isFeatured: 'Y',
      banners: ['/demo/banners/hana-winter-1.svg', '/demo/banners/hana-winter-2.svg'],
      benefitNote:
        '참석자 전원에게 하나바이블 겨울 교재 샘플을 드리며, 현장에서 교재를 20% 할인된 가격으로 구입할 수 있습니다.',
      parkingNote: '주차: 4시간 3,000원, 종일 7,000원 (교회 지하 주차장)',
      onlineUrl: 'https://zoom.us/j/81234567890',
      onlineMeetingId: '812 3456 7890',
      onlineMeetingPasscode: 'hana2026',
    },
    sessions: [
      {
        number: 1,
        local: '서울',
        place: '온누리교회 양재캠퍼스',
        roomGuide: '본관 3층 등록대에서 바코드를 보여주신 뒤 부서별 강의실로 이동해 주세요.',
        startsInDays: 35,
        hours: '09:30 ~ 17:00',
        departments: departments(30_000, [120, 150, 150, 200, 80]),
      },
      {
        number: 2,
        local: '부산',
        place: '수영로교회 비전센터',
        startsInDays: 42,
        hours: '09:30 ~ 17:00',
        departments: departments(30_000, [60, 80, 80, 100, 0]),
      },
      {
        number: 3,
        local: '대전',
        place: '새로남교회 본당',
        startsInDays: 56,
        hours: '10:00 ~ 17:00',
        label: '추가 회차',
        departments: departments(25_000, [40, 60, 60, 60, 40]),
      },
      {
        number: 4,
        local: '제주',
        place: '제주영락교회',
        startsInDays: 63,
        hours: '10:00 ~ 16:00',
        releasedInDays: 3,
        departments: departments(25_000, [30, 30, 30, 30, 30]),
      },
    ],
  },
  {
    title: '2027 봄 부모 교육 세미나',
    category: '부모 세미나',
    contents:
      '<h2>가정에서 시작하는 신앙 교육</h2><p>부모가 자녀와 함께 말씀을 읽고 나누는 방법을 배우는 세미나입니다. 교회 교육과 가정을 잇는 실제적인 도구를 함께 익힙니다.</p>',
    opensInDays: 20,
    closesInDays: 60,
    isAddress: 'N',
    cancelDay: 0,
    settings: { deadlineAtMidnight: 'Y', hideHeadcount: 'Y' },
    sessions: [
      {
        number: 1,
        local: '서울',
        place: '사랑의교회 안성수양관',
        startsInDays: 90,
        hours: '13:00 ~ 18:00',
        departments: [
          { dept: '부모', price: 20_000, limit: 300 },
          { dept: '부부', price: 35_000, limit: 100 },
        ],
      },
      {
        number: 2,
        local: '온라인',
        place: 'Zoom 온라인',
        startsInDays: 97,
        hours: '13:00 ~ 17:00',
        label: '온라인',
        departments: [{ dept: '부모', price: 10_000, limit: 0 }],
      },
    ],
  },
  {
    title: '2026 여름 성경학교 교사 강습회',
    category: '교사 강습회',
    contents:
      '<h2>여름 성경학교 준비</h2><p>여름 성경학교 주제와 공과, 찬양과 율동을 미리 배우는 강습회였습니다.</p>',
    opensInDays: -170,
    closesInDays: -120,
    isAddress: 'N',
    cancelDay: 0,
    sessions: [
      {
        number: 1,
        local: '서울',
        place: '명성교회 교육관',
        startsInDays: -110,
        hours: '09:30 ~ 16:00',
        departments: departments(20_000, [100, 100, 100, 100, 100]),
      },
      {
        number: 2,
        local: '광주',
        place: '광주중앙교회',
        startsInDays: -103,
        hours: '09:30 ~ 16:00',
        departments: departments(20_000, [50, 50, 50, 50, 50]),
      },
    ],
  },
  {
    title: '2025 겨울 하나바이블 교사 컨퍼런스',
    category: '교사 컨퍼런스',
    contents:
      '<h2>말씀으로 자라는 아이들</h2><p>2025년 겨울에 열린 교사 컨퍼런스입니다. 강의 자료는 콘텐츠몰에서 내려받을 수 있습니다.</p>',
    opensInDays: -380,
    closesInDays: -330,
    isAddress: 'Y',
    cancelDay: 3,
    sessions: [
      {
        number: 1,
        local: '서울',
        place: '온누리교회 서빙고캠퍼스',
        startsInDays: -320,
        hours: '09:30 ~ 17:00',
        departments: departments(30_000, [100, 120, 120, 150, 60]),
      },
    ],
  },
];

export const daysFrom = (base: Date, days: number) => new Date(base.getTime() + days * day);

const weekdays = ['일', '월', '화', '수', '목', '금', '토'];

/** The session's first moment (its day in Korea at the hours' start) and its schedule text. */
export function sessionTiming(base: Date, session: DemoSession) {
  const day = daysFrom(base, session.startsInDays);
  const kst = kstFields(day);
  const [hour = 0, minute = 0] = (session.hours.match(/^(\d+):(\d+)/)?.slice(1) ?? []).map(Number);
  const startsAt = kstTimeOnDay(day, hour, minute);
  const schedule = `${kst.getUTCFullYear()}년 ${kst.getUTCMonth() + 1}월 ${kst.getUTCDate()}일(${weekdays[kst.getUTCDay()]}) ${session.hours}`;
  return { startsAt, schedule };
}
