import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { drawBarcodePng } from '../apps/server/src/modules/registrations/barcode-image';

const width = 640;
const height = 480;
/** Chromium loops the file: a few identical frames are a still picture of the ticket. */
const frames = 3;

/**
 * Writes a Y4M video for Chromium's fake camera (`--use-file-for-fake-video-capture`): a ticket's
 * Code 128, drawn as the server draws it on tickets, in the middle of a white 640×480 picture. Y4M is
 * a text header and, per frame, the grey plane (Y) then two quarter-size colour planes (U, V), here
 * neutral (128), since the picture is black and white.
 */
export async function writeTicketVideo(file: string, digits: string): Promise<void> {
  const ticket = await drawBarcodePng(digits);
  const grey = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: ticket, gravity: 'centre' }])
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  if (grey.length !== width * height) throw new Error(`expected one grey byte per pixel, got ${grey.length}`);
  const colour = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), grey, colour]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
