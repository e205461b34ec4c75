import * as z from 'zod/mini';
import { okResponseSchema } from './common.ts';

/** Member roles of an archive (ARCHITECTURE "Who may do what"). */
export const memberRoles = ['admin', 'storyteller', 'contributor', 'viewer'] as const;
export const memberRoleSchema = z.enum(memberRoles);
export type MemberRole = z.infer<typeof memberRoleSchema>;

/** Personas a client may send: the roles plus SPEC §6's alias `elderly` for storyteller. */
export const personas = [...memberRoles, 'elderly'] as const;
export const personaSchema = z.enum(personas, {
  error: `persona must be one of ${personas.join(', ')}`,
});
export type Persona = z.infer<typeof personaSchema>;

/** GET /api/user/profile (SPEC §3 User profile). Fields are null until known. */
export const profileSchema = z.object({
  persona: z.nullable(personaSchema),
  userName: z.nullable(z.string()),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  subjectName: z.nullable(z.string()),
  subjectRelation: z.nullable(z.string()),
  initialTopics: z.array(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

/** Fields whose save creates the family archive (with the caller as admin). */
export const onboardingProfileFields = [
  'userName',
  'subjectName',
  'subjectAge',
  'subjectRelation',
  'initialTopics',
] as const;

export const profileUpdateResponseSchema = z.extend(okResponseSchema, { profile: profileSchema });
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;
