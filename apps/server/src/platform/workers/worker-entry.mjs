// The first module of every worker `runInWorker` starts. Node 20 does not apply the parent's
// `--import tsx` to a worker, and vitest's transform never reaches one: registering tsx here lets the
// task be a TypeScript module under `npm start`, `npm run dev` and the tests alike.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const task = await import(workerData.module);
parentPort?.postMessage(await task[workerData.exportName](workerData.input));
