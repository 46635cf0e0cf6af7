import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Emits /check-in-sw.js, the check-in desk's service worker (build/check-in-sw.js), with the files the
 * desk needs to open offline: the entry with its static imports and styles, and the given route
 * module's chunk with its imports, styles and files (the camera's barcode reader, a WebAssembly
 * file), and what the route loads on demand (that reader's own chunk), so the camera works offline
 * too. The version is a hash of that list, so a new build replaces the kept copies.
 */
export function checkInServiceWorker(routeModule: string): Plugin {
  return {
    name: 'edu:check-in-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(routeModule));
      if (!entry || !route) throw new Error(`checkInServiceWorker: no chunk for the entry or ${routeModule}`);
      const files = new Set<string>();
      // The entry first: its dynamic imports are every other page, and the route imports the entry, so
      // following the route's dynamic imports must stop at chunks already collected.
      collect(entry, bundle, files, false);
      collect(route, bundle, files, true);
      const precache = [...files].sort().map((file) => `/${file}`);
      precache.push('/check-in/manifest.webmanifest', '/check-in/icon-192.png', '/check-in/icon-512.png');
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(new URL('./check-in-sw.js', import.meta.url), 'utf8')
        .replace('__CHECK_IN_VERSION__', version)
        .replace('__CHECK_IN_PRECACHE__', JSON.stringify(precache));
      this.emitFile({ type: 'asset', fileName: 'check-in-sw.js', source });
    },
  };
}

/**
 * The chunk, its static imports (with `lazy`, its dynamic ones too) and the styles and files (an
 * imported `?url`) they bring.
 */
function collect(chunk: OutputChunk, bundle: OutputBundle, files: Set<string>, lazy: boolean): void {
  if (files.has(chunk.fileName)) return;
  files.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
  for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
  for (const name of lazy ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') collect(imported, bundle, files, lazy);
  }
}
