import type { AppConfig } from '../platform/config';
import { BackupError } from '../platform/db/backup';

/**
 * Refuses a PostgreSQL restore while a server answers on the configured port (pg_restore --clean
 * under a running site would drop tables it is using). The embedded database needs no probe: the
 * folder's lock (platform/db/data-folder-lock.ts) refuses backup and restore while any process has it
 * open, whatever port that server listens on; and pg_dump reads a consistent snapshot while the site runs.
 */
export async function refuseWhileServing(config: AppConfig, options: { restoring: boolean }): Promise<void> {
  if (!config.databaseUrl || !options.restoring) return;
  const answer = await fetch(`http://127.0.0.1:${config.port}/healthz`, {
    signal: AbortSignal.timeout(1000),
  }).catch(() => null);
  if (answer?.ok)
    throw new BackupError(
      `a server is running on port ${config.port}: stop it first (it holds the database)`,
    );
}
