import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PromptRepository } from '../storage/repositories/prompts.ts';

/** Where a weekly question's unsubscribe link goes (no sign-in: the token is the proof). */
export const UNSUBSCRIBE_PATH = '/api/prompt-schedule/unsubscribe';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The weekly e-mail's unsubscribe token: base64url(archiveId.email), a dot, and an HMAC-SHA256 of
 * "unsubscribe:{archiveId}:{email}" under a key every instance shares (server_secrets). The purpose
 * is part of what is signed, so a signature made for anything else never verifies here.
 */
export function createUnsubscribeLinks(prompts: PromptRepository) {
  let key: Promise<Buffer> | null = null;
  const signingKey = () => {
    key ??= prompts.secret('unsubscribe-links').catch((err: unknown) => {
      key = null;
      throw err;
    });
    return key;
  };
  const sign = async (archiveId: string, email: string) => createHmac('sha256', await signingKey()).update(`unsubscribe:${archiveId}:${email}`).digest();

  return {
    async token(archiveId: string, email: string): Promise<string> {
      return `${Buffer.from(`${archiveId}.${email}`).toString('base64url')}.${(await sign(archiveId, email)).toString('base64url')}`;
    },

    /** The archive and address a token was made for; null when it is malformed or forged. */
    async verify(token: string): Promise<{ archiveId: string; email: string } | null> {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length) return null;
      const decoded = Buffer.from(payload, 'base64url').toString();
      const dot = decoded.indexOf('.');
      const archiveId = decoded.slice(0, dot);
      const email = decoded.slice(dot + 1);
      if (dot < 0 || !UUID.test(archiveId) || !email) return null;
      const expected = await sign(archiveId, email);
      const given = Buffer.from(signature, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected) ? { archiveId, email } : null;
    },
  };
}
export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
