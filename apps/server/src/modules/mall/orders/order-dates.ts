import { kstDateTime } from '../../../platform/korean-time';

/** yyyy.mm.dd hh:mm:ss in Korean time, as the mall's screens show dates (mall.md §4). */
export const dottedDateTime = (date: Date) => kstDateTime(date).replaceAll('-', '.');
