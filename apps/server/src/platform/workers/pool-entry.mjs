// The module every thread of the pool (pool.ts) loads. As worker-entry.mjs: Node 20 does not apply the
// parent's `--import tsx` to a worker and vitest's transform never reaches one, so registering tsx here
// lets a task be a TypeScript module under `npm start`, `npm run dev` and the tests alike.
import { register } from 'tsx/esm/api';

register();

/** Runs one task: the exported function `exportName` of `module` (a file URL) applied to `input`. */
export default async function runTask({ module, exportName, input }) {
  const task = await import(module);
  return task[exportName](input);
}
