import { type CertificateVerification, certificateMessages, normaliseCertificateCode } from '@edu/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest, notFound } from '../../platform/http/app-error';
import { kstDay } from '../../platform/korean-time';
import { attendeeStillAttends } from '../registrations';
import { certificates } from './certificates.tables';

/**
 * GET /api/certificates/verify: who holds the certificate of a code, as it was issued: name, church,
 * conference, dates and hours (never the phone or anything else of the registration). A certificate
 * whose attendee was cancelled afterwards (an administrator cancelled and refunded them) certifies
 * nothing any more: 410 saying so, with none of its details.
 */
export async function verifyCertificate(db: Db, typed: string): Promise<CertificateVerification> {
  if (!typed.trim()) throw badRequest(certificateMessages.codeRequired);
  const code = normaliseCertificateCode(typed);
  if (!code) throw notFound(certificateMessages.codeNotFound);
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  if (!row) throw notFound(certificateMessages.codeNotFound);
  if (row.attendeeIdx !== null && !(await attendeeStillAttends(db, row.attendeeIdx)))
    throw new AppError(410, certificateMessages.attendeeCancelled);
  return {
    code: row.code,
    name: row.name,
    church: row.church,
    conference_title: row.conferenceTitle,
    dates: row.dates,
    hours: Number(row.hours),
    issuer_name: row.issuerName,
    issued_date: kstDay(row.issuedAt),
  };
}
