import { describe, expect, it } from 'vitest';
import { moveQuestion } from './move-question';

describe('the confirm before a move', () => {
  it('gives the session name the particle its last sound takes, never "(으)로"', () => {
    expect(moveQuestion(2, '2회차 부산 유년부', '차액 없음')).toBe(
      '2명을 2회차 부산 유년부로 변경하시겠습니까? 차액 없음',
    );
    expect(moveQuestion(1, '1회차 서울 청년부', '차액 없음')).toBe(
      '1명을 1회차 서울 청년부로 변경하시겠습니까? 차액 없음',
    );
    expect(moveQuestion(3, '여름캠프 대전 중등부', '차액 환불 3,000원')).toBe(
      '3명을 여름캠프 대전 중등부로 변경하시겠습니까? 차액 환불 3,000원',
    );
    expect(moveQuestion(1, '2회차 광주 영아부', '차액 없음')).toBe(
      '1명을 2회차 광주 영아부로 변경하시겠습니까? 차액 없음',
    );
    expect(moveQuestion(1, '3회차 인천 청소년부 본관', '차액 없음')).toBe(
      '1명을 3회차 인천 청소년부 본관으로 변경하시겠습니까? 차액 없음',
    );
  });
});
