import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMall } from '../../../seed/seed-mall';
import { createTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
  await seedMall({ db: app.db, storage: app.services.storage, now: new Date() });
});
afterAll(() => app.dispose());

type Answer = {
  message: string;
  summary: string;
  understood: { keywords: string[] };
  itemList: { title: string }[];
  suggestions: string[];
};

let asked = 0;
const ask = async (question: string): Promise<Answer> => {
  asked += 1;
  const response = await app.inject({
    method: 'GET',
    url: `/new_api/ai-search?question=${encodeURIComponent(question)}`,
    // Each question from its own address: the chatbot allows 60 questions a minute per visitor.
    remoteAddress: `203.0.113.${asked}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/**
 * Questions a teacher asks, and the demo catalogue's item(s) that must come first (in any order
 * among themselves when there are several): the items about what was asked.
 */
const questions: [question: string, first: string[]][] = [
  // The three of issue 13.
  ['초등부 여름성경학교 자료', ['유치부 여름성경학교 교재', '여름성경학교 포스터 이미지']],
  ['유아부 부활절 활동지 무료', ['부활절 달걀 꾸미기 활동지']],
  ['중고등부 수련회 찬양 MR', ['주님 사랑해요 MR 반주']],
  ['요한복음 3장 설교 자료 찾아줘', ['요한복음 3장 니고데모와 거듭남 설교 원고']],
  ['롬 8장 설교', ['로마서 8장 아무것도 끊을 수 없는 사랑 설교']],
  ['성탄절에 쓸 무료 찬양 있어?', ['성탄 축하 찬양 메들리']],
  ['유아부 교재 2만원 이하', ['유아부 성경 교재 세트']],
  ['20,000원 이하 유아부 교재', ['유아부 성경 교재 세트']],
  ['부활절 예배 영상 자료', ['부활절 어린이 예배 영상: 빈 무덤의 아침']],
  ['여름성경학교 포스터 이미지', ['여름성경학교 포스터 이미지']],
  ['교사 모집할 때 쓸 양식', ['교사 모집 안내문 양식']],
  ['크리스마스 예배 배경 사진', ['성탄절 예배 배경 이미지']],
  ['시편 23편 설교', ['시편 23편 선한 목자 설교와 암송 카드']],
  ['추수감사절 만들기 활동', ['추수감사절 감사 나무 만들기']],
  ['새친구 등록 카드가 필요해요', ['새친구 등록 카드 양식']],
  ['무료 출석부 양식', ['교사 출석부 양식']],
  ['교회학교 예산 계획서', ['교회학교 예산 계획서 양식']],
  ['유아부 예배 인도하는 법 강의', ['유아부 예배 인도법 강의']],
  ['청소년 소그룹 리더십', ['청소년 소그룹 리더십 강의']],
  ['사순절 묵상 카드', ['사순절 40일 말씀 묵상 카드']],
  ['대림절 초 점화 예식', ['대림절 초 점화 예식문']],
  ['어린이주일 행사 프로그램', ['어린이주일 축제 프로그램 기획안']],
  ['맥추감사절 예배 자료', ['맥추감사절 예배 자료 묶음']],
  ['성탄절 성극 대본', ['성탄절 예배 순서지와 성극 대본']],
  ['다니엘 사자굴 설교', ['다니엘 6장 사자굴 속의 다니엘 설교']],
  ['노아와 모세 스티커', ['성경 인물 스티커북']],
  ['말씀 암송 카드', ['말씀 암송 카드 100장']],
  ['무료 말씀 카드 그림', ['말씀 카드 일러스트 세트']],
  ['유치부 율동 찬양', ['어린이 율동 찬양 모음']],
  ['추수감사절 노래', ['감사의 노래 찬양 음원']],
  ['부활절 찬양 음원', ['부활의 아침 찬양 음원']],
  ['부활절 PPT 배경', ['부활절 PPT 배경 이미지 세트']],
  ['초등부 무료 활동지', ['성경 퍼즐 활동지 모음']],
  ['요나서 설교 시리즈', ['요나서 전체 강해 4주 설교 시리즈']],
  ['유년부 홍해 설교', ['출애굽기 14장 홍해를 건넌 이스라엘 설교']],
  ['산상수훈 팔복 설교', ['마태복음 5장 산상수훈 팔복 설교']],
  ['오순절 성령강림 설교', ['사도행전 2장 오순절 성령강림 설교']],
  ['창세기 천지창조 유아부 설교', ['창세기 1장 천지창조 어린이 설교']],
  ['5천원 이하 굿즈', ['성경 인물 스티커북']],
  ['무료 행정 서식', ['교사 출석부 양식', '새친구 등록 카드 양식']],
  ['교사 교육 강의 영상', ['교사 강의: 다음세대 말씀 교육']],
  ['포도나무 설교', ['요한복음 15장 포도나무와 가지 설교']],
  ['부활절에 아이들이랑 할 수 있는 활동지 있을까요?', ['부활절 달걀 꾸미기 활동지']],
  ['유아부 선생님이 쓸 예배 영상', ['유아부 예배 인도법 강의']],
  [
    '중고등부 설교',
    [
      '마태복음 5장 산상수훈 팔복 설교',
      '사도행전 2장 오순절 성령강림 설교',
      '고린도전서 13장 사랑장 설교 원고',
    ],
  ],
  ['부활절활동지', ['부활절 달걀 꾸미기 활동지']],
  ['초등부 여름성경학교에서 쓸 포스터', ['여름성경학교 포스터 이미지']],
  ['유치부 아이들과 부를 율동 찬양', ['어린이 율동 찬양 모음']],
  ['찬양 엠알', ['주님 사랑해요 MR 반주']],
  ['성령강림절 설교', ['사도행전 2장 오순절 성령강림 설교']],
  ['교회학교 출석 스탬프', ['교회학교 출석 스탬프']],
  ['MR 반주 음원', ['주님 사랑해요 MR 반주']],
  ['종교개혁주일 교육 자료', ['종교개혁주일 교육 자료']],
];

describe('the chatbot puts the items about the question first', () => {
  it.each(questions)('%s', async (question, first) => {
    const titles = (await ask(question)).itemList.map((item) => item.title);
    expect(titles.slice(0, first.length).sort(), titles.join(' | ')).toEqual([...first].sort());
  });
});

describe('the chatbot says what it understood in plain Korean', () => {
  it('says the price as people do, with the right particle', async () => {
    const textbooks = await ask('유아부 교재 20,000원 이하');
    expect(textbooks.message).toBe('유아부 교재, 2만 원 이하로 찾아보았어요. 맞는 자료 1개를 찾았습니다.');
    expect((await ask('부활절 예배 영상')).message).toBe(
      '부활절 예배 영상으로 찾아보았어요. 맞는 자료 1개를 찾았습니다.',
    );
  });

  it('keeps words whole and drops particles and endings', async () => {
    const sheet = await ask('유아부 부활절 활동지 무료');
    expect(sheet.understood.keywords).toEqual(['유아부', '활동지']);
    expect(sheet.summary).toBe('유아부 부활절 활동지, 무료');
    const form = await ask('교사 모집할 때 쓸 양식');
    expect(form.understood.keywords).toEqual(['교사', '모집']);
    expect(form.message).toBe('교사 모집 양식으로 찾아보았어요. 맞는 자료 1개를 찾았습니다.');
    const long = await ask('부활절 달걀 꾸미기 활동지를 찾아요 '.repeat(30).slice(0, 500));
    expect(long.itemList[0]?.title).toBe('부활절 달걀 꾸미기 활동지');
  });

  it('says so when no item meets every word, and shows the closest', async () => {
    const music = await ask('중고등부 수련회 찬양 MR');
    expect(music.message).toBe(
      '중고등부 수련회 찬양 MR로 찾아보았어요. 말씀하신 조건을 모두 갖춘 자료는 없어, 가장 가까운 자료 1개를 골랐습니다.',
    );
  });

  it('offers broader questions that read naturally when nothing is found', async () => {
    const none = await ask('활동자료 종교개혁주일 영상');
    expect(none.itemList).toEqual([]);
    expect(none.suggestions).toEqual(expect.arrayContaining(['종교개혁주일 자료', '활동자료']));
    expect(none.suggestions).not.toContain('활동자료 자료');
    expect((await ask('무료 여름성경학교 자료')).suggestions).toContain('여름성경학교 자료');
    expect((await ask('오늘 날씨 어때')).suggestions).not.toContain('오늘 자료');
  });
});
