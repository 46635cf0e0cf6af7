import { describe, expect, it, vi } from 'vitest';
import { createLogDestination } from './log-destination';

type Done = (error: NodeJS.ErrnoException | null, written: number) => void;

/** A pipe under the test's control: it takes what `answer` says, when the test says. */
function fakePipe() {
  const received: string[] = [];
  const pending: { chunk: Buffer; done: Done }[] = [];
  return {
    received,
    pending,
    writeChunk: (_fd: number, chunk: Buffer, done: Done) => pending.push({ chunk, done }),
    /** Takes the oldest write: wholly, partly (bytes), or refuses it with an error code. */
    answer(how: 'all' | number | 'EAGAIN' | 'EPIPE') {
      const write = pending.shift();
      if (!write) throw new Error('no write in flight');
      if (how === 'EAGAIN' || how === 'EPIPE')
        return write.done(Object.assign(new Error(how), { code: how }), 0);
      const bytes = how === 'all' ? write.chunk.length : how;
      received.push(write.chunk.subarray(0, bytes).toString());
      write.done(null, bytes);
    },
  };
}

const line = (n: number) => `${JSON.stringify({ msg: `line ${n}` })}\n`;

describe('the log destination', () => {
  it('writes every line in order, one write at a time, the rest of a short write first', () => {
    const pipe = fakePipe();
    const log = createLogDestination({ writeChunk: pipe.writeChunk });
    log.write(line(1));
    log.write(line(2));
    log.write(line(3));
    expect(pipe.pending).toHaveLength(1);
    pipe.answer(5);
    // The rest of line 1 and the lines that waited go out together.
    pipe.answer('all');
    expect(pipe.pending).toHaveLength(0);
    expect(pipe.received.join('')).toBe(line(1) + line(2) + line(3));
  });

  it('drops lines beyond its queue while the reader lags, and says how many once it catches up', async () => {
    const pipe = fakePipe();
    const log = createLogDestination({ writeChunk: pipe.writeChunk, maxQueuedBytes: 100 });
    for (let n = 1; n <= 20; n += 1) log.write(line(n));
    expect(log.dropped).toBeGreaterThan(10);
    while (pipe.pending.length > 0) pipe.answer('all');
    const written = pipe.received.join('');
    expect(written).toContain('"msg":"line 1"');
    expect(written).not.toContain('"msg":"line 20"');
    expect(written).toContain(`"dropped":${log.dropped}`);
  });

  it('retries after EAGAIN from a timer, and stops quietly after EPIPE', async () => {
    const pipe = fakePipe();
    const log = createLogDestination({ writeChunk: pipe.writeChunk });
    log.write(line(1));
    pipe.answer('EAGAIN');
    expect(pipe.pending).toHaveLength(0);
    await vi.waitFor(() => expect(pipe.pending).toHaveLength(1));
    pipe.answer('all');
    expect(pipe.received).toEqual([line(1)]);

    log.write(line(2));
    pipe.answer('EPIPE');
    log.write(line(3));
    expect(pipe.pending).toHaveLength(0);
    await log.drain(1000);
  });

  it('drain waits for the queue, but never longer than it is given', async () => {
    const pipe = fakePipe();
    const log = createLogDestination({ writeChunk: pipe.writeChunk });
    log.write(line(1));
    const started = performance.now();
    await log.drain(100);
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    expect(pipe.pending).toHaveLength(1);

    const drained = log.drain(5000);
    pipe.answer('all');
    await drained;
    expect(pipe.received).toEqual([line(1)]);
  });
});
