import { eq } from 'drizzle-orm';
import { conferenceDetails } from '../modules/conferences/conferences.tables';
import type { Db } from '../platform/db/database';

/**
 * Another department of the same conference as `sourceDetailIdx` (its periods and start copied), at
 * `price` with `limit` seats (0 = none), for tests that move attendees between sessions.
 */
export async function addDepartment(
  db: Db,
  sourceDetailIdx: number,
  values: { price: number; limit?: number; dept?: string },
) {
  const [source] = await db
    .select()
    .from(conferenceDetails)
    .where(eq(conferenceDetails.idx, sourceDetailIdx));
  if (!source) throw new Error('no source department');
  const { idx: _idx, registeredPersonnel: _taken, ...copy } = source;
  const [row] = await db
    .insert(conferenceDetails)
    .values({
      ...copy,
      number: source.number + 1,
      dept: values.dept ?? '청년부',
      price: values.price,
      limitPersonnel: values.limit ?? 10,
    })
    .returning({ idx: conferenceDetails.idx });
  if (!row) throw new Error('department insert returned nothing');
  return row.idx;
}
