import { apiEnvelope, certificateVerificationSchema, myCertificatesSchema } from '@edu/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { attachmentDisposition } from '../../platform/http/attachment-disposition';
import { ok, refusals } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import type { FileStorage } from '../storage';
import { renderCertificates } from './certificate-document';
import { issueCertificates, listMyCertificates } from './issue-certificates';
import { verifyCertificate } from './verify-certificate';

const conferenceParam = idParam('conferenceIdx');

/** A certificate PDF, saved under a Korean name, never kept by a shared cache. */
const sendPdf = (reply: FastifyReply, pdf: Buffer, fileName: string) =>
  reply
    .type('application/pdf')
    .header('content-disposition', attachmentDisposition(fileName, 'certificate.pdf'))
    .header('cache-control', 'private, no-store')
    .send(pdf);

/** Certificates of attendance (이수증): the applicant's downloads and the public check of a code. */
export const certificateRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: FileStorage;
  publicUrl: string;
}> = async (app, { db, storage, publicUrl }) => {
  app.get(
    '/api/certificates/conferences/:conferenceIdx/mine',
    {
      schema: {
        tags: ['certificates'],
        summary: '내 이수증 목록',
        description:
          'Whether conference {conferenceIdx} issues certificates of attendance, its hours, and the attendees of the caller’s own 등록완료 registrations who were admitted at the desk (each may download a certificate).',
        params: conferenceParam,
        response: { 200: apiEnvelope(myCertificatesSchema), ...refusals(401) },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return ok(await listMyCertificates(db, member, request.params.conferenceIdx));
    },
  );

  app.get(
    '/api/certificates/conferences/:conferenceIdx/attendees/:attendeeIdx',
    {
      schema: {
        tags: ['certificates'],
        summary: '이수증 PDF (참석자 한 명)',
        description:
          'The PDF certificate of attendance of attendee {attendeeIdx}: only for the applicant of the registration (or an administrator), once the attendee was admitted, when the conference issues certificates. The first download issues it with its verification code; later ones print the same.',
        params: conferenceParam.extend(idParam('attendeeIdx').shape),
        response: refusals(401, 404),
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const issued = await issueCertificates(db, member, {
        conferenceIdx: request.params.conferenceIdx,
        attendeeIdx: request.params.attendeeIdx,
      });
      const pdf = await renderCertificates({ storage, publicUrl, ...issued });
      return sendPdf(reply, pdf, `이수증-${issued.certificates[0]?.name ?? ''}.pdf`);
    },
  );

  app.get(
    '/api/certificates/conferences/:conferenceIdx/registrations/:registrationIdx',
    {
      schema: {
        tags: ['certificates'],
        summary: '이수증 PDF (신청 전체)',
        description:
          'Every admitted attendee’s certificate of registration {registrationIdx} as one PDF, one page each; the same rules as one attendee’s.',
        params: conferenceParam.extend(idParam('registrationIdx').shape),
        response: refusals(401, 404),
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const issued = await issueCertificates(db, member, {
        conferenceIdx: request.params.conferenceIdx,
        registrationIdx: request.params.registrationIdx,
      });
      const pdf = await renderCertificates({ storage, publicUrl, ...issued });
      return sendPdf(reply, pdf, `이수증-${issued.certificates.length}명.pdf`);
    },
  );

  app.get(
    '/api/certificates/verify',
    {
      schema: {
        tags: ['certificates'],
        summary: '이수증 진위 확인',
        description:
          'Anyone: the certificate of verification code `code` (case, spaces and hyphens ignored): holder’s name, church, conference, dates, hours, issuer and issue date. 404 for an unknown code; 410 when its attendee was cancelled after it was issued (no longer valid).',
        querystring: z.object({ code: z.string().max(40).default('') }),
        response: {
          200: apiEnvelope(certificateVerificationSchema),
          ...refusals(400, 404, 410),
        },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => ok(await verifyCertificate(db, request.query.code)),
  );
};
