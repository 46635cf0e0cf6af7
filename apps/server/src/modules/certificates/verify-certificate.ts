import { type CertificateVerification, certificateMessages, normaliseCertificateCode } from '@edu/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/http/app-error';
import { kstDay } from '../../platform/korean-time';
import { certificates } from './certificates.tables';

/**
 * GET /api/certificates/verify: who holds the certificate of a code, as it was issued: name, church,
 * conference, dates and hours (never the phone or anything else of the registration).
 */
export async function verifyCertificate(db: Db, typed: string): Promise<CertificateVerification> {
  if (!typed.trim()) throw badRequest(certificateMessages.codeRequired);
  const code = normaliseCertificateCode(typed);
  if (!code) throw notFound(certificateMessages.codeNotFound);
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  if (!row) throw notFound(certificateMessages.codeNotFound);
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
