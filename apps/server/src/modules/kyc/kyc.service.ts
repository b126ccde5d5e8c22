import { randomBytes } from 'node:crypto';
import {
  apiUrl,
  KYC_FILE_FIELDS,
  KYC_IMAGES_PER_SLOT,
  KYC_URL_FIELDS,
  type KycInfo,
  Retcode,
  ReviewStatus,
} from '@switchboard/protocol';
import type { MediaStorage } from '../../adapters/storage/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, KycImageRow } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { type Sentence, say } from '../../text/sentence.ts';
import { type CheckedImage, checkKycImage } from './kyc.images.ts';
import {
  deleteImages,
  findKycReview,
  findKycStatus,
  findOwnImage,
  insertImage,
  listImages,
  moveImage,
  submitKyc,
} from './kyc.repo.ts';

/** The two image groups of the identity proof. */
export const KYC_SLOTS = ['idCard', 'idHold'] as const;
/** An image group. */
export type KycSlot = (typeof KYC_SLOTS)[number];

/** What updateKYCInfo received: files by KYC_FILE_FIELDS name, kept links by KYC_URL_FIELDS name. */
export interface KycForm {
  files: Map<string, Buffer>;
  urls: Map<string, string>;
}

const IMAGE_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;
const invalid = (detail: string, sentence: Sentence = say('requestInvalid')) =>
  new AppError(Retcode.INVALID_PARAMETER, detail, { say: sentence });
const slotOf = (field: string): KycSlot => (field.startsWith('idHold') ? 'idHold' : 'idCard');

/** The private link of an identity image. */
export function kycImageLink(id: string): string {
  return `${apiUrl('kycImage')}/${id}`;
}

