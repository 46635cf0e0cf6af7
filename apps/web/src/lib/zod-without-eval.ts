/**
 * The site's Content-Security-Policy allows no eval. zod compiles a faster parser with `new Function`
 * when it may: the attempt is refused and Chrome reports every refusal as an issue (Lighthouse's
 * best-practices "inspector-issues" on pages that load a contract). zod keeps its settings on
 * `globalThis.__zod_globalConfig` (shared by every copy of zod, zod/v4/core/core.js) and reads `jitless`
 * as each schema is made, so setting it here, before the first contract chunk loads, is enough. Done
 * without importing zod: its core would move 4 KB (gzip) into the first script of every page.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
