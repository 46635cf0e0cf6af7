/** Demo introduction pages, board posts and kiosk content. */

import { plainTextOf } from '../modules/community';

export const demoIntroductions = [
  {
    category: 1,
    title: '인사말 · 하나바이블 소개',
    contents:
      '<h2>인사말</h2><p>하나바이블 교회교육 홈페이지를 찾아주신 여러분을 주님의 이름으로 환영합니다. 우리는 다음 세대가 말씀 안에서 자라 하나님 나라를 살아가도록 교회와 가정을 섬기고 있습니다.</p><h2>하나바이블이란</h2><p>하나바이블은 영아부부터 청소년부까지 성경 전체를 연령에 맞게 가르치는 통합 교육 과정입니다. 교회와 가정이 같은 말씀을 함께 읽고 나누도록 돕습니다.</p>',
  },
  {
    category: 2,
    title: '교육 정신',
    contents:
      '<h2>말씀 중심</h2><p>모든 교육은 성경 말씀에서 출발합니다.</p><h2>교회와 가정의 동역</h2><p>교회에서 배운 말씀이 가정에서 이어지도록 부모와 교사가 함께 가르칩니다.</p><h2>삶으로 드리는 예배</h2><p>배운 말씀을 일상에서 살아내는 제자를 세웁니다.</p>',
  },
  {
    category: 3,
    title: '교육 사역',
    contents:
      '<ul><li><strong>교재 개발</strong>: 연령별 공과와 교사용 지침서, 가정용 말씀 카드</li><li><strong>교사 교육</strong>: 계절별 교사 컨퍼런스와 지역 강습회</li><li><strong>성경학교</strong>: 여름·겨울 성경학교 프로그램과 자료</li><li><strong>콘텐츠몰</strong>: 설교, 절기, 활동 자료와 영상 콘텐츠</li></ul>',
  },
  {
    category: 4,
    title: '섬기는 사람들',
    contents:
      '<h2>이사장</h2><p>김하나 목사</p><h2>교육연구소</h2><p>연구소장 이은혜 · 책임연구원 박소망 · 연구원 최믿음</p><h2>사무국</h2><p>사무국장 정사랑 · 행사팀 한기쁨 · 고객지원 윤평화</p>',
  },
  {
    category: 5,
    title: '오시는 길',
    contents:
      '<h2>주소</h2><p>서울특별시 종로구 대학로 19, 3층 (우) 03129</p><h2>대중교통</h2><ul><li>지하철 1호선 종로5가역 2번 출구에서 도보 5분</li><li>지하철 4호선 혜화역 3번 출구에서 도보 10분</li></ul><h2>주차</h2><p>건물 내 주차가 어려우니 대중교통을 이용해 주세요.</p>',
  },
];

export const demoBoards = [
  { boardId: 1, title: '공지사항', writeLevel: 10 },
  { boardId: 2, title: '자유게시판', writeLevel: 2 },
  { boardId: 3, title: 'Q&A', writeLevel: 2 },
  { boardId: 4, title: '교육 웹진', writeLevel: 10 },
  { boardId: 5, title: '하나바이블 자료실', writeLevel: 10, attachmentAccess: 'members' },
];

