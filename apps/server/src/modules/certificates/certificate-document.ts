import { formatCertificateCode, formatCertificateHours } from '@edu/shared';
import { kstDay } from '../../platform/korean-time';
import { runPooled } from '../../platform/workers/pool';
import type { FileStorage } from '../storage';
import type { CertificatePage, CertificatePdfInput } from './certificate-pdf';
import { readSeal } from './certificate-settings';
import { type IssuedCertificate, koreanLongDate } from './issue-certificates';

/** The verify page with the code filled in, on this site's public address. */
export const verifyUrlOf = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/+$/, '')}/certificate/verify?code=${code}`;

/** A page as the certificate prints it. */
export const pageOf = (certificate: IssuedCertificate, publicUrl: string): CertificatePage => ({
  name: certificate.name,
  church: certificate.church,
  conferenceTitle: certificate.conferenceTitle,
  dates: certificate.dates,
  hours: formatCertificateHours(Number(certificate.hours)),
  issuedDate: koreanLongDate(kstDay(certificate.issuedAt)),
  issuerName: certificate.issuerName,
  code: formatCertificateCode(certificate.code),
  verifyUrl: verifyUrlOf(publicUrl, certificate.code),
});

/**
 * The PDF of these certificates (one page each), built on the worker pool so the event loop keeps
 * answering while the fonts are laid out.
 */
export async function renderCertificates(options: {
  storage: FileStorage;
  publicUrl: string;
  certificates: IssuedCertificate[];
  sealKey: string | null;
}): Promise<Buffer> {
  const seal = await readSeal(options.storage, options.sealKey);
  const pdf = await runPooled<CertificatePdfInput, Uint8Array>({
    module: new URL('./certificate-pdf.ts', import.meta.url),
    exportName: 'buildCertificatesPdf',
    input: {
      pages: options.certificates.map((certificate) => pageOf(certificate, options.publicUrl)),
      seal: seal ? new Uint8Array(seal) : null,
    },
  });
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
