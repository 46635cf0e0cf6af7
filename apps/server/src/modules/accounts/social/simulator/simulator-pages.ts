import type { SocialProviderName } from '../providers/social-provider';
import { simulatedPeople } from './simulator-users';

const providerTitles: Record<SocialProviderName, string> = {
  kakao: '카카오계정으로 로그인',
  naver: '네이버 아이디로 로그인',
  apple: 'Apple로 로그인',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f4f5;margin:0}main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:1rem;padding:2rem}
.badge{display:inline-block;background:#fde68a;border-radius:9999px;padding:.125rem .75rem;font-size:.75rem}
label{display:block;border:1px solid #d4d4d8;border-radius:.5rem;padding:.75rem;margin:.5rem 0;cursor:pointer}
button{width:100%;padding:.75rem;margin-top:.5rem;border-radius:.5rem;border:0;font-size:1rem;cursor:pointer}
.allow{background:#18181b;color:#fff}.deny{background:#e4e4e7}</style></head><body><main>${body}</main></body></html>`;
}

function hiddenFields(fields: Record<string, string | undefined>): string {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value ?? '')}">`,
    )
    .join('');
}

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
  return page(
    'Apple로 로그인',
    `<form id="autopost" method="post" action="${escapeHtml(action)}">${hiddenFields(fields)}
<p>사이트로 돌아가는 중입니다…</p><button class="allow">계속</button></form>
<script src="/__sim/oauth/auto-submit.js"></script>`,
  );
}

export function errorPage(message: string): string {
  return page(
    '로그인 오류',
    `<p class="badge">개발용 로그인 시뮬레이터</p><h1>요청을 처리할 수 없습니다</h1><p>${escapeHtml(message)}</p>`,
  );
}

export const autoSubmitScript = "document.getElementById('autopost')?.submit();\n";