/** author: 'admin' or a demo member's uid. */
export const demoPosts = (
  [
    {
      boardId: 1,
      author: 'admin',
      isPin: true,
      isSecret: false,
      title: '2026 겨울 교사 컨퍼런스 신청 안내',
      content:
        '<p>겨울 교사 컨퍼런스 신청이 시작되었습니다. 지역별 일정과 부서를 확인하신 뒤 신청해 주세요.</p>',
    },
    {
      boardId: 1,
      author: 'admin',
      isPin: false,
      isSecret: false,
      title: '고객센터 운영 시간 안내',
      content: '<p>고객센터는 평일 10:00부터 17:00까지 운영합니다. 주말과 공휴일은 쉽니다.</p>',
    },
    {
      boardId: 2,
      author: 'member1',
      isPin: false,
      isSecret: false,
      title: '겨울 성경학교 준비 나눔',
      content:
        '<p>올해 겨울 성경학교 율동 영상을 미리 보고 연습하고 있어요. 다른 교회는 어떻게 준비하시나요?</p>',
    },
    {
      boardId: 2,
      author: 'member2',
      isPin: false,
      isSecret: false,
      title: '유치부 교사 모임 후기',
      content: '<p>지난주 지역 교사 모임에서 나눈 공과 활용법이 큰 도움이 되었습니다.</p>',
    },
    {
      boardId: 3,
      author: 'member1',
      isPin: false,
      isSecret: false,
      title: '교재 배송은 얼마나 걸리나요?',
      content: '<p>결제 후 교재가 도착하기까지 보통 며칠이 걸리는지 궁금합니다.</p>',
    },
    {
      boardId: 3,
      author: 'member2',
      isPin: false,
      isSecret: true,
      title: '단체 신청 영수증 문의',
      content: '<p>교회 이름으로 영수증을 발행받을 수 있을까요?</p>',
    },
    {
      boardId: 4,
      author: 'admin',
      isPin: true,
      isSecret: false,
      title: '[웹진] 말씀으로 자라는 아이들',
      content: '<p>가정에서 아이와 함께 말씀을 읽는 다섯 가지 방법을 소개합니다.</p>',
    },
    {
      boardId: 4,
      author: 'admin',
      isPin: false,
      isSecret: false,
      title: '[웹진] 교사의 한 주',
      content: '<p>주일을 준비하는 교사의 한 주를 따라가 봅니다.</p>',
    },
    {
      boardId: 5,
      author: 'admin',
      isPin: true,
      isSecret: false,
      title: '하나바이블 2027년 1학기 교재 안내',
      content:
        '<p>2027년 1학기 하나바이블 교재가 3월 첫 주부터 배송됩니다.</p><ul><li>유아부·유치부: 그림 성경 활동지 12과</li><li>유년부·초등부: 말씀 읽기 노트와 교사용 지도서</li></ul><p>교회별 주문 수량은 2월 20일까지 알려 주세요.</p>',
    },
    {
      boardId: 5,
      author: 'admin',
      isPin: false,
      isSecret: false,
      title: '교사 지도서 3과 보충 자료 (창조 이야기)',
      content:
        '<p>3과 「하나님이 세상을 만드셨어요」를 가르칠 때 함께 쓸 수 있는 보충 자료입니다.</p><p>날마다 만드신 것을 순서대로 붙이는 활동판과, 아이들이 직접 그려 보는 일곱째 날 카드를 준비했습니다.</p>',
    },
    {
      boardId: 5,
      author: 'admin',
      isPin: false,
      isSecret: false,
      title: '영유아 과정 부모 가정예배 가이드',
      content:
        '<p>영유아 과정을 마친 뒤 가정에서 10분 동안 드리는 예배 순서를 정리했습니다.</p><ol><li>함께 찬양 한 곡</li><li>그림 성경 한 장면 읽기</li><li>아이의 이름을 넣어 축복 기도</li></ol>',
    },
  ] as const
).map((post) => ({ ...post, contentText: plainTextOf(post.content) }));

export const demoComments = [
  {
    postTitle: '겨울 성경학교 준비 나눔',
    author: 'member2',
    content: '저희 교회는 토요일마다 모여서 함께 연습해요!',
  },
  {
    postTitle: '교재 배송은 얼마나 걸리나요?',
    author: 'admin',
    content: '결제일로부터 7일 이내에 배송됩니다.',
  },
];

export const demoKiosk = [
  { device: 'kiosk', title: '교사 컨퍼런스', description: '바코드를 화면 아래 스캐너에 대 주세요' },
  { device: 'tablet', title: '환영합니다', description: '접수 후 배정된 강의실로 이동해 주세요' },
];
