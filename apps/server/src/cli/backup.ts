import { resolve } from 'node:path';
import { defaultBackupFile, writeBackup } from '../platform/db/backup';
import { openForCli, runCli } from './cli-context';

/**
 * npm run db:backup [FILE] — a backup of the configured database (default: DATA_DIR/backups/…).
 * The embedded database is refused while the server has it open (its folder's lock); PostgreSQL is
 * backed up while the site runs.
 */
runCli('db:backup', async () => {
  const { config, database } = await openForCli({ migrate: false });
  try {
    const target = process.argv[2]
      ? resolve(process.argv[2])
      : defaultBackupFile(database.kind, config.dataDir);
    const { file, bytes } = await writeBackup(database, target);
    console.log(
      `Backup of the ${database.kind === 'pglite' ? 'embedded' : 'PostgreSQL'} database: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`,
    );
    console.log(
      `Uploaded files are not in it: copy ${config.uploadsDir} and ${resolve(config.dataDir, 'private')} (or the storage bucket) with it.`,
    );
  } finally {
    await database.close();
  }
});
