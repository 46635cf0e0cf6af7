/**
 * The ticket barcode of a registration (spec §3): the registration idx, the session department idx and
 * the member idx, each padded to four digits (longer ids keep all their digits).
 */
export function barcodeOf(ids: { registrationIdx: number; detailIdx: number; memberIdx: number }): string {
  return [ids.registrationIdx, ids.detailIdx, ids.memberIdx]
    .map((id) => String(id).padStart(4, '0'))
    .join('');
}

/**
 * An attendee's own barcode: the registration's barcode followed by the attendee idx padded to four
 * digits, so the desk can tell the group and the person from the digits alone.
 */
export function attendeeBarcodeOf(registrationBarcode: string, attendeeIdx: number): string {
  return `${registrationBarcode}${String(attendeeIdx).padStart(4, '0')}`;
}
