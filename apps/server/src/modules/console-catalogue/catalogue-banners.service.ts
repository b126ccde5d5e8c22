import { randomUUID } from 'node:crypto';
import {
  type AuditAction,
  type AuditChange,
  type BannerFields,
  type CatalogueBanner,
  type ConsoleCallBody,
  type ConsoleCallData,
  Retcode,
} from '@switchboard/protocol';
import type { Config } from '../../config/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, Trx } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { type Sentence, say } from '../../text/sentence.ts';
import { type AdService, imageOrigin } from '../ads/index.ts';
import type { AuditService } from '../audit/index.ts';
import {
  allBanners,
  bannerOfId,
  deleteBanner,
  insertBanner,
  nextPosition,
  type StoredBanner,
  setBannerPosition,
  updateBanner,
} from './catalogue.repo.ts';

/** What the console's banner list needs. */
export interface CatalogueBannerDeps {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  /** Told after each committed change, so every node's getAdConfig and CSP follow it. */
  ads: Pick<AdService, 'changed'>;
  /** data:image/ pictures are for trying banners out, never for production pages. */
  env: Config['env'];
}

/** Who acts and why (the reason goes to the audit log). */
interface Actor {
  operatorId: string;
  reason: string;
}

// A data: picture is kept in the audit log only by its start: the log records what changed, not files.
const AUDIT_IMAGE_MAX = 80;

