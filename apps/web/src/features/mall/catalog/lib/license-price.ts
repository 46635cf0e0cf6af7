import type { ItemDetail } from '@edu/shared';

type License = NonNullable<ItemDetail['contentImage']>['imageLicenseList'][number];

/** What an image content costs with this licence: the licence's own price (free contents cost nothing). */
export function licensePrice(
  item: Pick<ItemDetail, 'isFree'>,
  license: Pick<License, 'licensePrice'>,
): number {
  return item.isFree ? 0 : license.licensePrice;
}
