import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createInvitationRequestSchema, createInvitationResponseSchema, invitationListResponseSchema, invitationParamsSchema, invitationSchema } from '@kinstory/contract';
import { HttpError } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import { forbidden, may, membershipOf } from '../../services/access.ts';
import { createInvitation } from '../../services/invitations.ts';
import { toInvitation } from '../../storage/repositories/invitations.ts';
import { answers } from '../openapi.ts';

const tags = ['Invitations'];

/** Invitations: create (and e-mail, when it has an address), list, revoke. Admins only. */
export default async function invitationRoutes(fastify: FastifyInstance, opts: { limits: Limits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { repos } = app;
  // Creating and revoking share one count: both are an admin's writes.
  const writeLimit = { rateLimit: perUserPerMinute('invitations', opts.limits.invitationsPerMinute) };

  async function adminMembership(request: { user: { uid: string; email: string | null } }) {
    const membership = await membershipOf(repos, request.user);
    if (!membership || !may.manageInvitations(membership.role)) throw forbidden();
    return membership;
  }

  const createSchema = {
    summary: 'Invite someone to the archive (and e-mail them, given an address)',
    tags,
    body: createInvitationRequestSchema,
    response: answers({ 201: createInvitationResponseSchema }),
  };
  app.post('/api/invitations', { config: writeLimit, schema: createSchema }, async (request, reply) => {
    const input = request.body;
    const membership = await adminMembership(request);
    const created = await createInvitation(repos, membership.archiveId, request.user.uid, input);
    // Its e-mail is a job: every instance's runner is woken (a runner's poll finds it anyway).
    if (created.invitation.email) await app.store.signals.notify('kinstory_jobs', created.invitation.id).catch(() => undefined);
    return reply.code(201).send(created);
  });

  app.get('/api/invitations', { schema: { summary: "The archive's invitations", tags, response: answers({ 200: invitationListResponseSchema }) } }, async (request) => {
    const membership = await adminMembership(request);
    const at = new Date().toISOString();
    return { invitations: (await repos.invitations.listForArchive(membership.archiveId)).map((r) => toInvitation(r, at)) };
  });

  const revokeSchema = {
    summary: 'Revoke an invitation',
    tags,
    params: invitationParamsSchema,
    response: answers({ 200: z.object({ success: z.literal(true), invitation: invitationSchema }) }),
  };
  app.delete('/api/invitations/:id', { config: writeLimit, schema: revokeSchema }, async (request) => {
    const { id } = request.params;
    const membership = await adminMembership(request);
    const row = await repos.invitations.revoke(membership.archiveId, id);
    if (!row) throw new HttpError(404, 'Invitation not found');
    return { success: true as const, invitation: toInvitation(row) };
  });
}
