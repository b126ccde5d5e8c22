import { type BrandId, isBrandId } from '@switchboard/protocol';

// Parsers of the environment values that are more than a scalar, and the error they raise.

/** Where media bytes live: disk suits one node; database and s3 are shared by every node. */
export type MediaStoreKind = 'disk' | 'database' | 's3';

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, R2 and the like). */
export interface S3Settings {
  /** Base URL of the service, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** true: endpoint/bucket/key; false: the bucket as a subdomain of the endpoint's host. */
  forcePathStyle: boolean;
}

/** Raised when the environment cannot make a valid Config; main prints it and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The S3 part of the environment, as the schema parsed it. */
export interface S3Env {
  MEDIA_STORE: MediaStoreKind;
  S3_ENDPOINT: string | undefined;
  S3_REGION: string;
  S3_BUCKET: string | undefined;
  S3_ACCESS_KEY_ID: string | undefined;
  S3_SECRET_ACCESS_KEY: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
}

/** Parses `host=brand,host=brand`; throws ConfigError naming the bad pair. */
export function parseBrandHosts(value: string): Record<string, BrandId> {
  const map: Record<string, BrandId> = {};
  for (const pair of value.split(',')) {
    const trimmed = pair.trim();
    if (trimmed === '') continue;
    const [host, brand, extra] = trimmed.split('=').map((part) => part.trim().toLowerCase());
    if (!host || !brand || extra !== undefined || !isBrandId(brand)) {
      throw new ConfigError(`BRAND_HOSTS: "${trimmed}" is not host=brand with a known brand`);
    }
    map[host] = brand;
  }
  return map;
}

/** Parses `brand=url,brand=url` (absolute http(s) URLs); throws ConfigError naming the bad pair. */
export function parseMobilePlanUrls(value: string): Partial<Record<BrandId, string>> {
  const map: Partial<Record<BrandId, string>> = {};
  for (const pair of value.split(',')) {
    const trimmed = pair.trim();
    if (trimmed === '') continue;
    const cut = trimmed.indexOf('=');
    const brand = trimmed.slice(0, cut).trim().toLowerCase();
    const url = trimmed.slice(cut + 1).trim();
    // URLs may carry their own `=` in a query, so only the first one separates brand from address.
    if (cut <= 0 || !isBrandId(brand) || !/^https?:\/\//i.test(url) || !URL.canParse(url)) {
      throw new ConfigError(`MOBILE_PLAN_URLS: "${trimmed}" is not brand=url with a known brand`);
    }
    map[brand] = url;
  }
  return map;
}

/** TRUST_PROXY accepts true/false, a hop count, or addresses/CIDRs as Fastify does. */
export function parseTrustProxy(value: string): boolean | number | string {
  const lowered = value.trim().toLowerCase();
  if (lowered === '' || lowered === 'false' || lowered === '0') return false;
  if (lowered === 'true') return true;
  if (/^\d+$/.test(lowered)) return Number(lowered);
  return value.trim();
}

/** The bucket settings when MEDIA_STORE=s3; throws ConfigError naming every missing or bad one. */
export function parseS3Settings(e: S3Env): S3Settings | undefined {
  if (e.MEDIA_STORE !== 's3') return undefined;
  const names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missing = names.filter((name) => e[name] === undefined);
  if (missing.length > 0) throw new ConfigError(`MEDIA_STORE=s3 needs ${missing.join(', ')}`);
  const endpoint = e.S3_ENDPOINT!;
  const url = /^https?:\/\//i.test(endpoint) && URL.canParse(endpoint) ? new URL(endpoint) : undefined;
  // The value is not echoed: a URL with user:password in it would put a secret in the message.
  if (url === undefined || url.username !== '' || url.password !== '' || url.search !== '') {
    throw new ConfigError('S3_ENDPOINT must be an http(s) URL without credentials or a query');
  }
  // S3's own naming rule, which also keeps the name valid as a host label in virtual-host style.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(e.S3_BUCKET!)) {
    throw new ConfigError(`S3_BUCKET: "${e.S3_BUCKET}" is not a valid bucket name`);
  }
  return {
    endpoint,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}
