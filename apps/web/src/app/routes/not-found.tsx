import { NotFound } from '@/components/layout/not-found';

/** Any path no route claims (routes of later issues land here until they are built). */
export function NotFoundPage() {
  return <NotFound />;
}
