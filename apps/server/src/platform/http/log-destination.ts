import { write as writeToFd } from 'node:fs';

/**
 * Where the server's log lines go (standard output by default), written so that a slow or vanished
 * reader can never stop the site nor its shutdown.
 *
 * Why not pino's own destination: it writes with `fs.write` and, on exit, flushes synchronously —
 * when the pipe to the log's reader was full (a reader that stopped reading), that exit-time flush
 * retried EAGAIN forever in an `Atomics.wait` sleep on the main thread: the process stopped listening
 * but never exited, its exit timer could not fire and a second SIGTERM could not run (issue 20).
 *
 * Here every write is asynchronous, one at a time; EAGAIN is retried from a timer; at most
 * `maxQueuedBytes` wait (older lines are kept, newer ones dropped and counted, and the count is
 * logged once the reader catches up); a closed pipe (EPIPE) ends logging quietly. `drain(ms)` lets
 * shutdown give the reader a bounded time to catch up — it never waits longer.
 */
export type LogDestination = {
  write(line: string): void;
  /** Resolves when the queue is written, or after `timeoutMs`, whichever comes first. */
  drain(timeoutMs: number): Promise<void>;
  /** Lines dropped so far because the reader lagged by more than the queue allows. */
  readonly dropped: number;
};

type WriteChunk = (
  fd: number,
  chunk: Buffer,
  done: (error: NodeJS.ErrnoException | null, written: number) => void,
) => void;

type LogDestinationOptions = {
  fd?: number;
  maxQueuedBytes?: number;
  /** Turns a JSON line into what a person reads (development's pretty log). */
  format?: (line: string) => string;
  /** For tests: the write call (defaults to fs.write). */
  writeChunk?: WriteChunk;
};

const retryAfterMs = 50;
const linesPerWrite = 64;

const fsWriteChunk: WriteChunk = (fd, chunk, done) =>
  writeToFd(fd, chunk, 0, chunk.length, null, (error, written) => done(error, written));

export function createLogDestination(options: LogDestinationOptions = {}): LogDestination {
  const fd = options.fd ?? 1;
  const maxQueuedBytes = options.maxQueuedBytes ?? 4 * 1024 * 1024;
  const format = options.format ?? ((line: string) => line);
  const writeChunk = options.writeChunk ?? fsWriteChunk;
  // Standard output as a pipe must be in non-blocking mode (Node sets it so when process.stdout is
  // first touched): a blocking write to a stalled pipe would hold a libuv thread that exit then waits for.
  if (fd === 1 && !options.writeChunk) void process.stdout.fd;

  const queue: Buffer[] = [];
  let queuedBytes = 0;
  let writing = false;
  let closed = false;
  let dropped = 0;
  let droppedUntold = 0;
  const waiters = new Set<() => void>();

  const enqueue = (chunk: Buffer, front = false) => {
    if (front) queue.unshift(chunk);
    else queue.push(chunk);
    queuedBytes += chunk.length;
  };

  const settleWaiters = () => {
    if (writing || (queue.length > 0 && !closed)) return;
    for (const resolve of waiters) resolve();
    waiters.clear();
  };

  const tellDropped = () => {
    if (droppedUntold === 0 || queuedBytes >= maxQueuedBytes / 2) return;
    const line = JSON.stringify({
      level: 40,
      time: Date.now(),
      msg: 'log lines dropped: the log reader was too slow',
      dropped: droppedUntold,
    });
    droppedUntold = 0;
    enqueue(Buffer.from(format(`${line}\n`)));
  };

  const next = () => {
    if (writing || closed) return settleWaiters();
    tellDropped();
    if (queue.length === 0) return settleWaiters();
    // Several lines in one write: fewer calls when the site is busy.
    const parts = queue.splice(0, linesPerWrite);
    const chunk = parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
    queuedBytes -= chunk.length;
    writing = true;
    writeChunk(fd, chunk, (error, written) => {
      writing = false;
      if (error?.code === 'EAGAIN') {
        enqueue(chunk, true);
        setTimeout(next, retryAfterMs).unref();
        return;
      }
      if (error) {
        // EPIPE, EBADF…: nobody reads the log any more. The site goes on without it.
        closed = true;
        queue.length = 0;
        queuedBytes = 0;
        return settleWaiters();
      }
      // A pipe may take part of a chunk: the rest goes first next time.
      if (written < chunk.length) enqueue(chunk.subarray(written), true);
      next();
    });
  };

  return {
    write(line) {
      if (closed) return;
      const chunk = Buffer.from(format(line));
      if (queuedBytes + chunk.length > maxQueuedBytes) {
        dropped += 1;
        droppedUntold += 1;
        return;
      }
      enqueue(chunk);
      next();
    },
    drain(timeoutMs) {
      if (closed || (!writing && queue.length === 0)) return Promise.resolve();
      return new Promise((resolve) => {
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(finish);
          resolve();
        };
        const timer = setTimeout(finish, timeoutMs);
        timer.unref();
        waiters.add(finish);
      });
    },
    get dropped() {
      return dropped;
    },
  };
}

/**
 * Development's readable log lines (pino-pretty, formatted in this thread — no transport worker that
 * exit would have to wait for). pino-pretty is a development dependency: without it, lines stay JSON.
 */
export async function developmentLogFormat(): Promise<((line: string) => string) | undefined> {
  try {
    const { prettyFactory } = await import('pino-pretty');
    return prettyFactory({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', colorize: false });
  } catch {
    return undefined;
  }
}
