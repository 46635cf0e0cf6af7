import type { FastifyInstance } from 'fastify';

/**
 * Small server-rendered pages for the local simulators of outside providers (login, payment): a plain
 * card layout, hidden form fields, and a form that submits itself (the providers' auto-posts) through
 * an external script, since the site's CSP allows no inline script.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function simulatorPage(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f4f5;margin:0}main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:1rem;padding:2rem}
.badge{display:inline-block;background:#fde68a;border-radius:9999px;padding:.125rem .75rem;font-size:.75rem}
label{display:block;border:1px solid #d4d4d8;border-radius:.5rem;padding:.75rem;margin:.5rem 0;cursor:pointer}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#52525b}
button{width:100%;padding:.75rem;margin-top:.5rem;border-radius:.5rem;border:0;font-size:1rem;cursor:pointer}
.allow{background:#18181b;color:#fff}.deny{background:#e4e4e7}</style></head><body><main>${body}</main></body></html>`;
}

export function hiddenFields(fields: Record<string, string | undefined>): string {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value ?? '')}">`,
    )
    .join('');
}

export const autoSubmitScriptPath = '/__sim/auto-submit.js';

/** A form posted to `action` by itself (and by its button, without script). */
export function autoPostPage(
  title: string,
  action: string,
  fields: Record<string, string | undefined>,
): string {
  return simulatorPage(
    title,
    `<form id="autopost" method="post" action="${escapeHtml(action)}">${hiddenFields(fields)}
<p>사이트로 돌아가는 중입니다…</p><button class="allow">계속</button></form>
<script src="${autoSubmitScriptPath}"></script>`,
  );
}

export function simulatorErrorPage(message: string): string {
  return simulatorPage(
    '요청 오류',
    `<p class="badge">개발용 시뮬레이터</p><h1>요청을 처리할 수 없습니다</h1><p>${escapeHtml(message)}</p>`,
  );
}

/** Serves the auto-submit script once for every simulator. */
export function registerAutoSubmitScript(app: FastifyInstance) {
  app.get(autoSubmitScriptPath, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send("document.getElementById('autopost')?.submit();\n"),
  );
}
