import {
  type AdConfigData,
  type AuditEntry,
  apiUrl,
  type BannerFields,
  type ConsoleCallData,
  type Envelope,
  HEALTH_PATH,
  Retcode,
} from '@switchboard/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../src/errors.ts';
import { AdService } from '../src/modules/ads/index.ts';
import { CatalogueBannerService } from '../src/modules/console-catalogue/index.ts';
import { createTestApp, TEST_DATABASE_URL, type TestApp } from './helpers/app.ts';
import { consoleCall, operatorToken } from './helpers/console.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();
const engine = TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL';

let admin = '';
let support = '';
beforeAll(async () => {
  admin = await operatorToken(t.app, 'admin');
  support = await operatorToken(t.app, 'support');
});

const fields = (alt: string, extra: Partial<BannerFields> = {}): BannerFields => ({
  brand: null,
  imageUrl: `https://ads-${alt.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example.com/banner.png`,
  linkUrl: 'https://example.com/offer',
  alt,
  popup: false,
  active: true,
  ...extra,
});

type Banner = ConsoleCallData<'consoleBannerCreate'>['banner'];

async function create(body: BannerFields, language: 'en' | 'zh_cn' = 'en') {
  return consoleCall<ConsoleCallData<'consoleBannerCreate'>>(t.app, 'consoleBannerCreate', {
    token: admin,
    language,
    body: { ...body, reason: 'spring campaign' },
  });
}

async function created(body: BannerFields): Promise<Banner> {
  const result = await create(body);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data.banner;
}

function move(id: string, direction: 'up' | 'down') {
  return consoleCall<ConsoleCallData<'consoleBannerMove'>>(t.app, 'consoleBannerMove', {
    token: admin,
    body: { id, direction },
  });
}

/** The alternative texts getAdConfig answers a page of the brand, named by its host. */
async function shownTo(brand: string, app = t.app): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: apiUrl('getAdConfig'),
    query: { languagecode: 'en' },
    headers: { host: `${brand}.example.test` },
  });
  return response.json<Envelope<AdConfigData>>().data.banners.map((banner) => banner.alt);
}

async function imgSrc(app = t.app): Promise<string> {
  const page = await app.inject({ method: 'GET', url: HEALTH_PATH });
  return (
    String(page.headers['content-security-policy'])
      .split(';')
      .find((part) => part.trim().startsWith('img-src')) ?? ''
  );
}

async function auditOf(id: string): Promise<AuditEntry[]> {
  const result = await consoleCall<ConsoleCallData<'consoleAudit'>>(t.app, 'consoleAudit', {
    token: admin,
    query: { q: id },
  });
  return result.body.data.entries.filter((entry) => entry.targetId === id);
}

