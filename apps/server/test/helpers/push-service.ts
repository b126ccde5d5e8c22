import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decrypt } from 'http_ece';

/** One push as the push service received it, checked and decrypted as a browser would. */
export interface ReceivedPush {
  /** The subscription's id (the last part of its endpoint). */
  id: string;
  /** The decrypted payload. */
  payload: unknown;
  /** The VAPID JWT's claims, its signature checked with the key the request named. */
  claims: { aud: string; sub: string; exp: number };
  /** The public key the request was signed with (the `k` of its Authorization header). */
  signedWith: string;
  ttl: string | undefined;
}

/** A browser's side of a subscription: the endpoint, its keys, and what decrypts pushes for it. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface Subscriber {
  ecdh: ECDH;
  auth: Buffer;
}

/** Verifies an ES256 JWT against an uncompressed P-256 public key (65 bytes, URL-safe base64). */
function verifiedClaims(jwt: string, publicKey: string): ReceivedPush['claims'] {
  const [header, claims, signature] = jwt.split('.');
  if (header === undefined || claims === undefined || signature === undefined) throw new Error('not a JWT');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
}

/**
 * A local push service speaking Web Push as browsers' push services do (RFC 8030 over TLS, VAPID
 * per RFC 8292): it answers 201 to a push it could check and decrypt, 400 otherwise, and 410 to
 * endpoints under /gone/ (a subscription the browser dropped). Its certificate is made for the test.
 */
export class LocalPushService {
  readonly received: ReceivedPush[] = [];
  /** Requests it refused, with why. */
  readonly refused: string[] = [];
  private readonly subscribers = new Map<string, Subscriber>();

  private constructor(
    private readonly server: Server,
    private readonly dir: string,
    /** The PEM certificate its TLS presents: what the app must trust. */
    readonly certificatePem: string,
    /** A file holding it, for PUSH_EXTRA_CA_FILE. */
    readonly certificateFile: string,
  ) {}

  static async start(): Promise<LocalPushService> {
    const dir = mkdtempSync(path.join(tmpdir(), 'push-service-'));
    const [keyFile, certFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'],
        ...['-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', '/CN=127.0.0.1'],
        ...['-addext', 'subjectAltName=IP:127.0.0.1'],
      ],
      { stdio: 'ignore' },
    );
    const cert = readFileSync(certFile, 'utf8');
    let service: LocalPushService | undefined;
    const server = createServer({ key: readFileSync(keyFile), cert }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const status = service?.accept(request.url ?? '', request.headers, Buffer.concat(chunks)) ?? 500;
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    service = new LocalPushService(server, dir, cert, certFile);
    return service;
  }

  private get origin(): string {
    return `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** A new browser subscription on this service; `gone` makes the service answer 410 to it. */
  subscribe(options: { gone?: boolean } = {}): TestSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const id = randomBytes(12).toString('hex');
    this.subscribers.set(id, { ecdh, auth });
    return {
      endpoint: `${this.origin}/${options.gone ? 'gone' : 'push'}/${id}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
  }

  /** The pushes received for a subscription. */
  pushesTo(subscription: TestSubscription): ReceivedPush[] {
    const id = subscription.endpoint.split('/').pop();
    return this.received.filter((push) => push.id === id);
  }

  private accept(url: string, headers: Record<string, string | string[] | undefined>, body: Buffer): number {
    const [, kind, id = ''] = url.split('/');
    if (kind === 'gone') return 410;
    const subscriber = this.subscribers.get(id);
    try {
      if (subscriber === undefined) throw new Error(`no subscription ${id}`);
      if (headers['content-encoding'] !== 'aes128gcm') throw new Error('content-encoding is not aes128gcm');
      const authorization = String(headers.authorization ?? '');
      const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
      if (match === null) throw new Error('no VAPID authorization');
      const [, jwt = '', signedWith = ''] = match;
      const claims = verifiedClaims(jwt, signedWith);
      if (claims.aud !== this.origin) throw new Error(`audience ${claims.aud}`);
      const plain = decrypt(body, {
        version: 'aes128gcm',
        privateKey: subscriber.ecdh,
        authSecret: subscriber.auth,
      });
      const ttl = headers.ttl;
      this.received.push({
        id,
        payload: JSON.parse(plain.toString('utf8')),
        claims,
        signedWith,
        ttl: Array.isArray(ttl) ? ttl[0] : ttl,
      });
      return 201;
    } catch (error) {
      this.refused.push((error as Error).message);
      return 400;
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    rmSync(this.dir, { recursive: true, force: true });
  }
}
