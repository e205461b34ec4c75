import { INVITATION_ACTIVATION_PATH } from '@kinstory/contract';
import { mailFailureReason } from '../mail/mailer.ts';
import { invitationEmail } from '../mail/templates.ts';
import type { Mailer } from '../mail/types.ts';
import type { Repositories } from '../plugins/db.ts';
import type { ClaimedJob } from '../storage/repositories/jobs.ts';
import type { InvitationRow } from '../storage/schema.ts';

/**
 * Mail sent by a durable job (issue #20): an SMTP server that is down or refuses is tried again
 * with backoff (the runner's), and a crash between the request and the send loses nothing.
 */
export const SEND_MAIL_JOB = 'send-mail';
/** With the runner's backoff (1 s doubling to 5 min), about 40 minutes of tries. */
export const SEND_MAIL_MAX_ATTEMPTS = 12;

/**
 * An invitation's e-mail. The mail is made when it is sent, not when it is enqueued: the sign-in
 * link is fresh (they expire), and a failure to make it (Firebase) is retried like one to send it.
 * The token is the one secret here: the invitation's activation page needs it, and only its hash
 * is stored with the invitation, so it is kept until the mail is sent and then forgotten.
 */
interface InvitationMailPayload {
  type: 'invitation';
  invitationId: string;
  token: string;
}

export const invitationMailJob = (invitation: Pick<InvitationRow, 'id'>, token: string) => ({
  kind: SEND_MAIL_JOB,
  key: `invitation:${invitation.id}`,
  payload: { type: 'invitation', invitationId: invitation.id, token } satisfies InvitationMailPayload,
  maxAttempts: SEND_MAIL_MAX_ATTEMPTS,
});

/** Where an invitation's e-mail link lands once signed in: the activation page, with the token. */
export const invitationContinuePath = (token: string) => `${INVITATION_ACTIVATION_PATH}?token=${encodeURIComponent(token)}`;

export interface SendMailDeps {
  repos: Repositories;
  /** Read when a job runs: the app's mailer and sign-in links (decorated after the runner is made). */
  mail: () => { mailer: Mailer; signInLink(email: string, continuePath: string): Promise<string> };
}

/**
 * The 'send-mail' job: makes the mail, sends it, and then marks the job done (its token forgotten)
 * in one transaction. An invitation revoked, accepted or expired meanwhile is not sent. A failure
 * throws a plain reason (kept as the job's last_error; the SMTP server's answer may quote the
 * address), and the runner tries again.
 */
export function createSendMailHandler(deps: SendMailDeps) {
  const { repos } = deps;
  return async function sendMail(job: ClaimedJob): Promise<void> {
    const payload = JSON.parse(job.payload) as Partial<InvitationMailPayload>;
    const invitation = payload.type === 'invitation' && payload.invitationId ? await repos.invitations.find(payload.invitationId) : undefined;
    const usable = invitation && invitation.status === 'pending' && invitation.expires_at > new Date().toISOString() && invitation.email && payload.token;
    if (usable) {
      const { mailer, signInLink } = deps.mail();
      const inviter = await repos.archives.findUser(invitation.created_by);
      const link = await signInLink(invitation.email!, invitationContinuePath(payload.token!)).catch((err: unknown) => {
        throw new Error('The sign-in link could not be made', { cause: err });
      });
      const mail = invitationEmail({ inviterName: inviter?.user_name ?? '', name: invitation.name, role: invitation.role, signInUrl: link });
      try {
        await mailer.send({ to: invitation.email!, ...mail, messageId: `<invitation-${invitation.id}@kinstory>` });
      } catch (err) {
        throw new Error(mailFailureReason(err), { cause: err });
      }
    }
    await repos.transaction(async (tx) => {
      await repos.jobs.complete(job, tx);
      await repos.jobs.forgetPayload(job, tx);
    });
  };
}
