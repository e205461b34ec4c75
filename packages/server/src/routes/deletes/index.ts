import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conversationParamsSchema,
  type DeleteAccountResponse,
  deleteAccountResponseSchema,
  type DeleteArchiveResponse,
  deleteArchiveResponseSchema,
  type DeleteResponse,
  deleteResponseSchema,
  followUpItemParamsSchema,
  memoryParamsSchema,
  type OkResponse,
  okResponseSchema,
  storyParamsSchema,
} from '@kinstory/contract';
import { perUserPerMinute } from '../../plugins/limits.ts';
import type { FamilyService } from '../../services/family.ts';
import { answers } from '../openapi.ts';

const tags = ['Deletes'];
const deleted = answers({ 200: deleteResponseSchema });

/** Deletes of one user, counted together: a family tidying up, not a script emptying the archive. */
const DELETES_PER_MINUTE = 60;

/**
 * Deletes (issue #15): a conversation with everything it produced; one story, memory or follow-up
 * item; the caller's account; the whole archive. Who may is checked in services/family.ts.
 */
export default async function deleteRoutes(fastify: FastifyInstance, opts: { family: FamilyService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { family } = opts;
  const config = { rateLimit: perUserPerMinute('deletes', DELETES_PER_MINUTE) };

  const conversationSchema = { summary: 'Delete a conversation and everything it produced', tags, params: conversationParamsSchema, response: deleted };
  app.delete('/api/conversations/:conversationId', { config, schema: conversationSchema }, async (request): Promise<DeleteResponse> => {
    const { conversationId } = request.params;
    return { success: true, deleted: await family.deleteConversation(request.user, conversationId) };
  });

  app.delete('/api/stories/:storyId', { config, schema: { summary: 'Delete a story', tags, params: storyParamsSchema, response: deleted } }, async (request): Promise<DeleteResponse> => {
    const { storyId } = request.params;
    return { success: true, deleted: await family.deleteItem(request.user, 'stories', Number(storyId)) };
  });

  app.delete('/api/memories/:memoryId', { config, schema: { summary: 'Delete a memory', tags, params: memoryParamsSchema, response: deleted } }, async (request): Promise<DeleteResponse> => {
    const { memoryId } = request.params;
    return { success: true, deleted: await family.deleteItem(request.user, 'memories', Number(memoryId)) };
  });

  const factSchema = { summary: 'Delete a follow-up item', tags, params: followUpItemParamsSchema, response: deleted };
  app.delete('/api/loose-facts/:factId', { config, schema: factSchema }, async (request): Promise<DeleteResponse> => {
    const { factId } = request.params;
    return { success: true, deleted: await family.deleteItem(request.user, 'loose_facts', Number(factId)) };
  });

  const accountSchema = { summary: "Delete the caller's account (and the archive, for its last admin)", tags, response: answers({ 200: deleteAccountResponseSchema }) };
  app.delete('/api/user', { config, schema: accountSchema }, async (request): Promise<DeleteAccountResponse> => family.deleteAccount(request.user));

  const archiveSchema = { summary: 'Delete the whole archive (its admin)', tags, response: answers({ 200: deleteArchiveResponseSchema }) };
  app.delete('/api/archive', { config, schema: archiveSchema }, async (request): Promise<DeleteArchiveResponse> => family.deleteArchive(request.user));

  // Not a delete, but the account page's other way out: the sessions on every device end.
  const signOutSchema = { summary: "End the caller's sessions on every device", tags: ['Account'], response: answers({ 200: okResponseSchema }) };
  app.post('/api/user/sign-out-everywhere', { config, schema: signOutSchema }, async (request): Promise<OkResponse> => {
    await family.signOutEverywhere(request.user);
    return { success: true };
  });
}
