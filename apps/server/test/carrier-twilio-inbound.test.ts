import { AUTH_HEADER, type ReceiveMessagePayload, SocketEvent } from '@switchboard/protocol';
import type { Socket } from 'socket.io-client';
import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { TWILIO_PATHS } from '../src/adapters/carrier/index.ts';
import { png, rowsOf, wav } from './helpers/chat.ts';
import { accountWithNumber, type NumberedAccount } from './helpers/factories.ts';
import { collectMessages, settle } from './helpers/socket.ts';
import { eventually, rowWhen, useTwilioApp } from './helpers/twilio-app.ts';
import { type Form, newSid, twimlAttribute } from './helpers/twilio-stand-in.ts';

const { t, twilio: standIn, connect } = useTwilioApp();

const OUTSIDE = '14155550123';
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

const postMessage = (form: Form) => standIn().post(standIn().publicAddress(TWILIO_PATHS.message), form);

/** Resolves with the next voicemailTranscribed event of the socket. */
function nextTranscript(socket: Socket): Promise<{ smsId: string; stt: string }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no voicemailTranscribed within 5 s')), 5000);
    socket.once(SocketEvent.voicemailTranscribed, (payload: { smsId: string; stt: string }) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** A call from outside to the account's number: the voice webhook's TwiML and the callbacks it names. */
async function callVoicemail(account: NumberedAccount) {
  const callSid = newSid('CA');
  const answer = await standIn().post(standIn().publicAddress(TWILIO_PATHS.voice), {
    AccountSid: standIn().accountSid,
    ApiVersion: '2010-04-01',
    CallSid: callSid,
    CallStatus: 'ringing',
    Direction: 'inbound',
    From: `+${OUTSIDE}`,
    To: `+${account.number}`,
  });
  expect(answer.status).toBe(200);
  expect(answer.contentType).toMatch(/^text\/xml/);
  const recordingSid = newSid('RE');
  const served = standIn().serve(`/Recordings/${recordingSid}.wav`, wav(), 'audio/x-wav');
  const recordingUrl = served.slice(0, -'.wav'.length);
  const recording: Form = {
    AccountSid: standIn().accountSid,
    CallSid: callSid,
    RecordingSid: recordingSid,
    RecordingUrl: recordingUrl,
    RecordingStatus: 'completed',
    RecordingDuration: '4',
    RecordingChannels: '1',
    RecordingSource: 'RecordVerb',
  };
  const transcription = (text: string): Form => ({
    AccountSid: standIn().accountSid,
    ApiVersion: '2010-04-01',
    CallSid: callSid,
    CallStatus: 'completed',
    Direction: 'inbound',
    From: `+${OUTSIDE}`,
    To: `+${account.number}`,
    RecordingSid: recordingSid,
    RecordingUrl: recordingUrl,
    TranscriptionSid: newSid('TR'),
    TranscriptionStatus: 'completed',
    TranscriptionText: text,
  });
  return {
    twiml: answer.body,
    postRecording: () =>
      standIn().post(twimlAttribute(answer.body, 'Record', 'recordingStatusCallback')!, recording),
    postTranscription: (text: string) =>
      standIn().post(twimlAttribute(answer.body, 'Record', 'transcribeCallback')!, transcription(text)),
  };
}

describe('Twilio webhooks: inbound messages', () => {
  it('stores an SMS delivered three times out of order once, pushes it to the owner once, and answers empty TwiML', async () => {
    const bob = await accountWithNumber(t.app);
    const socket = await connect(bob);
    const pushed = collectMessages(socket);
    const first = standIn().inboundForm({ from: `+${OUTSIDE}`, to: `+${bob.number}`, body: 'First' });
    const second = standIn().inboundForm({ from: `+${OUTSIDE}`, to: `+${bob.number}`, body: 'Second' });

    const answers = await Promise.all([postMessage(second), postMessage(first), postMessage(first)]);
    answers.push(await postMessage(first), await postMessage(second));
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 200, body: EMPTY_TWIML });
      expect(answer.contentType).toMatch(/^text\/xml/);
    }
    const rows = await rowsOf(t.app, bob.id);
    expect(rows.map((row) => row.text).sort()).toEqual(['First', 'Second']);
    expect(
      rows.every((row) => row.direction === 'in' && row.other_full === OUTSIDE && row.type === 'sms'),
    ).toBe(true);
    await eventually(async () => (pushed.length >= 2 ? pushed : undefined), 'two pushes');
    await settle();
    expect(pushed.map((payload: ReceiveMessagePayload) => payload.text).sort()).toEqual(['First', 'Second']);
  });

  it('stores an MMS with its picture fetched from Twilio with the account’s credentials', async () => {
    const bob = await accountWithNumber(t.app);
    const picture = standIn().serve(
      `/Messages/${newSid('MM')}/Media/${newSid('ME')}`,
      await png(),
      'image/png',
    );
    const form = standIn().inboundForm({
      from: `+${OUTSIDE}`,
      to: `+${bob.number}`,
      body: 'A picture',
      media: [{ url: picture, contentType: 'image/png' }],
    });
    expect((await postMessage(form)).status).toBe(200);
    const row = await rowWhen(t.app, bob.id, () => true);
    expect(row).toMatchObject({ type: 'mms', text: 'A picture' });
    const stored = await t.app.inject({
      method: 'GET',
      url: row.media,
      headers: { [AUTH_HEADER]: bob.token },
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/png');
  });

  it('refuses a forged or tampered webhook with 403 and stores nothing', async () => {
    const bob = await accountWithNumber(t.app);
    const form = standIn().inboundForm({ from: `+${OUTSIDE}`, to: `+${bob.number}`, body: 'Forged' });
    const address = standIn().publicAddress(TWILIO_PATHS.message);
    expect((await standIn().post(address, form, 'not-the-auth-token')).status).toBe(403);

    // Signed for the form as it was, then changed on the way.
    const signature = twilio.getExpectedTwilioSignature(standIn().authToken, address, form);
    const tampered = await fetch(`${t.baseUrl}${TWILIO_PATHS.message}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      body: new URLSearchParams({ ...(form as Record<string, string>), Body: 'Changed' }).toString(),
    });
    expect(tampered.status).toBe(403);
    const unsigned = await fetch(`${t.baseUrl}${TWILIO_PATHS.message}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form as Record<string, string>).toString(),
    });
    expect(unsigned.status).toBe(403);
    // Signed over another public address than the one it was posted to.
    const elsewhere = twilio.getExpectedTwilioSignature(
      standIn().authToken,
      `https://elsewhere.example${TWILIO_PATHS.message}`,
      form,
    );
    const moved = await fetch(`${t.baseUrl}${TWILIO_PATHS.message}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': elsewhere },
      body: new URLSearchParams(form as Record<string, string>).toString(),
    });
    expect(moved.status).toBe(403);
    await settle();
    expect(await rowsOf(t.app, bob.id)).toEqual([]);
  });
});

describe('Twilio webhooks: what cannot be stored', () => {
  it('acknowledges a message for a number nobody owns without storing it, and refuses an unreadable form with 400', async () => {
    const bob = await accountWithNumber(t.app);
    const stray = standIn().inboundForm({ from: `+${OUTSIDE}`, to: '+19995550100', body: 'Nobody here' });
    expect(await postMessage(stray)).toMatchObject({ status: 200, body: EMPTY_TWIML });
    const unreadable = standIn().inboundForm({ from: 'not a number', to: `+${bob.number}`, body: 'Hi' });
    const refused = await postMessage(unreadable);
    expect(refused.status).toBe(400);
    expect(refused.body).toBe('From: must be a phone number');
    expect(await rowsOf(t.app, bob.id)).toEqual([]);
  });
});

describe('Twilio webhooks: voicemail', () => {
  it('answers a call with a recording, and stores one voicemail with its transcript whichever callback comes first', async () => {
    const bob = await accountWithNumber(t.app);
    const pushed = collectMessages(await connect(bob));
    const call = await callVoicemail(bob);
    expect(call.twiml).toContain('<Record');
    expect(twimlAttribute(call.twiml, 'Record', 'transcribe')).toBe('true');

    const answers = [
      await call.postTranscription('Call me back about the keys'),
      await call.postRecording(),
      await call.postRecording(),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const rows = await rowsOf(t.app, bob.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'voicemail',
      direction: 'in',
      other_full: OUTSIDE,
      carrier_transcript: 'Call me back about the keys',
    });
    const audio = await t.app.inject({
      method: 'GET',
      url: rows[0]!.media,
      headers: { [AUTH_HEADER]: bob.token },
    });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    await eventually(async () => (pushed.length > 0 ? pushed : undefined), 'the voicemail push');
    expect(pushed[0]).toMatchObject({ msgType: 'voicemail', stt: 'Call me back about the keys' });

    const done = await standIn().post(twimlAttribute(call.twiml, 'Record', 'action')!, {
      CallSid: newSid('CA'),
    });
    expect(done.body).toContain('<Hangup/>');
  });

  it('adds a transcript arriving after its recording to the stored voicemail and tells the owner', async () => {
    const bob = await accountWithNumber(t.app);
    const socket = await connect(bob);
    const call = await callVoicemail(bob);
    expect((await call.postRecording()).status).toBe(200);
    const row = await rowWhen(t.app, bob.id, () => true);
    expect(row.carrier_transcript).toBeNull();
    const told = nextTranscript(socket);
    expect((await call.postTranscription('Running late')).status).toBe(200);
    expect(await told).toEqual(expect.objectContaining({ smsId: row.sms_id, stt: 'Running late' }));
    expect((await call.postTranscription('Running late')).status).toBe(200);
    const rows = await rowsOf(t.app, bob.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.carrier_transcript).toBe('Running late');
  });

  it('answers a caller who withholds the number with busy, not an application error', async () => {
    const bob = await accountWithNumber(t.app);
    for (const from of ['anonymous', '+266696687', 'Restricted']) {
      const answer = await standIn().post(standIn().publicAddress(TWILIO_PATHS.voice), {
        CallSid: newSid('CA'),
        From: from,
        To: `+${bob.number}`,
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('<Reject reason="busy"/>');
    }
    expect(await rowsOf(t.app, bob.id)).toEqual([]);
  });

  it('rejects a call to a number nobody owns', async () => {
    const answer = await standIn().post(standIn().publicAddress(TWILIO_PATHS.voice), {
      CallSid: newSid('CA'),
      From: `+${OUTSIDE}`,
      To: '+19995550100',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<Reject reason="busy"/>');
  });
});
