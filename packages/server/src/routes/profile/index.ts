import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type MemberRole,
  type Profile,
  profileSchema,
  type ProfileUpdate,
  profileUpdateResponseSchema,
  profileUpdateSchema,
} from '@kinstory/contract';
import { HttpError } from '../../http.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Repositories } from '../../plugins/db.ts';
import type { ArchiveFields } from '../../storage/repositories/archives.ts';
import { forbidden, may } from '../../services/access.ts';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import { answers } from '../openapi.ts';

const tags = ['Account'];

async function loadProfile(repos: Repositories, user: AuthUser): Promise<Profile> {
  const [row, membership] = await Promise.all([repos.archives.findUser(user.uid), repos.archives.findMembership(user.uid)]);
  const archive = membership ? await repos.archives.findArchive(membership.archiveId) : undefined;
  return {
    persona: membership?.role ?? null,
    userName: row?.user_name ?? null,
    name: row?.user_name ?? null,
    email: row?.email ?? user.email,
    subjectName: archive?.subject_name ?? null,
    subjectRelation: archive?.subject_relation ?? null,
    initialTopics: archive ? (JSON.parse(archive.initial_topics) as string[]) : [],
  };
}

function archiveFields(update: ProfileUpdate): ArchiveFields | null {
  const fields: ArchiveFields = {
    ...(update.subjectName !== undefined ? { subject_name: update.subjectName } : {}),
    ...(update.subjectAge !== undefined ? { subject_age: update.subjectAge } : {}),
    ...(update.subjectRelation !== undefined ? { subject_relation: update.subjectRelation } : {}),
    ...(update.initialTopics !== undefined ? { initial_topics: update.initialTopics } : {}),
  };
  return Object.keys(fields).length ? fields : null;
}

/**
 * Persona changes. The persona is the member's role, and roles are given by an archive's admin
 * (through invitations), never taken:
 * - a user without an archive may only become `admin`, which creates their own archive (onboarding);
 * - a member may re-send their current role (`elderly` counts as `storyteller`) but not change it,
 *   so nobody can promote themselves or leave an archive without its admin.
 */
function checkPersona(requested: ProfileUpdate['persona'], current: MemberRole | undefined): void {
  if (requested === undefined) return;
  const wanted: MemberRole = requested === 'elderly' ? 'storyteller' : requested;
  if (current === undefined && wanted !== 'admin') {
    throw new HttpError(403, 'Join a family archive through an invitation to take this role');
  }
  if (current !== undefined && wanted !== current) {
    throw new HttpError(403, 'Your role in this archive is set by its admin');
  }
}

export default async function profileRoutes(fastify: FastifyInstance, opts: { limits: Limits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { repos } = app;
  const writeLimit = { rateLimit: perUserPerMinute('profile', opts.limits.profilePerMinute) };

  app.get('/api/user/profile', { schema: { summary: "The caller's profile: name, role, archive", tags, response: answers({ 200: profileSchema }) } }, async (request) => loadProfile(repos, request.user));

  const updateSchema = {
    summary: "Save the caller's name, or (first time) create their archive",
    tags,
    body: profileUpdateSchema,
    response: answers({ 200: profileUpdateResponseSchema }),
  };
  app.put('/api/user/profile', { config: writeLimit, schema: updateSchema }, async (request) => {
    const update = request.body;
    const { uid, email } = request.user;
    await repos.archives.transaction(async (tx) => {
      // The user's row first: the upsert locks it (PostgreSQL), so two first saves by the same user
      // run one after the other and the second sees the archive the first made.
      const userName = update.userName ?? update.name;
      await repos.archives.upsertUser(uid, { email, ...(userName !== undefined ? { user_name: userName } : {}) }, tx);
      const membership = await repos.archives.findMembership(uid, tx);
      checkPersona(update.persona, membership?.role);
      const fields = archiveFields(update);
      if (fields && membership && !may.editArchive(membership.role)) throw forbidden();
      // Saving the onboarding fields (or persona admin) creates the caller's archive, with them as admin.
      if (!membership && (fields || update.persona !== undefined)) {
        await repos.archives.createArchive(uid, fields ?? {}, tx);
      } else if (membership && fields) {
        await repos.archives.updateArchive(membership.archiveId, fields, tx);
      }
    });
    return { success: true as const, profile: await loadProfile(repos, request.user) };
  });
}
