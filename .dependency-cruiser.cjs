/**
 * Import rules checked by `npm run lint` (dependency-cruiser): no import circle anywhere in the apps or
 * the shared package, no server module reaching past another's index.ts (tables included), and no web
 * feature reaching past another's index.ts. A circle is how a module
 * boundary blurs first (accounts → admin → payments → accounts was the last one): the lower part must
 * not need the upper one.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Move what both sides need below them (platform/, packages/shared) instead.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-internals',
      comment:
        'A server module uses another only through its index.ts: its functions, never its files or its tables ' +
        '(the records of a module are read and changed by that module; another asks it).',
      severity: 'error',
      from: {
        path: '^apps/server/src/modules/(mall/[^/]+|[^/]+)/',
        pathNot: ['\\.test\\.ts$', '\\.tables\\.ts$'],
      },
      to: {
        path: '^apps/server/src/modules/(mall/[^/]+|[^/]+)/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/(mall/[^/]+|[^/]+)/index\\.ts$'],
      },
    },
    {
      name: 'tables-name-tables',
      comment:
        "A table file may name another module's table (a foreign key), and nothing else of it: the schema " +
        'is one database, the code that reads it is not.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/(mall/[^/]+|[^/]+)/.*\\.tables\\.ts$' },
      to: {
        path: '^apps/server/src/modules/(mall/[^/]+|[^/]+)/',
        pathNot: ['^apps/server/src/modules/$1/', '\\.tables\\.ts$'],
      },
    },
    {
      name: 'feature-internals',
      comment:
        'A web feature uses another only through its index.ts, which names what it offers the others ' +
        '(checked from apps/web, where paths start at src/). Rollup drops what a page does not use, so ' +
        'the route chunks stay the same size.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^src/features/([^/]+)/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count too: a circle of types is still a circle of knowledge.
    tsPreCompilationDeps: true,
  },
};
