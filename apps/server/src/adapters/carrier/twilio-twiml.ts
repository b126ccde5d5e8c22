import twilio from 'twilio';

/** The content type of every TwiML answer. */
export const TWIML_CONTENT_TYPE = 'text/xml; charset=utf-8';

/** Longest voicemail recorded, in seconds (two minutes, as answering machines commonly allow). */
const VOICEMAIL_MAX_SECONDS = 120;

/** The answer to an inbound message: received, nothing to send back. */
export function emptyTwiml(): string {
  return new twilio.twiml.MessagingResponse().toString();
}

/**
 * The answer to a call for a number of this service: record a voicemail after the beep, have
 * Twilio transcribe it, and report both to the callbacks given; then `action` is asked what comes
 * next (without one Twilio would ask the call's own webhook again and record once more).
 */
export function voicemailTwiml(urls: { recording: string; transcription: string; action: string }): string {
  const response = new twilio.twiml.VoiceResponse();
  response.record({
    action: urls.action,
    method: 'POST',
    maxLength: VOICEMAIL_MAX_SECONDS,
    playBeep: true,
    recordingStatusCallback: urls.recording,
    recordingStatusCallbackMethod: 'POST',
    recordingStatusCallbackEvent: ['completed'],
    transcribe: true,
    transcribeCallback: urls.transcription,
  });
  return response.toString();
}

/** The answer once the voicemail is recorded: end the call. */
export function hangUpTwiml(): string {
  const response = new twilio.twiml.VoiceResponse();
  response.hangup();
  return response.toString();
}

/** The answer to a call for a number nobody here owns: refuse it as busy lines do. */
export function rejectTwiml(): string {
  const response = new twilio.twiml.VoiceResponse();
  response.reject({ reason: 'busy' });
  return response.toString();
}
