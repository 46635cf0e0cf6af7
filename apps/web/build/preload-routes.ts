import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Adds `<link rel="modulepreload">` for the chunks of the given lazy route modules (and what they import),
 * so the landing page's code downloads alongside the entry instead of after it has run. The routes stay
 * lazy: the router still imports them on demand, the browser just has them already.
 */
export function preloadRoutes(routeModules: string[]): Plugin {
  return {
    name: 'edu:preload-routes',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const files = new Set<string>();
        for (const module of routeModules) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`preloadRoutes: no chunk for ${module}`);
          collect(chunk, bundle, files);
        }
        return [...files].map<HtmlTagDescriptor>((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
      },
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