/** The image id a link names (relative or absolute), or undefined. */
function imageIdOf(link: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(link, 'http://localhost').pathname;
  } catch {
    return undefined;
  }
  const prefix = `${apiUrl('kycImage')}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const id = pathname.slice(prefix.length);
  return IMAGE_ID_PATTERN.test(id) ? id : undefined;
}

/** True while images may change: nothing submitted, or the operator asked for an update. */
function editable(status: number | undefined): boolean {
  return status === undefined || status === ReviewStatus.notFilled || status === ReviewStatus.needsUpdate;
}

const locked = () =>
  new AppError(Retcode.KYC_LOCKED, 'status: identity images cannot change while reviewing or once verified', {
    say: say('kycLocked'),
  });

/** Identity proof: its state, its images (private to their owner) and submissions for review. */
export class KycService {
  constructor(
    private readonly db: Db,
    private readonly storage: MediaStorage,
  ) {}

  /** getKYCInfo: the state, the reason of a refusal and the links of the images, '' where a position is empty. */
  async info(accountId: string): Promise<KycInfo> {
    const [review, images] = await Promise.all([
      findKycReview(this.db, accountId),
      listImages(this.db, accountId),
    ]);
    const status = review?.status ?? ReviewStatus.notFilled;
    const link = (slot: KycSlot, position: number) => {
      const row = images.find((image) => image.slot === slot && image.position === position);
      return row === undefined ? '' : kycImageLink(row.id);
    };
    return {
      status,
      idCardUrl1: link('idCard', 0),
      idCardUrl2: link('idCard', 1),
      idHoldUrl1: link('idHold', 0),
      idHoldUrl2: link('idHold', 1),
      // Only a refusal in force has a reason to show.
      ...(status === ReviewStatus.needsUpdate && review?.review_reason
        ? { reviewReason: review.review_reason }
        : {}),
    };
  }

  /** Refuses early when the images are locked, before any file is processed. */
  async assertEditable(accountId: string): Promise<void> {
    if (!editable(await findKycStatus(this.db, accountId))) throw locked();
  }

  /**
   * updateKYCInfo: per slot the kept images then the new files (1 to KYC_IMAGES_PER_SLOT), state 1.
   * Every file is checked before anything is written; files are stored before the rows and removed
   * again if the rows cannot be written; images no longer referenced are deleted afterwards.
   */
  async submit(accountId: string, form: KycForm): Promise<KycInfo> {
    for (const field of form.urls.keys()) {
      if (!(KYC_URL_FIELDS as readonly string[]).includes(field)) throw invalid(`${field}: unexpected field`);
    }
    for (const field of form.files.keys()) {
      if (!(KYC_FILE_FIELDS as readonly string[]).includes(field)) throw invalid(`${field}: unexpected file`);
    }
    await this.assertEditable(accountId);
    const checked: { field: string; image: CheckedImage }[] = [];
    for (const field of KYC_FILE_FIELDS) {
      const bytes = form.files.get(field);
      if (bytes !== undefined) checked.push({ field, image: await checkKycImage(bytes, field) });
    }
    const current = await listImages(this.db, accountId);
    const plan = planSlots(current, form, checked);

    const staged: { id: string; field: string; image: CheckedImage }[] = [];
    try {
      for (const item of checked) {
        const id = randomBytes(24).toString('base64url');
        await this.storage.put(id, item.image.bytes);
        staged.push({ id, ...item });
      }
      await inTransaction(this.db, async (trx) => {
        const now = Date.now();
        // Taking the state first also locks the row, so a concurrent submission waits and is then refused.
        if (!(await submitKyc(trx, accountId, now))) throw locked();
        await deleteImages(
          trx,
          plan.removed.map((row) => row.id),
        );
        for (const slot of KYC_SLOTS) {
          const kept = plan.kept[slot];
          for (const [position, row] of kept.entries()) await moveImage(trx, row.id, position);
          const fresh = staged.filter((item) => slotOf(item.field) === slot);
          for (const [offset, item] of fresh.entries()) {
            await insertImage(trx, {
              id: item.id,
              account_id: accountId,
              slot,
              position: kept.length + offset,
              storage_key: item.id,
              mime: item.image.mime,
              size: item.image.bytes.byteLength,
              created_at: now,
            });
          }
        }
      });
    } catch (error) {
      await Promise.all(staged.map((item) => this.storage.delete(item.id).catch(() => {})));
      throw error;
    }
    await Promise.all(plan.removed.map((row) => this.storage.delete(row.storage_key).catch(() => {})));
    return this.info(accountId);
  }

  /** The bytes of an identity image for its owner only; undefined for anyone else (never say why). */
  async read(id: string, accountId: string): Promise<{ row: KycImageRow; bytes: Buffer } | undefined> {
    if (!IMAGE_ID_PATTERN.test(id)) return undefined;
    const row = await findOwnImage(this.db, id, accountId);
    if (row === undefined) return undefined;
    const bytes = await this.storage.get(row.storage_key);
    return bytes === undefined ? undefined : { row, bytes };
  }
}

/** Which current images each slot keeps (in the order sent) and which go; checks counts and links. */
function planSlots(
  current: readonly KycImageRow[],
  form: KycForm,
  checked: readonly { field: string }[],
): { kept: Record<KycSlot, KycImageRow[]>; removed: KycImageRow[] } {
  const kept: Record<KycSlot, KycImageRow[]> = { idCard: [], idHold: [] };
  for (const field of KYC_URL_FIELDS) {
    const link = form.urls.get(field)?.trim() ?? '';
    if (link === '') continue;
    const slot = slotOf(field);
    const id = imageIdOf(link);
    const row = current.find((image) => image.id === id && image.slot === slot);
    if (row === undefined)
      throw invalid(`${field}: is not one of your current ${slot} images`, say('kycPictureStale'));
    if (kept[slot].includes(row))
      throw invalid(`${field}: names the same image twice`, say('kycPictureStale'));
    kept[slot].push(row);
  }
  for (const slot of KYC_SLOTS) {
    const total = kept[slot].length + checked.filter((item) => slotOf(item.field) === slot).length;
    if (total > KYC_IMAGES_PER_SLOT)
      throw invalid(
        `${slot}: at most ${KYC_IMAGES_PER_SLOT} images`,
        say('kycTooManyPictures', { count: KYC_IMAGES_PER_SLOT }),
      );
    if (total === 0)
      throw invalid(
        `${slot}: at least one image is required`,
        say('kycPictureRequired', { label: { field: slot } }),
      );
  }
  const keptIds = new Set([...kept.idCard, ...kept.idHold].map((row) => row.id));
  return { kept, removed: current.filter((row) => !keptIds.has(row.id)) };
}
