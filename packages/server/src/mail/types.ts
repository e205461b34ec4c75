/**
 * Mail that leaves the server (issue #20): the weekly question, invitations and sign-in links.
 * Sent through SMTP (`SMTP_URL`, nodemailer) or, when that is unset, written to the outbox folder
 * (`./data/outbox/*.eml`) that a dev page lists, so `npm start` shows the whole flow with no keys.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** A stable Message-ID (`<…@…>`): a resend of the same mail after a crash carries the same one, so receivers can drop it. */
  messageId?: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  /** 'smtp' with SMTP_URL, else 'outbox'. */
  readonly mode: 'smtp' | 'outbox';
  /** Resolves once the SMTP server accepted it (or the .eml file is written); rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
}

/** A rendered e-mail: its subject, HTML part and plain-text part. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface WeeklyQuestionMail {
  /** The storyteller's name as the archive knows it ("Rose"). */
  storytellerName: string;
  question: string;
  /** The sign-in link that lands on the question (SIGN_IN_LINK_PATH … continuing to PROMPT_ANSWER_PATH/{sendId}). */
  answerUrl: string;
  /** Signed, single-purpose; works without signing in. */
  unsubscribeUrl: string;
}
