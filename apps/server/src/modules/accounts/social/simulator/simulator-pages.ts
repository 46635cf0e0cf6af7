import {
  autoPostPage,
  escapeHtml,
  hiddenFields,
  simulatorPage as page,
  simulatorErrorPage,
} from '../../../../platform/http/simulator-pages';
import type { SocialProviderName } from '../providers/social-provider';
import { simulatedPeople } from './simulator-users';

const providerTitles: Record<SocialProviderName, string> = {
  kakao: '카카오계정으로 로그인',
  naver: '네이버 아이디로 로그인',
  apple: 'Apple로 로그인',
};

/** The provider's sign-in page: pick a fixture person, then agree or cancel. */
export function authorizePage(
  provider: SocialProviderName,
  request: Record<string, string | undefined>,
): string {
  const people = simulatedPeople[provider]
    .map(
      (person, index) =>
        `<label><input type="radio" name="person" value="${escapeHtml(person.key)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(person.label)}</label>`,
    )
    .join('');
  return page(
    providerTitles[provider],
    `<p class="badge">개발용 로그인 시뮬레이터</p><h1>${providerTitles[provider]}</h1>
<form method="post" action="/__sim/oauth/${provider}/authorize">${hiddenFields(request)}
<fieldset><legend>로그인할 사용자</legend>${people}</fieldset>
<button class="allow" name="decision" value="allow">동의하고 계속하기</button>
<button class="deny" name="decision" value="deny">취소</button></form>`,
  );
}

/** Apple answers by a form post to the site: this page submits it (by script, or by the button). */
export function formPostPage(action: string, fields: Record<string, string | undefined>): string {
  return autoPostPage('Apple로 로그인', action, fields);
}

export function errorPage(message: string): string {
  return simulatorErrorPage(message);
}
