import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The file the server reads to add each landing page's preloads to the page it serves. */
export const pagePreloadsFile = 'page-preloads.json';

/**
 * Writes `page-preloads.json`: for each landing page (a router path such as `mall/view/:itemId`), the
 * chunks of its lazy route module and what they import. The server adds them to the HTML it answers for
 * that address as `<link rel="modulepreload">` (platform/http/web-app.ts), so the page's own code
 * downloads alongside the entry instead of after it has run, and no other page's code competes with it.
 * The routes stay lazy: the router still imports them on demand, the browser just has them already.
 */
export function preloadRoutes(pages: Record<string, string>): Plugin {
  return {
    name: 'edu:preload-routes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const preloads = Object.entries(pages).map(([path, module]) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
        if (!chunk) throw new Error(`preloadRoutes: no chunk for ${module}`);
        const files = new Set<string>();
        collect(chunk, bundle, files);
        return { path, files: [...files].map((file) => `/${file}`) };
      });
      this.emitFile({ type: 'asset', fileName: pagePreloadsFile, source: JSON.stringify(preloads) });
    },
  };
}

/** The chunk and its static imports, without the entry (already loaded by its own script tag). */
function collect(chunk: OutputChunk, bundle: OutputBundle, files: Set<string>): void {
  if (chunk.isEntry || files.has(chunk.fileName)) return;
  files.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') collect(imported, bundle, files);
  }
}
