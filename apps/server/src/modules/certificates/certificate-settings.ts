import { randomUUID } from 'node:crypto';
import { type CertificateSettings, certificateMessages, isCertificateHours } from '@edu/shared';
import { count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type AuditActor, recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/http/app-error';
import { conferenceTitlesByIdx } from '../conferences';
import { acceptedImageType, cleanImage, type FileStorage, type ImageType, imageExtensions } from '../storage';
import { certificateSettings, certificates } from './certificates.tables';

/** pdfkit prints PNG and JPEG only. */
const sealImageTypes: readonly ImageType[] = ['png', 'jpeg'];
const maxSealBytes = 2 * 1024 * 1024;

export type CertificateSettingsRow = typeof certificateSettings.$inferSelect;

/** A conference's settings; a conference never set issues no certificates. */
export async function readCertificateSettings(
  db: Pick<Db, 'select'>,
  conferenceIdx: number,
): Promise<CertificateSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(certificateSettings)
    .where(eq(certificateSettings.conferenceIdx, conferenceIdx));
  return row;
}

async function conferenceTitle(db: Db, conferenceIdx: number): Promise<string> {
  const title = (await conferenceTitlesByIdx(db, [conferenceIdx])).get(conferenceIdx);
  if (title === undefined) throw notFound(certificateMessages.conferenceNotFound);
  return title;
}

/** What the administrator's form shows for a conference. */
export async function getCertificateSettings(db: Db, conferenceIdx: number): Promise<CertificateSettings> {
  const title = await conferenceTitle(db, conferenceIdx);
  const row = await readCertificateSettings(db, conferenceIdx);
  const [issued] = await db
    .select({ n: count() })
    .from(certificates)
    .where(eq(certificates.conferenceIdx, conferenceIdx));
  return {
    conference_idx: conferenceIdx,
    conference_title: title,
    issues: row?.issues ?? false,
    hours: Number(row?.hours ?? 0),
    issuer_name: row?.issuerName ?? '',
    has_seal: Boolean(row?.sealKey),
    issued_count: issued?.n ?? 0,
  };
}

/** The settings form as sent (multipart): texts, and the seal image when one was chosen. */
export type CertificateSettingsForm = {
  issues?: string;
  hours?: string;
  issuerName?: string;
  removeSeal?: string;
  seal?: Buffer;
};

/** Reads PUT /api/admin/certificates/{idx}: issues, hours, issuer_name, remove_seal and the file seal. */
export async function readCertificateSettingsForm(request: FastifyRequest): Promise<CertificateSettingsForm> {
  if (!request.isMultipart()) throw badRequest(certificateMessages.notMultipart);
  const form: CertificateSettingsForm = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Every file stream must be drained, or the request never ends.
      const data = await part.toBuffer();
      if (part.fieldname === 'seal' && data.length > 0) form.seal = data;
      continue;
    }
    if (typeof part.value !== 'string') continue;
    const value = part.value.trim();
    if (part.fieldname === 'issues') form.issues = value;
    else if (part.fieldname === 'hours') form.hours = value;
    else if (part.fieldname === 'issuer_name') form.issuerName = value;
    else if (part.fieldname === 'remove_seal') form.removeSeal = value;
  }
  return form;
}

/**
 * An administrator sets whether a conference issues certificates, their hours, the issuer's name and
 * seal. Checked in the form's order before anything is stored; the new seal (re-encoded, pixels only)
 * is stored privately first and the one it replaces removed after the commit.
 */
export async function saveCertificateSettings(options: {
  db: Db;
  storage: FileStorage;
  actor: AuditActor;
  conferenceIdx: number;
  form: CertificateSettingsForm;
}): Promise<CertificateSettings> {
  const { db, storage, form, conferenceIdx } = options;
  await conferenceTitle(db, conferenceIdx);
  const before = await readCertificateSettings(db, conferenceIdx);
  const issues = form.issues === undefined ? (before?.issues ?? false) : form.issues === 'Y';
  const hours =
    form.hours === undefined || form.hours === '' ? Number(before?.hours ?? 0) : Number(form.hours);
  const issuerName = form.issuerName ?? before?.issuerName ?? '';
  if (issues && !isCertificateHours(hours)) throw badRequest(certificateMessages.hoursInvalid);
  if (!issues && hours !== 0 && !isCertificateHours(hours))
    throw badRequest(certificateMessages.hoursInvalid);
  if (issues && !issuerName) throw badRequest(certificateMessages.issuerRequired);
  if (issuerName.length > 50) throw badRequest(certificateMessages.issuerTooLong);

  let sealKey: string | null = form.removeSeal === 'Y' ? null : (before?.sealKey ?? null);
  let newSeal: string | null = null;
  if (form.seal) {
    if (form.seal.length > maxSealBytes) throw badRequest(certificateMessages.sealTooLarge);
    const type = acceptedImageType(form.seal, sealImageTypes);
    if (!type) throw badRequest(certificateMessages.sealType);
    const clean = await cleanImage(form.seal, type, () => badRequest(certificateMessages.sealType));
    const month = new Date().toISOString().slice(0, 7).replace('-', '/');
    newSeal = (
      await storage.putPrivate(`certificates/seals/${month}/${randomUUID()}.${imageExtensions[type]}`, clean)
    ).key;
    sealKey = newSeal;
  }

  try {
    await db.transaction(async (tx) => {
      const values = {
        issues,
        hours: String(hours),
        issuerName,
        sealKey,
        updatedDate: new Date(),
      };
      await tx
        .insert(certificateSettings)
        .values({ conferenceIdx, ...values })
        .onConflictDoUpdate({ target: certificateSettings.conferenceIdx, set: values });
      await recordAudit(tx, options.actor, {
        action: 'certificate.settings',
        target: `conference:${conferenceIdx}`,
        summary: issues ? `이수증 발급 설정 (${hours}시간, ${issuerName})` : '이수증 발급 안 함',
        details: {
          before: before
            ? { issues: before.issues, hours: Number(before.hours), issuerName: before.issuerName }
            : null,
          after: { issues, hours, issuerName },
          seal: newSeal ? 'replaced' : sealKey === (before?.sealKey ?? null) ? 'kept' : 'removed',
        },
      });
    });
  } catch (error) {
    if (newSeal) await storage.removePrivate(newSeal).catch(() => undefined);
    throw error;
  }
  if (before?.sealKey && before.sealKey !== sealKey)
    await storage.removePrivate(before.sealKey).catch(() => undefined);
  return getCertificateSettings(db, conferenceIdx);
}

/** The stored seal's bytes, or null (none set, or the file is gone). */
export async function readSeal(storage: FileStorage, sealKey: string | null): Promise<Buffer | null> {
  if (!sealKey) return null;
  const opened = await storage.openPrivate(sealKey);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
