import { S3Client } from '@aws-sdk/client-s3';

/** Where the bucket is and how the app talks to it, as STORAGE_URL gives it. */
export type S3Location = {
  bucket: string;
  /** e.g. https://s3.ap-northeast-2.amazonaws.com or http://127.0.0.1:9000; absent = AWS by region. */
  endpoint?: string | undefined;
  region: string;
  /** bucket in the path (most S3-compatible servers) rather than in the host name. */
  forcePathStyle: boolean;
  /** How long a connection to the bucket may take to open before the store counts as unreachable. */
  connectTimeoutMs: number;
  /**
   * How long the bucket may stay silent in the middle of a call (no byte either way) before it counts
   * as frozen. Silence, not duration: a large upload or download that keeps flowing is never cut.
   */
  idleTimeoutMs: number;
  /**
   * How long a signed download address stays usable. Short: the buyer's browser follows the redirect
   * at once, and an address passed on stops working within the minute.
   */
  downloadUrlSeconds: number;
  /** How long a signed upload address may wait before the upload starts (a 200 MB file takes a while to pick). */
  uploadUrlSeconds: number;
};

const defaults = {
  connectTimeoutMs: 3000,
  idleTimeoutMs: 10_000,
  downloadUrlSeconds: 60,
  uploadUrlSeconds: 900,
};

/** A whole-number option between 1 and `max`, or its default when absent; throws a readable error otherwise. */
function wholeNumber(url: URL, name: string, fallback: number, unit: string, max: number): number {
  const given = url.searchParams.get(name);
  if (given === null) return fallback;
  if (!/^[1-9][0-9]*$/.test(given) || Number(given) > max)
    throw new Error(`${name} must be a number of ${unit} (1–${max})`);
  return Number(given);
}

/**
 * Reads `s3://bucket?endpoint=…&region=…&forcePathStyle=true&connectTimeout=3000&idleTimeout=10000
 * &downloadUrlExpiry=60&uploadUrlExpiry=900` (timeouts in milliseconds, expiries in seconds); throws a
 * readable error otherwise.
 */
export function parseS3Url(value: string): S3Location {
  const url = new URL(value);
  if (url.protocol !== 's3:' || !url.hostname)
    throw new Error('must look like s3://bucket?endpoint=…&region=…');
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error('endpoint must be an http(s) address');
  return {
    bucket: url.hostname,
    endpoint,
    region: url.searchParams.get('region') ?? 'ap-northeast-2',
    forcePathStyle: (url.searchParams.get('forcePathStyle') ?? (endpoint ? 'true' : 'false')) === 'true',
    connectTimeoutMs: wholeNumber(
      url,
      'connectTimeout',
      defaults.connectTimeoutMs,
      'milliseconds',
      9_999_999,
    ),
    idleTimeoutMs: wholeNumber(url, 'idleTimeout', defaults.idleTimeoutMs, 'milliseconds', 9_999_999),
    // A signed address lives at most a week (S3's own limit).
    downloadUrlSeconds: wholeNumber(
      url,
      'downloadUrlExpiry',
      defaults.downloadUrlSeconds,
      'seconds',
      604_800,
    ),
    uploadUrlSeconds: wholeNumber(url, 'uploadUrlExpiry', defaults.uploadUrlSeconds, 'seconds', 604_800),
  };
}

export function s3ClientFor(location: S3Location): S3Client {
  return new S3Client({
    region: location.region,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    forcePathStyle: location.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's newer
    // default (CRC32 trailers on every upload), and a signed upload address would need the page to
    // send a checksum it cannot know in advance.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without these a frozen bucket holds every call open for good (the SDK's defaults are "no limit").
    // socketTimeout is the SDK's rolling idle timer, armed through the response body too. Its
    // requestTimeout instead bounds the time until the answer starts, sending the body included (and
    // only warns unless told to throw): it would cut a slow but flowing 200 MB content upload.
    requestHandler: {
      connectionTimeout: location.connectTimeoutMs,
      socketTimeout: location.idleTimeoutMs,
    },
    // One retry covers a kept-alive connection the store had closed; more would multiply the wait
    // when it is frozen (each try waits out the idle timeout).
    maxAttempts: 2,
  });
}

/**
 * The origin of the bucket's signed addresses, as the SDK builds them: the endpoint itself with the
 * bucket in the path, or the bucket as a sub-domain (of the endpoint, or of AWS's regional host).
 */
export function bucketOrigin(location: S3Location): string {
  if (!location.endpoint) return `https://${location.bucket}.s3.${location.region}.amazonaws.com`;
  const endpoint = new URL(location.endpoint);
  return location.forcePathStyle
    ? endpoint.origin
    : `${endpoint.protocol}//${location.bucket}.${endpoint.host}`;
}
