import { withParticle } from '../site/korean-particles';

/**
 * The confirm before moving attendees to another session, with the particle its name takes:
 * "2명을 2회차 부산 유년부로 변경하시겠습니까? 차액 없음", "1명을 1회차 서울 청년부로 …".
 */
export function moveQuestion(count: number, sessionName: string, money: string): string {
  return `${count}명을 ${withParticle(sessionName, '으로/로')} 변경하시겠습니까? ${money}`;
}