function listed(row: StoredBanner): CatalogueBanner {
  return {
    id: row.id,
    brand: row.brand,
    imageUrl: row.image_url,
    linkUrl: row.link_url,
    alt: row.alt,
    popup: row.popup === 1,
    active: row.active === 1,
    position: Number(row.position),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** What the audit log keeps of a banner. */
function recorded(banner: Omit<CatalogueBanner, 'id' | 'createdAt' | 'updatedAt'>): AuditChange {
  const { imageUrl } = banner;
  return {
    brand: banner.brand,
    imageUrl: imageUrl.length > AUDIT_IMAGE_MAX ? `${imageUrl.slice(0, AUDIT_IMAGE_MAX)}…` : imageUrl,
    linkUrl: banner.linkUrl,
    alt: banner.alt,
    popup: banner.popup,
    active: banner.active,
    position: banner.position,
  };
}

function refuse(retcode: number, detail: string, sentence: Sentence): never {
  throw new AppError(retcode, detail, { say: sentence });
}

const unknownBanner = (id: string): never =>
  refuse(Retcode.NOT_FOUND, `id: banner ${id} does not exist`, say('catalogueBannerUnknown'));

function protocolOf(address: string): string | undefined {
  return URL.canParse(address) ? new URL(address).protocol : undefined;
}

/**
 * The console's banner ads: every banner in order, and creating, editing (also deactivating),
 * deleting and moving one, each with its audit entry in the same transaction; after the commit every
 * node forgets the banners getAdConfig answered.
 */
export class CatalogueBannerService {
  constructor(private readonly deps: CatalogueBannerDeps) {}

  async list(): Promise<ConsoleCallData<'consoleBanners'>> {
    return { banners: (await allBanners(this.deps.db)).map(listed) };
  }

  /** A new banner, last in the order. */
  async create(
    operatorId: string,
    body: ConsoleCallBody<'consoleBannerCreate'>,
  ): Promise<ConsoleCallData<'consoleBannerCreate'>> {
    this.checkAddresses(body);
    const now = Date.now();
    const id = randomUUID();
    const banner = await inTransaction(this.deps.db, async (trx) => {
      const row: StoredBanner = {
        id,
        ...stored(body),
        position: await nextPosition(trx),
        created_at: now,
        updated_at: now,
      };
      await insertBanner(trx, row);
      const created = listed(row);
      await this.record(
        trx,
        { operatorId, reason: body.reason },
        'banner.create',
        id,
        null,
        recorded(created),
      );
      return created;
    });
    await this.deps.ads.changed();
    return { banner };
  }

  /** Sets every field of a banner; `active: false` takes it off every page but keeps it listed. */
  async update(
    operatorId: string,
    body: ConsoleCallBody<'consoleBannerUpdate'>,
  ): Promise<ConsoleCallData<'consoleBannerUpdate'>> {
    this.checkAddresses(body);
    const now = Date.now();
    const banner = await inTransaction(this.deps.db, async (trx) => {
      const before = await bannerOfId(trx, body.id);
      if (before === undefined || !(await updateBanner(trx, body.id, stored(body), now)))
        return unknownBanner(body.id);
      const updated = listed({ ...before, ...stored(body), updated_at: now });
      const actor = { operatorId, reason: body.reason };
      await this.record(trx, actor, 'banner.update', body.id, recorded(listed(before)), recorded(updated));
      return updated;
    });
    await this.deps.ads.changed();
    return { banner };
  }

  async delete(operatorId: string, body: ConsoleCallBody<'consoleBannerDelete'>): Promise<null> {
    await inTransaction(this.deps.db, async (trx) => {
      const before = await bannerOfId(trx, body.id);
      if (before === undefined || !(await deleteBanner(trx, body.id))) return unknownBanner(body.id);
      const actor = { operatorId, reason: body.reason };
      await this.record(trx, actor, 'banner.delete', body.id, recorded(listed(before)), null);
    });
    await this.deps.ads.changed();
    return null;
  }

  /** Swaps a banner with its neighbour; the order is renumbered 0, 1, 2… as it goes. */
  async move(
    operatorId: string,
    body: ConsoleCallBody<'consoleBannerMove'>,
  ): Promise<ConsoleCallData<'consoleBannerMove'>> {
    const now = Date.now();
    const banners = await inTransaction(this.deps.db, async (trx) => {
      const order = await allBanners(trx);
      const index = order.findIndex((row) => row.id === body.id);
      if (index < 0) return unknownBanner(body.id);
      const other = body.direction === 'up' ? index - 1 : index + 1;
      if (other < 0)
        refuse(Retcode.INVALID_PARAMETER, 'direction: already first', say('catalogueBannerFirst'));
      if (other >= order.length)
        refuse(Retcode.INVALID_PARAMETER, 'direction: already last', say('catalogueBannerLast'));
      const moved = [...order];
      [moved[index], moved[other]] = [moved[other] as StoredBanner, moved[index] as StoredBanner];
      for (const [position, row] of moved.entries()) {
        if (Number(row.position) === position) continue;
        await setBannerPosition(trx, row.id, position, now);
        row.position = position;
      }
      const actor = { operatorId, reason: body.reason };
      await this.record(trx, actor, 'banner.move', body.id, { position: index }, { position: other });
      return moved.map(listed);
    });
    await this.deps.ads.changed();
    return { banners };
  }

  /** The image https: (data:image/ outside production), the link https: or http:. */
  private checkAddresses(fields: BannerFields): void {
    // An https: image whose host the pages' CSP can name (a host with a ';' or ',' could not be).
    const image = imageOrigin(fields.imageUrl) === undefined ? undefined : protocolOf(fields.imageUrl);
    const dataImage = this.deps.env !== 'production' && /^data:image\/[\w.+-]+[;,]/i.test(fields.imageUrl);
    if (image !== 'https:' && !dataImage) {
      const sentence = say(
        this.deps.env === 'production' ? 'catalogueImageHttps' : 'catalogueImageHttpsOrData',
      );
      refuse(Retcode.INVALID_PARAMETER, 'imageUrl: must be https:', sentence);
    }
    const link = protocolOf(fields.linkUrl);
    if (link !== 'https:' && link !== 'http:')
      refuse(Retcode.INVALID_PARAMETER, 'linkUrl: must be https: or http:', say('catalogueLinkWeb'));
  }

  private record(
    trx: Trx,
    actor: Actor,
    action: AuditAction,
    id: string,
    before: AuditChange | null,
    after: AuditChange | null,
  ) {
    return this.deps.audit.record(trx, {
      operatorId: actor.operatorId,
      action,
      targetType: 'banner',
      targetId: id,
      before,
      after,
      reason: actor.reason,
    });
  }
}

/** The columns an operator sets, from the contract's fields. */
function stored(fields: BannerFields) {
  return {
    brand: fields.brand,
    image_url: fields.imageUrl,
    link_url: fields.linkUrl,
    alt: fields.alt,
    popup: fields.popup ? 1 : 0,
    active: fields.active ? 1 : 0,
  };
}
