import { useQuery } from '@tanstack/react-query';
import { adminConferencesQueryKey, getAdminConferences } from '../conferences/admin-conferences-api';

/**
 * Every conference, hidden and ended ones too, newest first (GET /api/admin/conferences). One query
 * for the conference list and every picker, so saving a conference refreshes them all.
 */
export const useAdminConferenceChoices = () =>
  useQuery({
    queryKey: adminConferencesQueryKey,
    queryFn: ({ signal }) => getAdminConferences(signal),
  });
