import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/http/app-error';
import {
  acceptedImageType,
  cleanImage,
  type FileStorage,
  imageExtensions,
  storedImageType,
} from '../storage';
import { kioskContents } from './kiosk.tables';
import {
  fitsDisplay,
  type KioskDevice,
  kioskDevices,
  kioskImageTypes,
  kioskLimits,
  kioskMessages,
} from './kiosk-rules';
import type { KioskForm } from './read-kiosk-form';

/** Spec §3 Kiosk/tablet info, as GET /api/kiosk answers it. */
export type KioskInfo = {
  kioskTitle: string;
  kioskDescription: string;
  kioskImage: string | null;
  tabletTitle: string;
  tabletDescription: string;
  tabletImage: string | null;
};

type DeviceContent = { title: string; description: string; image: string | null };
const empty: DeviceContent = { title: '', description: '', image: null };

async function readDevices(db: Pick<Db, 'select'>, lock = false) {
  const query = db
    .select()
    .from(kioskContents)
    .where(inArray(kioskContents.device, [...kioskDevices]));
  const rows = lock ? await query.for('update') : await query;
  const byDevice = new Map(rows.map((row) => [row.device, row]));
  const contentOf = (device: KioskDevice): DeviceContent => {
    const row = byDevice.get(device);
    return row ? { title: row.title, description: row.description, image: row.image } : empty;
  };
  return { kiosk: contentOf('kiosk'), tablet: contentOf('tablet') };
}

const toInfo = (contents: Record<KioskDevice, DeviceContent>): KioskInfo => ({
  kioskTitle: contents.kiosk.title,
  kioskDescription: contents.kiosk.description,
  kioskImage: contents.kiosk.image,
  tabletTitle: contents.tablet.title,
  tabletDescription: contents.tablet.description,
  tabletImage: contents.tablet.image,
});

/** What the kiosk and the tablets display now (a device never set shows empty texts and no image). */
export async function getKioskInfo(db: Db): Promise<KioskInfo> {
  return toInfo(await readDevices(db));
}

/** Checks every text and image before anything is stored, so a refusal changes nothing. */
function checkForm(form: KioskForm) {
  const types: Partial<Record<KioskDevice, ReturnType<typeof acceptedImageType>>> = {};
  for (const device of kioskDevices) {
    const { title, description, image } = form[device];
    if (title !== undefined && !fitsDisplay(title, kioskLimits.title))
      throw badRequest(kioskMessages.title(device));
    if (description !== undefined && !fitsDisplay(description, kioskLimits.description))
      throw badRequest(kioskMessages.description(device));
    if (image) {
      const type = acceptedImageType(image, kioskImageTypes);
      if (!type) throw badRequest(kioskMessages.imageOnly);
      types[device] = type;
    }
  }
  return types;
}

/**
 * An administrator changes what the kiosk and the tablets show. New images are stored first under
 * fresh keys; texts and image paths change in one transaction with the audit entry; the images they
 * replace are removed only after the commit (and new files are removed if the transaction fails), so
 * a display never points at a missing file.
 */
export async function updateKioskInfo(options: {
  db: Db;
  storage: FileStorage;
  actor: AuditActor;
  form: KioskForm;
}): Promise<KioskInfo> {
  const { db, storage, form } = options;
  const types = checkForm(form);

  // Both images are re-encoded (pixels only: no metadata, nothing smuggled after the image data) before
  // either is stored, so a refused one leaves nothing behind.
  const cleaned: Partial<Record<KioskDevice, Buffer>> = {};
  for (const device of kioskDevices) {
    const image = form[device].image;
    const type = types[device];
    if (image && type)
      cleaned[device] = await cleanImage(image, type, () => badRequest(kioskMessages.imageOnly));
  }
  const newImages: Partial<Record<KioskDevice, string>> = {};
  const month = new Date().toISOString().slice(0, 7).replace('-', '/');
  for (const device of kioskDevices) {
    const image = cleaned[device];
    const type = types[device];
    if (!image || !type) continue;
    const key = `kiosk/${month}/${device}-${randomUUID()}.${imageExtensions[storedImageType(type)]}`;
    newImages[device] = (await storage.put(key, image)).path;
  }

  let replaced: string[] = [];
  let saved: Record<KioskDevice, DeviceContent>;
  try {
    ({ replaced, saved } = await db.transaction(async (tx) => {
      const before = await readDevices(tx, true);
      const after = {
        kiosk: { ...before.kiosk, ...definedOf(form.kiosk), image: newImages.kiosk ?? before.kiosk.image },
        tablet: {
          ...before.tablet,
          ...definedOf(form.tablet),
          image: newImages.tablet ?? before.tablet.image,
        },
      };
      const changes: Record<string, { before: unknown; after: unknown }> = {};
      const now = new Date();
      for (const device of kioskDevices) {
        for (const field of ['title', 'description', 'image'] as const) {
          if (before[device][field] !== after[device][field])
            changes[`${device}.${field}`] = { before: before[device][field], after: after[device][field] };
        }
        const values = { ...after[device], updatedDate: now };
        await tx
          .insert(kioskContents)
          .values({ device, ...values })
          .onConflictDoUpdate({ target: kioskContents.device, set: values });
      }
      if (Object.keys(changes).length > 0) {
        await recordAudit(tx, options.actor, {
          action: 'kiosk.update',
          target: 'kiosk',
          summary: '키오스크/태블릿 정보 변경',
          details: { changes },
        });
      }
      const oldImages = kioskDevices
        .filter((device) => newImages[device] && before[device].image)
        .map((device) => before[device].image as string);
      return { replaced: oldImages, saved: after };
    }));
  } catch (error) {
    await Promise.allSettled(Object.values(newImages).map((path) => storage.remove(path)));
    throw error;
  }
  // The change is committed: a leftover old file is only wasted space, never worth failing the request.
  await Promise.allSettled(replaced.map((path) => storage.remove(path)));
  return toInfo(saved);
}

/** The title and description the form gave (a field left out keeps its value). */
const definedOf = (form: KioskForm[KioskDevice]) => ({
  ...(form.title !== undefined && { title: form.title }),
  ...(form.description !== undefined && { description: form.description }),
});
