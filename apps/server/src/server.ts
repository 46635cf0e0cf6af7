import { buildApp, listenBacklog } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { createLogDestination, developmentLogFormat } from './platform/http/log-destination';

/** How long shutdown lets requests, jobs and the database finish before the process leaves anyway. */
const shutdownDeadlineMs = 10_000;
/** Of that, how long the log's reader gets to take the last lines. */
const logDrainMs = 1_000;

/** The only file that starts a process: read the configuration, build the app, listen, shut down cleanly. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logDestination = createLogDestination({
    format: config.env === 'development' ? await developmentLogFormat() : undefined,
  });
  const app = await buildApp(config, { logStream: logDestination });
  let closing = false;
  const shutdown = async (signal: string) => {
    // A second signal while closing means "now".
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Nothing on this path waits synchronously (the log destination never does), so this timer fires.
    const deadline = setTimeout(() => process.exit(1), shutdownDeadlineMs);
    deadline.unref();
    // Stop accepting connections, finish requests in flight, stop jobs, close the database.
    const closed = await app.close().then(
      () => true,
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        return false;
      },
    );
    await logDestination.drain(logDrainMs);
    process.exit(closed ? 0 : 1);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host, backlog: listenBacklog });
  app.log.info(`site ready at ${config.publicUrl}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? `Start-up failed: ${error.message}` : error);
  process.exit(1);
});
