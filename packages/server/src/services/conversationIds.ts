import { createHash } from 'node:crypto';
import { conversationIdSchema, DEFAULT_CONVERSATION_ID } from '@kinstory/contract';
import { HttpError } from '../http.ts';

/** A name-based UUID (version 5 layout, sha256): the same name always gives the same id. */
export function nameBasedUuid(name: string): string {
  const h = createHash('sha256').update(name).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * SPEC §7's conversationId 'default' (POST /chat and GET /events) names one stable conversation per
 * user: a name-based UUID from the user's uid, so the other routes, which take UUIDs, reach it too.
 * Any other id must be a UUID.
 */
export function defaultConversationId(uid: string): string {
  return nameBasedUuid(`kinstory:default-conversation:${uid}`);
}

export function resolveConversationId(id: string, uid: string): string {
  if (id === DEFAULT_CONVERSATION_ID) return defaultConversationId(uid);
  const parsed = conversationIdSchema.safeParse(id);
  if (!parsed.success) throw new HttpError(400, 'Invalid body: conversationId: conversationId must be a UUID or "default"');
  return parsed.data;
}
