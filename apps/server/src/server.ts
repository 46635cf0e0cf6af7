import { hostname } from 'node:os';
import { type AppConfig, ConfigError, loadConfig } from './platform/config';
import {
  createLogDestination,
  developmentLogFormat,
  type LogDestination,
} from './platform/http/log-destination';
import { servedAddressLines, servedOrigins } from './platform/http/served-addresses';

/** How long shutdown lets requests, jobs and the database finish before the process leaves anyway. */
const shutdownDeadlineMs = 10_000;
/** Of that, how long the log's reader gets to take the last lines. */
const logDrainMs = 1_000;

/**
 * An info line before the app's logger exists, in the shape pino writes (so production's JSON log and
 * development's readable one both show it), unless the configured level hides info lines.
 */
function logEarly(destination: LogDestination, level: AppConfig['logLevel'], msg: string) {
  if (!['info', 'debug', 'trace'].includes(level)) return;
  destination.write(
    `${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, hostname: hostname(), msg })}\n`,
  );
}

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
  logEarly(logDestination, config.logLevel, 'starting: loading the server code');
  // Loaded only now, so the line above shows at once: loading every module takes seconds on a busy machine.
  const { buildApp, listenBacklog } = await import('./app');
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
  // The port actually bound (PORT=0 picks one), and every address a browser can reach it at.
  const bound = app.server.address();
  const port = typeof bound === 'object' && bound ? bound.port : config.port;
  const served = servedOrigins({ host: config.host, port, https: false });
  for (const line of servedAddressLines({
    served,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
  }))
    app.log[line.level](line.msg);
  app.log.info(`site ready at ${config.publicUrl}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? `Start-up failed: ${error.message}` : error);
  process.exit(1);
});
