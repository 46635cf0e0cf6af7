import type { AppConfig } from '../platform/config';
import { BackupError } from '../platform/db/backup';

/**
 * Refuses while a server answers on the configured port. The embedded database belongs to one process,
 * so backing it up or restoring it under a running server is refused; on PostgreSQL pg_dump reads a
 * consistent snapshot while the site runs, and only a restore needs the servers stopped.
 */
export async function refuseWhileServing(config: AppConfig, options: { restoring: boolean }): Promise<void> {
  if (config.databaseUrl && !options.restoring) return;
  const answer = await fetch(`http://127.0.0.1:${config.port}/healthz`, {
    signal: AbortSignal.timeout(1000),
  }).catch(() => null);
  if (answer?.ok)
    throw new BackupError(
      `a server is running on port ${config.port}: stop it first (it holds the database)`,
    );
}
