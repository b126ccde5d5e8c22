/** One mail to one person. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; throws when the mail could not be handed over. */
export interface Mailer {
  /** Short name for logs. */
  readonly name: string;
  /** Hands one mail over. */
  send(message: MailMessage): Promise<void>;
}

/** One text message to an outside phone, full digits with the calling code. */
export interface TextMessage {
  to: string;
  text: string;
}

/** Sends a text to an outside phone (verification codes). */
export interface TextSender {
  /** Hands one text over. */
  send(message: TextMessage): Promise<void>;
}
