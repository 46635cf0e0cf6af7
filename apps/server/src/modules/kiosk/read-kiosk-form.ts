import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/http/app-error';
import { type KioskDevice, kioskDevices, kioskMessages } from './kiosk-rules';

/** One display's part of the form; a field left out keeps its current value. */
export type KioskDeviceForm = { title?: string; description?: string; image?: Buffer };
export type KioskForm = Record<KioskDevice, KioskDeviceForm>;

/** `kioskTitle` → ['kiosk', 'title'], as the spec names the multipart fields. */
function fieldOf(name: string): [KioskDevice, 'title' | 'description' | 'image'] | undefined {
  for (const device of kioskDevices) {
    if (!name.startsWith(device)) continue;
    const rest = name.slice(device.length);
    if (rest === 'Title') return [device, 'title'];
    if (rest === 'Description') return [device, 'description'];
    if (rest === 'Image') return [device, 'image'];
  }
  return undefined;
}

/**
 * Reads the multipart form of PUT /api/kiosk: kioskTitle, kioskDescription, kioskImage, tabletTitle,
 * tabletDescription, tabletImage. Files are read whole (the app caps them at 10 MB); an empty file
 * part is what a browser sends when nothing was chosen, so it counts as no new image.
 */
export async function readKioskForm(request: FastifyRequest): Promise<KioskForm> {
  if (!request.isMultipart()) throw badRequest(kioskMessages.notMultipart);
  const form: KioskForm = { kiosk: {}, tablet: {} };
  for await (const part of request.parts()) {
    const field = fieldOf(part.fieldname);
    if (part.type === 'file') {
      // Every file stream must be drained, or the request never ends.
      const data = await part.toBuffer();
      if (field?.[1] === 'image' && data.length > 0) form[field[0]].image = data;
      continue;
    }
    if (!field || field[1] === 'image' || typeof part.value !== 'string') continue;
    form[field[0]][field[1]] = part.value.trim();
  }
  return form;
}
