/**
 * What PostgreSQL (or PGlite) said when it refused a statement: its SQLSTATE code and, for a constraint,
 * the constraint's name. Drizzle wraps the driver's error in its own (`cause`), so both are looked at.
 */
export function databaseErrorOf(error: unknown): { code: string; constraint: string | null } | null {
  for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
    const { code, constraint } = (candidate ?? {}) as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: typeof constraint === 'string' ? constraint : null };
  }
  return null;
}

/** SQLSTATE codes a caller answers rather than reports. */
export const sqlState = {
  uniqueViolation: '23505',
  checkViolation: '23514',
  deadlockDetected: '40P01',
} as const;