describe(`banner ads in the console and getAdConfig (${engine})`, () => {
  it('starts with no banner: ADS_JSON is unset', async () => {
    const list = await consoleCall<ConsoleCallData<'consoleBanners'>>(t.app, 'consoleBanners', {
      token: support,
    });
    expect([list.status, list.body.data.banners]).toEqual([200, []]);
    expect(await shownTo('pingme')).toEqual([]);
  });

  it('answers each brand its own active banners and those of every brand, in order, and follows moves', async () => {
    const all = await created(fields('Everyone', { popup: true }));
    const wephone = await created(fields('WePhone only', { brand: 'wephone' }));
    const hidden = await created(fields('Pingme later', { brand: 'pingme', active: false }));
    expect([all.position, wephone.position, hidden.position]).toEqual([0, 1, 2]);
    expect(await shownTo('pingme')).toEqual(['Everyone']);
    expect(await shownTo('wephone')).toEqual(['Everyone', 'WePhone only']);

    const moved = await move(wephone.id, 'up');
    expect(moved.status).toBe(200);
    expect(moved.body.data.banners.map((banner) => banner.alt)).toEqual([
      'WePhone only',
      'Everyone',
      'Pingme later',
    ]);
    expect(await shownTo('wephone')).toEqual(['WePhone only', 'Everyone']);

    const update = await consoleCall<ConsoleCallData<'consoleBannerUpdate'>>(t.app, 'consoleBannerUpdate', {
      token: admin,
      body: { ...fields('Pingme now', { brand: 'pingme' }), id: hidden.id, reason: 'campaign starts' },
    });
    expect(update.body.data.banner).toMatchObject({ alt: 'Pingme now', active: true, position: 2 });
    expect(await shownTo('pingme')).toEqual(['Everyone', 'Pingme now']);

    // Deactivating keeps the banner listed but off every page.
    await consoleCall(t.app, 'consoleBannerUpdate', {
      token: admin,
      body: { ...fields('Everyone', { active: false }), id: all.id, reason: 'paused' },
    });
    expect(await shownTo('pingme')).toEqual(['Pingme now']);

    const removed = await consoleCall(t.app, 'consoleBannerDelete', {
      token: admin,
      body: { id: wephone.id, reason: 'contract ended' },
    });
    expect(removed.status).toBe(200);
    expect(await shownTo('wephone')).toEqual([]);
    const list = await consoleCall<ConsoleCallData<'consoleBanners'>>(t.app, 'consoleBanners', {
      token: admin,
    });
    expect(list.body.data.banners.map((banner) => [banner.alt, banner.active])).toEqual([
      ['Everyone', false],
      ['Pingme now', true],
    ]);

    // Each action with its before and after and the operator's reason.
    expect((await auditOf(wephone.id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['banner.delete', 'contract ended'],
      ['banner.move', ''],
      ['banner.create', 'spring campaign'],
    ]);
    const [paused] = await auditOf(all.id);
    expect(paused).toMatchObject({
      action: 'banner.update',
      targetType: 'banner',
      before: { active: true, popup: true },
      after: { active: false, popup: false },
      reason: 'paused',
    });
  });

  it('lets the pages load the images of the active banners, and no longer once a banner is off', async () => {
    const banner = await created(fields('Csp', { imageUrl: 'https://img.csp-test.example.net/a.png' }));
    expect(await imgSrc()).toContain('https://img.csp-test.example.net');
    await consoleCall(t.app, 'consoleBannerUpdate', {
      token: admin,
      body: {
        ...fields('Csp', { imageUrl: 'https://img.csp-test.example.net/a.png', active: false }),
        id: banner.id,
        reason: 'off',
      },
    });
    expect(await imgSrc()).not.toContain('csp-test.example.net');
  });

  it('refuses images that are not https: and links that are not web addresses, with a sentence', async () => {
    const http = await create(fields('Plain', { imageUrl: 'http://ads.example.com/a.png' }));
    expect([http.status, http.body.retcode, http.body.retmsg]).toEqual([
      400,
      Retcode.INVALID_PARAMETER,
      'The image address must start with https:// or be a data:image/ picture.',
    ]);
    // A host the pages' CSP could not name (';' would end its directive) is no image address.
    const odd = await create(fields('Odd', { imageUrl: 'https://a;b.example.com/a.png' }));
    expect(odd.body.retmsg).toBe('The image address must start with https:// or be a data:image/ picture.');
    const script = await create(fields('Script', { linkUrl: 'javascript:alert(1)' }), 'zh_cn');
    expect(script.body.retmsg).toBe('链接必须是以 https:// 或 http:// 开头的网址。');
    const data = await create(fields('Inline', { imageUrl: 'data:image/png;base64,iVBORw0KGgo=' }));
    expect(data.status).toBe(200);
    const blank = await create(fields(' '));
    expect(blank.status).toBe(400);
  });

  it('refuses data: pictures in production', async () => {
    const service = new CatalogueBannerService({
      db: t.app.db,
      audit: t.app.services.audit,
      ads: t.app.services.ads,
      env: 'production',
    });
    const operatorId = (await t.app.services.operators.list()).operators[0]?.id ?? '';
    const attempt = service.create(operatorId, {
      ...fields('Inline', { imageUrl: 'data:image/png;base64,iVBORw0KGgo=' }),
      reason: 'try',
    });
    await expect(attempt).rejects.toMatchObject({ sentence: { key: 'catalogueImageHttps' } });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
  });

  it('refuses moving past either end and acting on a banner that is gone', async () => {
    const list = await consoleCall<ConsoleCallData<'consoleBanners'>>(t.app, 'consoleBanners', {
      token: admin,
    });
    const first = list.body.data.banners[0] as Banner;
    const last = list.body.data.banners.at(-1) as Banner;
    expect((await move(first.id, 'up')).body.retmsg).toBe('This banner is already the first.');
    expect((await move(last.id, 'down')).body.retmsg).toBe('This banner is already the last.');
    const gone = await consoleCall(t.app, 'consoleBannerDelete', {
      token: admin,
      body: { id: 'no-such-banner', reason: 'tidy' },
    });
    expect([gone.status, gone.body.retcode, gone.body.retmsg]).toEqual([
      404,
      Retcode.NOT_FOUND,
      'This banner no longer exists. Reload the list.',
    ]);
  });

  it('refuses support every change', async () => {
    const attempt = await consoleCall(t.app, 'consoleBannerCreate', {
      token: support,
      body: { ...fields('Support'), reason: 'try' },
    });
    expect([attempt.status, attempt.body.retcode]).toEqual([403, Retcode.CONSOLE_NOT_PERMITTED]);
  });
});

describe(`another node's banner change (${engine})`, () => {
  it('is answered once the socket adapter tells this node to forget the banners it read', async () => {
    // A second service on the same database stands for another node's copy.
    const otherNode = new AdService(t.app.db);
    const before = await otherNode.adConfig('pingme');
    await created(fields('From node one'));
    expect(await otherNode.adConfig('pingme')).toEqual(before);
    otherNode.forget();
    expect((await otherNode.adConfig('pingme')).banners.map((banner) => banner.alt)).toContain(
      'From node one',
    );
  });
});

describe('ADS_JSON seeds an empty banner table', () => {
  let seeded: TestApp;
  beforeAll(async () => {
    vi.stubEnv(
      'ADS_JSON',
      JSON.stringify([
        { imageUrl: 'https://seed.example.com/1.png', linkUrl: 'https://example.com', alt: 'Seed one' },
        { imageUrl: '/ads/2.png', linkUrl: 'https://example.com', alt: 'Seed two', popup: true },
        // ADS_JSON is trusted as written; a host the CSP cannot carry is left out of it, not let break it.
        { imageUrl: 'https://a;b.example.com/3.png', linkUrl: 'https://example.com', alt: 'Seed three' },
      ]),
    );
    seeded = await createTestApp();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await seeded.close();
  });

  it('answers the seeded banners to every brand, and never seeds a table that holds some', async () => {
    expect(await shownTo('jiema', seeded.app)).toEqual(['Seed one', 'Seed two', 'Seed three']);
    const page = await seeded.app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-security-policy'])).not.toContain('a;b.example.com');
    expect(await imgSrc(seeded.app)).toContain('https://seed.example.com');
    expect(
      await seeded.app.services.ads.seed([{ imageUrl: '/x.png', linkUrl: 'https://x.test', alt: 'X' }]),
    ).toBe(0);
    expect(await shownTo('jiema', seeded.app)).toEqual(['Seed one', 'Seed two', 'Seed three']);
  });
});
