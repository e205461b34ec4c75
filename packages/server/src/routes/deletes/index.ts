import type { FastifyInstance } from 'fastify';
import {
  conversationParamsSchema,
  type DeleteAccountResponse,
  type DeleteArchiveResponse,
  type DeleteResponse,
  looseFactParamsSchema,
  memoryParamsSchema,
  type OkResponse,
  storyParamsSchema,
} from '@kinstory/contract';
import { parse } from '../../http.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import type { FamilyService } from '../../services/family.ts';

/** Deletes of one user, counted together: a family tidying up, not a script emptying the archive. */
const DELETES_PER_MINUTE = 60;

/**
 * Deletes (issue #15): a conversation with everything it produced; one story, memory or follow-up
 * item; the caller's account; the whole archive. Who may is checked in services/family.ts.
 */
export default async function deleteRoutes(app: FastifyInstance, opts: { family: FamilyService }) {
  const { family } = opts;
  const config = { rateLimit: perUserPerMinute('deletes', DELETES_PER_MINUTE) };

  app.delete('/api/conversations/:conversationId', { config }, async (request): Promise<DeleteResponse> => {
    const { conversationId } = parse(conversationParamsSchema, request.params, 'path');
    return { success: true, deleted: await family.deleteConversation(request.user, conversationId) };
  });

  app.delete('/api/stories/:storyId', { config }, async (request): Promise<DeleteResponse> => {
    const { storyId } = parse(storyParamsSchema, request.params, 'path');
    return { success: true, deleted: await family.deleteItem(request.user, 'stories', Number(storyId)) };
  });

  app.delete('/api/memories/:memoryId', { config }, async (request): Promise<DeleteResponse> => {
    const { memoryId } = parse(memoryParamsSchema, request.params, 'path');
    return { success: true, deleted: await family.deleteItem(request.user, 'memories', Number(memoryId)) };
  });

  app.delete('/api/loose-facts/:factId', { config }, async (request): Promise<DeleteResponse> => {
    const { factId } = parse(looseFactParamsSchema, request.params, 'path');
    return { success: true, deleted: await family.deleteItem(request.user, 'loose_facts', Number(factId)) };
  });

  app.delete('/api/user', { config }, async (request): Promise<DeleteAccountResponse> => family.deleteAccount(request.user));

  app.delete('/api/archive', { config }, async (request): Promise<DeleteArchiveResponse> => family.deleteArchive(request.user));

  // Not a delete, but the account page's other way out: the sessions on every device end.
  app.post('/api/user/sign-out-everywhere', { config }, async (request): Promise<OkResponse> => {
    await family.signOutEverywhere(request.user);
    return { success: true };
  });
}
