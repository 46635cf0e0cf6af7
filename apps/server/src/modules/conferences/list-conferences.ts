import type { Conference } from '@edu/shared';
import type { Db } from '../../platform/db/database';
import { presentConference } from './conferences.presenter';
import { findPublishedConferencesWithDetails } from './conferences.repo';

/** The conferences a visitor can see, with their sessions, for the conference list and the home page. */
export async function listPublishedConferences(options: { db: Db; now?: Date }): Promise<Conference[]> {
  const now = options.now ?? new Date();
  const rows = await findPublishedConferencesWithDetails(options.db);
  return rows.map(({ conference, details }) => presentConference(conference, details, now));
}
