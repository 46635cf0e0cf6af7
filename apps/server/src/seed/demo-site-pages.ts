import type { SitePageSlug } from '@edu/shared';

/** Demo content of the site's content pages (administrators edit them in 사이트 페이지). */
export const demoSitePages: { slug: SitePageSlug; title: string; contents: string }[] = [
  {
    slug: 'hana-bible',
    title: '하나바이블 소개',
    contents:
      '<h2>온 세대가 함께 읽는 하나의 성경</h2><p>하나바이블은 영아부부터 청소년부까지 같은 본문을 연령에 맞게 배우는 교회학교 통합 교육 과정입니다. 주일에 교회에서 배운 말씀을 가정에서 부모와 자녀가 다시 나누도록 구성되어 있습니다.</p><h3>이렇게 배웁니다</h3><ul><li><strong>말씀 읽기</strong>: 매주 한 본문을 정해 6년 동안 성경 전체를 읽습니다.</li><li><strong>공과 활동</strong>: 연령별 활동지와 만들기로 본문을 몸으로 익힙니다.</li><li><strong>가정 예배</strong>: 가정용 말씀 카드로 한 주 동안 같은 말씀을 나눕니다.</li></ul><p>하나바이블은 현재 전국 1,200여 교회에서 사용하고 있습니다.</p>',
  },
  {
    slug: 'hana-bible-course',
    title: '과정별 안내',
    contents:
      '<h2>연령별 다섯 과정</h2><table><thead><tr><th>과정</th><th>대상</th><th>중심 내용</th></tr></thead><tbody><tr><td>새싹 과정</td><td>영아부 (0~3세)</td><td>찬양과 손유희로 만나는 하나님</td></tr><tr><td>씨앗 과정</td><td>유치부 (4~7세)</td><td>그림 성경과 이야기로 듣는 말씀</td></tr><tr><td>열매 과정</td><td>유년부 (초등 1~3학년)</td><td>성경 인물과 사건 따라 읽기</td></tr><tr><td>나무 과정</td><td>초등부 (초등 4~6학년)</td><td>성경 전체의 흐름과 구속사</td></tr><tr><td>숲 과정</td><td>청소년부 (중고등)</td><td>말씀으로 세우는 세계관과 제자도</td></tr></tbody></table><p>각 과정은 봄·가을 두 학기로 나뉘며, 학기마다 교사용 지침서와 학생용 교재, 가정용 말씀 카드가 함께 제공됩니다.</p>',
  },
  {
    slug: 'hana-bible-infant',
    title: '영유아 과정',
    contents:
      '<h2>영유아부를 위한 새싹 과정</h2><p>말을 배우기 전부터 아이는 예배의 분위기와 부모의 기도를 기억합니다. 새싹 과정은 엄마 아빠가 아이와 함께 드리는 예배를 돕습니다.</p><ul><li>매주 10분 분량의 부모와 함께하는 예배 순서</li><li>손유희 찬양 24곡 (음원과 율동 영상 제공)</li><li>촉감 그림책으로 만나는 창조 이야기</li></ul><p>영유아부 교사와 부모를 위한 안내서는 콘텐츠몰 활동자료에서 내려받을 수 있습니다.</p>',
  },
  {
    slug: 'bible-school-summer',
    title: '2027 여름 성경학교 「빛으로 걷는 아이들」',
    contents:
      '<h2>주제: 빛으로 걷는 아이들 (요한일서 1:7)</h2><p>올여름 성경학교는 세상의 빛으로 오신 예수님을 따라 걷는 3일 과정입니다.</p><h3>프로그램</h3><ul><li>첫째 날: 어둠 속에 비친 빛 (창세기 1장)</li><li>둘째 날: 빛이 되신 예수님 (요한복음 8장)</li><li>셋째 날: 빛의 자녀로 살기 (에베소서 5장)</li></ul><h3>준비 일정</h3><p>교사 강습회 6월 중 지역별 진행 · 자료 발송 6월 첫 주 · 교회별 진행 7~8월</p><p>교사용 지침서, 주제가 악보와 율동 영상, 공과 활동지는 콘텐츠몰에서 만나 보세요.</p>',
  },
  {
    slug: 'bible-school-winter',
    title: '2027 겨울 성경학교 「기다림의 선물」',
    contents:
      '<h2>주제: 기다림의 선물 (이사야 9:6)</h2><p>대림절과 성탄을 지나 새해를 여는 겨울 성경학교는 약속을 지키시는 하나님을 만나는 2일 과정입니다.</p><h3>프로그램</h3><ul><li>첫째 날: 약속하신 하나님 (창세기 12장, 이사야 9장)</li><li>둘째 날: 오신 예수님, 다시 오실 예수님 (누가복음 2장)</li></ul><p>실내 활동 중심으로 구성되어 추운 날씨에도 작은 교회에서 진행하기 좋습니다.</p>',
  },
  {
    slug: 'ministry',
    title: '사역 나눔',
    contents:
      '<h2>교회학교 사역 이야기</h2><p>하나바이블을 사용하는 교회들의 사역 이야기를 나눕니다. 교사 모임, 가정 예배, 성경학교를 준비하며 얻은 지혜를 함께 배워 보세요.</p><h3>이번 달 이야기</h3><p><strong>작은 교회의 여름 성경학교</strong> — 어린이 12명과 교사 4명이 함께한 사랑교회의 여름 성경학교 이야기입니다. 지역 두 교회가 함께 준비해 공과와 간식 준비를 나누었습니다.</p><p>사역 이야기는 커뮤니티 자유게시판에 올려 주시면 소개해 드립니다.</p>',
  },
  {
    slug: 'app-main',
    title: '하나바이블 앱',
    contents:
      '<h2>말씀이 가정으로 이어지는 하나바이블 앱</h2><p>매일 말씀 카드, 가정 예배 순서, 찬양 음원을 앱에서 만나 보세요. 교회학교 공과와 같은 본문으로 한 주를 함께 걸어갑니다.</p>',
  },
  {
    slug: 'app-hana-greeting',
    title: '인사말',
    contents:
      '<p>하나바이블을 찾아 주신 교회와 가정에 감사드립니다. 우리는 모든 세대가 같은 말씀을 읽고 같은 하나님을 예배하는 교회를 꿈꿉니다. 하나바이블이 교회와 가정을 잇는 다리가 되기를 기도합니다.</p><p>하나바이블 교육연구소장 이은혜</p>',
  },
  {
    slug: 'app-hana-overview',
    title: '개발 개요',
    contents:
      '<ul><li>2019년: 교육연구소 설립, 연령별 교육 과정 연구 시작</li><li>2021년: 씨앗·열매 과정 시범 교회 40곳 운영</li><li>2023년: 다섯 과정 완간, 가정용 말씀 카드 발행</li><li>2025년: 앱과 콘텐츠몰로 자료 제공</li></ul>',
  },
  {
    slug: 'app-hana-video',
    title: '소개 영상',
    contents:
      '<p>하나바이블 소개 영상(5분)은 교회 교사 모임과 부모 설명회에서 사용할 수 있습니다. 영상은 콘텐츠몰 강의영상에서 무료로 내려받을 수 있습니다.</p>',
  },
  {
    slug: 'app-hana-courses',
    title: '과정 목록',
    contents:
      '<ol><li><a href="/hana-bible/course">새싹 과정 1학기</a></li><li><a href="/hana-bible/course">새싹 과정 2학기</a></li><li><a href="/hana-bible/course">씨앗 과정 1학기</a></li><li><a href="/hana-bible/course">씨앗 과정 2학기</a></li><li><a href="/hana-bible/course">열매 과정 1학기</a></li><li><a href="/hana-bible/course">열매 과정 2학기</a></li><li><a href="/hana-bible/course">나무 과정 1학기</a></li><li><a href="/hana-bible/course">나무 과정 2학기</a></li><li><a href="/hana-bible/course">숲 과정 1학기</a></li><li><a href="/hana-bible/course">숲 과정 2학기</a></li></ol>',
  },
];
