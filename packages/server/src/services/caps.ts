import { HttpError } from '../http.ts';
import type { Limits } from '../limits.ts';
import type { Repositories } from '../plugins/db.ts';

export const conversationFullText = (max: number) =>
  `This conversation is full (at most ${max} messages): please start a new conversation to go on.`;
export const archiveFullText = (max: number) =>
  `This family archive has reached its limit of ${max} conversations: please continue in an existing conversation.`;

/**
 * The size caps of what a user may store (Limits): a message into a conversation that is full is
 * refused with 413, a new conversation in an archive that holds the most it may with 429. Each text
 * says what to do instead; the chat shows it. Checked before the write and not counted in its
 * transaction: two writes at the same moment may pass one over the cap, which is harmless for a
 * cap that only bounds growth.
 */
export async function checkRoomFor(
  repos: Repositories,
  limits: Limits,
  target: { conversationId: string; exists: boolean; archiveId: string },
): Promise<void> {
  if (target.exists) {
    if ((await repos.limits.conversationMessages(target.conversationId)) >= limits.maxMessagesPerConversation) {
      throw new HttpError(413, conversationFullText(limits.maxMessagesPerConversation));
    }
  } else if ((await repos.limits.archiveConversations(target.archiveId)) >= limits.maxConversationsPerArchive) {
    throw new HttpError(429, archiveFullText(limits.maxConversationsPerArchive));
  }
}
