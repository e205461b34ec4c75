import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type MemberListResponse,
  memberListResponseSchema,
  memberParamsSchema,
  type OkResponse,
  okResponseSchema,
  type UpdateMemberRoleResponse,
  updateMemberRoleRequestSchema,
  updateMemberRoleResponseSchema,
} from '@kinstory/contract';
import { perUserPerMinute } from '../../plugins/limits.ts';
import type { FamilyService } from '../../services/family.ts';
import { answers } from '../openapi.ts';

const tags = ['Members'];

/** An admin's changes to members, counted together. */
const MEMBER_CHANGES_PER_MINUTE = 30;

/** GET /api/members (every member: names and roles; admins: e-mails too), and an admin's role changes and removals. */
export default async function memberRoutes(fastify: FastifyInstance, opts: { family: FamilyService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { family } = opts;
  const writeLimit = { rateLimit: perUserPerMinute('members', MEMBER_CHANGES_PER_MINUTE) };

  const listSchema = { summary: "The archive's members: names and roles (admins: e-mails too)", tags, response: answers({ 200: memberListResponseSchema }) };
  app.get('/api/members', { schema: listSchema }, async (request): Promise<MemberListResponse> => ({ members: await family.listMembers(request.user) }));

  const roleSchema = { summary: "Change a member's role (admins)", tags, params: memberParamsSchema, body: updateMemberRoleRequestSchema, response: answers({ 200: updateMemberRoleResponseSchema }) };
  app.patch('/api/members/:uid', { config: writeLimit, schema: roleSchema }, async (request): Promise<UpdateMemberRoleResponse> => {
    const { uid } = request.params;
    const { role } = request.body;
    return { success: true, member: await family.changeRole(request.user, uid, role) };
  });

  const removeSchema = { summary: 'Remove a member from the archive (admins)', tags, params: memberParamsSchema, response: answers({ 200: okResponseSchema }) };
  app.delete('/api/members/:uid', { config: writeLimit, schema: removeSchema }, async (request): Promise<OkResponse> => {
    const { uid } = request.params;
    await family.removeMember(request.user, uid);
    return { success: true };
  });
}
