// The node entry (the package's root export has no condition TypeScript's bundler resolution picks).
import bwipjs from 'bwip-js/node';

/**
 * Draws a ticket barcode as a PNG (Code 128, the digits not printed: the page shows them under the
 * image in its own font). Scale 3 keeps the narrowest bar at 3 px, which phone screens and the
 * venue's handheld scanners read reliably.
 */
export function drawBarcodePng(digits: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text: digits,
    scale: 3,
    height: 15,
    paddingwidth: 10,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
}
