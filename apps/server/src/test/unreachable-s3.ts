import { createServer, type Socket } from 'node:net';

/** Timeouts short enough for a test to wait them out (the defaults are seconds). */
export const shortTimeouts = 'connectTimeout=300&idleTimeout=300';

/** The SDK signs every request before sending it: any credentials do, nothing here checks them. */
function anyCredentials() {
  process.env.AWS_ACCESS_KEY_ID ??= 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'S3RVER';
}

const storageUrlAt = (port: number) =>
  `s3://edu-files?endpoint=http://127.0.0.1:${port}&region=ap-northeast-2&${shortTimeouts}`;

/**
 * A STORAGE_URL whose bucket refuses connections: a port that was just free, with nothing listening,
 * as when the storage service is down.
 */
export async function refusingS3Url(): Promise<string> {
  anyCredentials();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return storageUrlAt(port);
}

/**
 * A bucket that accepts connections and never answers (a frozen storage server or a black-holing
 * proxy). `close` drops the connections it holds so the test can end.
 */
export async function startFrozenS3() {
  anyCredentials();
  const held = new Set<Socket>();
  const server = createServer((socket) => {
    held.add(socket);
    socket.on('close', () => held.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    storageUrl: storageUrlAt(port),
    close: () => {
      for (const socket of held) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
