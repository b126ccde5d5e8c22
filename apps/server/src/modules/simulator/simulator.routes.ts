import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  type OutboxMessage,
  Retcode,
  SIMULATOR_PAGE_PATH,
  type SimulatorInboundData,
  simulatorInboundSchema,
} from '@switchboard/protocol';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { invalidInput } from '../../lib/validation-issues.ts';
import { registerSiteCall } from '../../plugins/site-calls.ts';
import { MAX_AUDIO_BYTES } from '../media/media.files.ts';
import type { MediaService, StagedMedia } from '../media/media.service.ts';
import type { DeliveryService } from '../messaging/delivery.service.ts';
import type { NumberService } from '../numbers/numbers.service.ts';
import { renderSimulatorPage } from './simulator.page.ts';

/** What the simulator needs. */
export interface SimulatorDeps {
  numbers: NumberService;
  media: MediaService;
  delivery: DeliveryService;
  /** The newest outbox messages, shown on the page. */
  outbox?: () => Promise<OutboxMessage[]>;
}

const invalid = (detail: string) => new AppError(Retcode.INVALID_PARAMETER, detail);

/** Reads the multipart form: text fields and at most one file, named `file`. */
async function readForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; file?: Buffer }> {
  if (!request.isMultipart()) throw invalid('content-type: send multipart/form-data');
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'file') throw invalid(`${part.fieldname}: unexpected file; send it as file`);
        // A browser form with no file chosen still sends an empty file part.
        if (bytes.byteLength > 0) file = bytes;
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid(`file: must be at most ${MAX_AUDIO_BYTES} bytes`);
    throw invalid(`form: ${(error as Error).message}`);
  }
  return file === undefined ? { fields } : { fields, file };
}

/** The simulator (outside production only): a page, and injection of inbound messages from outside numbers. */
export const simulatorRoutes: FastifyPluginAsync<SimulatorDeps> = async (app, deps) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_AUDIO_BYTES, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 12 },
  });

  app.get(SIMULATOR_PAGE_PATH, async (_request, reply) => {
    const numbers = await deps.numbers.assignedOverview();
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderSimulatorPage(numbers, (await deps.outbox?.()) ?? []));
  });

  registerSiteCall(app, 'simulatorInbound', async ({ request }) => {
    const { fields, file } = await readForm(request);
    const raw = { ...fields, text: fields.text ?? fields.transcript };
    const parsed = simulatorInboundSchema.safeParse(raw);
    if (!parsed.success) throw invalidInput(parsed.error, raw);
    const input = parsed.data;
    const owner = await deps.numbers.findAssigned(input.to);
    if (owner?.account_id == null)
      throw new AppError(Retcode.NOT_FOUND, 'to: is not a number of this service with an owner');
    if (await deps.numbers.isServiceNumber(input.from)) {
      throw invalid('from: must be an outside number (numbers of this service text each other from the app)');
    }
    const needsText = input.kind === 'sms' || input.kind === 'verificationCode';
    if (needsText && input.text.trim() === '') throw invalid('text: is required');
    let staged: StagedMedia | undefined;
    if (input.kind === 'mms' || input.kind === 'voicemail') {
      if (file === undefined) throw invalid(`file: is required for ${input.kind}`);
      staged =
        input.kind === 'mms'
          ? await deps.media.stageImage(file, 'file')
          : await deps.media.stageAudio(file, 'file');
      await deps.media.recordAlone(staged, owner.account_id);
    } else if (file !== undefined) {
      throw invalid(`file: is only for mms and voicemail, not ${input.kind}`);
    }
    const voicemail = input.kind === 'voicemail';
    const row = await deps.delivery.receive({
      dedupeKey: `sim:${randomUUID()}`,
      fromNumber: input.from,
      toNumber: input.to,
      type: input.kind,
      text: voicemail ? '' : input.text,
      mediaIds: staged === undefined ? [] : [staged.id],
      ...(voicemail && input.text.trim() !== '' ? { stt: input.text.trim() } : {}),
    });
    if (row === undefined)
      throw new AppError(Retcode.NOT_FOUND, 'to: is not a number of this service with an owner');
    const data: SimulatorInboundData = { smsId: row.sms_id, date: Number(row.date), media: row.media };
    return data;
  });
};
