import type { FastifyInstance } from 'fastify';
import { createInvitationRequestSchema, invitationParamsSchema } from '@kinstory/contract';
import { HttpError, parse } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import { forbidden, may, membershipOf } from '../../services/access.ts';
import { createInvitation } from '../../services/invitations.ts';
import { toInvitation } from '../../storage/repositories/invitations.ts';

/** Invitations: create (and e-mail, when it has an address), list, revoke. Admins only. */
export default async function invitationRoutes(app: FastifyInstance, opts: { limits: Limits }) {
  const { repos } = app;
  // Creating and revoking share one count: both are an admin's writes.
  const writeLimit = { rateLimit: perUserPerMinute('invitations', opts.limits.invitationsPerMinute) };

  async function adminMembership(request: { user: { uid: string; email: string | null } }) {
    const membership = await membershipOf(repos, request.user);
    if (!membership || !may.manageInvitations(membership.role)) throw forbidden();
    return membership;
  }

  app.post('/api/invitations', { config: writeLimit }, async (request, reply) => {
    const input = parse(createInvitationRequestSchema, request.body, 'body');
    const membership = await adminMembership(request);
    const created = await createInvitation(repos, membership.archiveId, request.user.uid, input);
    // Its e-mail is a job: every instance's runner is woken (a runner's poll finds it anyway).
    if (created.invitation.email) await app.store.signals.notify('kinstory_jobs', created.invitation.id).catch(() => undefined);
    return reply.code(201).send(created);
  });

  app.get('/api/invitations', async (request) => {
    const membership = await adminMembership(request);
    const at = new Date().toISOString();
    return { invitations: (await repos.invitations.listForArchive(membership.archiveId)).map((r) => toInvitation(r, at)) };
  });

  app.delete('/api/invitations/:id', { config: writeLimit }, async (request) => {
    const { id } = parse(invitationParamsSchema, request.params, 'path');
    const membership = await adminMembership(request);
    const row = await repos.invitations.revoke(membership.archiveId, id);
    if (!row) throw new HttpError(404, 'Invitation not found');
    return { success: true, invitation: toInvitation(row) };
  });
}
