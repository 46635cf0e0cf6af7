/**
 * Import rules checked by `npm run lint` (dependency-cruiser): no import circle anywhere in the apps or
 * the shared package, and no server module reaching past another's index.ts. A circle is how a module
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
        'A server module uses another only through its index.ts. Tables are still read across modules (for ' +
        'joins and foreign keys): making them private is the next step of the house plan (issue 27).',
      severity: 'error',
      from: { path: '^apps/server/src/modules/(mall/[^/]+|[^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/modules/(mall/[^/]+|[^/]+)/',
        pathNot: [
          '^apps/server/src/modules/$1/',
          '^apps/server/src/modules/(mall/[^/]+|[^/]+)/index\\.ts$',
          '\\.tables\\.ts$',
        ],
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
