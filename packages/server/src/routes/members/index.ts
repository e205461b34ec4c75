import type { FastifyInstance } from 'fastify';
import {
  type MemberListResponse,
  memberParamsSchema,
  type OkResponse,
  type UpdateMemberRoleResponse,
  updateMemberRoleRequestSchema,
} from '@kinstory/contract';
import { parse } from '../../http.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import type { FamilyService } from '../../services/family.ts';

/** An admin's changes to members, counted together. */
const MEMBER_CHANGES_PER_MINUTE = 30;

/** GET /api/members (every member: names and roles; admins: e-mails too), and an admin's role changes and removals. */
export default async function memberRoutes(app: FastifyInstance, opts: { family: FamilyService }) {
  const { family } = opts;
  const writeLimit = { rateLimit: perUserPerMinute('members', MEMBER_CHANGES_PER_MINUTE) };

  app.get('/api/members', async (request): Promise<MemberListResponse> => ({ members: await family.listMembers(request.user) }));

  app.patch('/api/members/:uid', { config: writeLimit }, async (request): Promise<UpdateMemberRoleResponse> => {
    const { uid } = parse(memberParamsSchema, request.params, 'path');
    const { role } = parse(updateMemberRoleRequestSchema, request.body, 'body');
    return { success: true, member: await family.changeRole(request.user, uid, role) };
  });

  app.delete('/api/members/:uid', { config: writeLimit }, async (request): Promise<OkResponse> => {
    const { uid } = parse(memberParamsSchema, request.params, 'path');
    await family.removeMember(request.user, uid);
    return { success: true };
  });
}
