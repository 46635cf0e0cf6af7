import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

/** The hashes KG Inicis uses to sign requests and answers (integrations.md §1.1, §1.2, §1.5). */

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const sha512 = (text: string) => createHash('sha512').update(text, 'utf8');

/** PC payment form: `signature` over oid, price and timestamp (keys in alphabetical order). */
export const pcSignature = (oid: string, price: string, timestamp: string) =>
  sha256(`oid=${oid}&price=${price}&timestamp=${timestamp}`);

/** PC payment form: `verification`, the same with the merchant's signKey. */
export const pcVerification = (oid: string, price: string, signKey: string, timestamp: string) =>
  sha256(`oid=${oid}&price=${price}&signKey=${signKey}&timestamp=${timestamp}`);

/** PC payment form: `mKey`, the SHA-256 of the signKey. */
export const pcMKey = (signKey: string) => sha256(signKey);

/** Approval request: `signature` over the auth token and the new timestamp. */
export const approvalSignature = (authToken: string, timestamp: string) =>
  sha256(`authToken=${authToken}&timestamp=${timestamp}`);

/** Approval request: `verification`, the same with the signKey. */
export const approvalVerification = (authToken: string, signKey: string, timestamp: string) =>
  sha256(`authToken=${authToken}&signKey=${signKey}&timestamp=${timestamp}`);

/**
 * The approval answer's `authSignature`: the order of mid, MOID, TotPrice and tstamp in the hashed text
 * depends on the last digit of the timestamp we sent (§1.1 Step 5).
 */
export function approvalAuthSignature(fields: {
  mid: string;
  moid: string;
  totPrice: string;
  tstamp: string;
}) {
  const { mid, moid, totPrice, tstamp } = fields;
  const part = { m: `mid=${mid}`, o: `MOID=${moid}`, t: `tstamp=${tstamp}`, p: `TotPrice=${totPrice}` };
  const orders: Record<string, (keyof typeof part)[]> = {
    '1': ['o', 'm', 't'],
    '2': ['o', 't', 'm'],
    '3': ['m', 'o', 't'],
    '4': ['m', 't', 'o'],
    '5': ['t', 'm', 'o'],
    '6': ['t', 'o', 'm'],
    '7': ['p', 'm', 't'],
    '8': ['p', 't', 'm'],
    '9': ['p', 'o', 't'],
    '0': ['p', 't', 'o'],
  };
  const order = orders[tstamp.at(-1) ?? '0'] ?? ['p', 't', 'o'];
  return sha256(order.map((key) => part[key]).join('&'));
}

/** Mobile payment: `P_CHKFAKE` = Base64(SHA-512(amount + oid + timestamp + HashKey)). */
export const mobileChkfake = (amount: string, oid: string, timestamp: string, hashKey: string) =>
  sha512(`${amount}${oid}${timestamp}${hashKey}`).digest('base64');

/** INIAPI v2: `hashData` = hex(SHA-512(key + mid + type + timestamp + the exact JSON of data)). */
export const iniapiHashData = (
  apiKey: string,
  mid: string,
  type: string,
  timestamp: string,
  dataJson: string,
) => sha512(`${apiKey}${mid}${type}${timestamp}${dataJson}`).digest('hex');

/** INIAPI field encryption (refund account numbers): AES-128-CBC with PKCS7, Base64. */
export function iniapiEncrypt(plain: string, apiKey: string, iv: string): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(apiKey, 'utf8'), Buffer.from(iv, 'utf8'));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

export function iniapiDecrypt(encrypted: string, apiKey: string, iv: string): string {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(apiKey, 'utf8'), Buffer.from(iv, 'utf8'));
  return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}

/** INIAPI timestamps: YYYYMMDDhhmmss in Korean time, whatever the server's time zone. */
export { kstTimestamp } from '../../../platform/korean-time';

/**
 * INIAPI v1 escrow delivery registration (`type=Dlv`): `hashData` = hex(SHA-512(key + type + timestamp +
 * clientIp + mid + oid + tid + price)), plain concatenation. The order is the one of Inicis's escrow
 * sample ("hash => INIAPIKey + type + timestamp + clientIp + mid + oid + tid + price", public code
 * excerpt, code-index id 67159650888) and of G7 `KgInicisApiService::registerEscrowDelivery`: no
 * paymethod in it.
 */
export const escrowDeliveryHashData = (fields: {
  apiKey: string;
  type: string;
  timestamp: string;
  clientIp: string;
  mid: string;
  oid: string;
  tid: string;
  price: string;
}) =>
  sha512(
    `${fields.apiKey}${fields.type}${fields.timestamp}${fields.clientIp}${fields.mid}${fields.oid}${fields.tid}${fields.price}`,
  ).digest('hex');
