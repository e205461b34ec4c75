import { z } from 'zod';
import { memberRoleSchema } from './profile.ts';

/** GET /api/archive: the subject and the members. */
export const archiveResponseSchema = z.object({
  archive: z.object({
    id: z.string(),
    subjectName: z.string().nullable(),
    subjectAge: z.number().int().nullable(),
    subjectRelation: z.string().nullable(),
    initialTopics: z.array(z.string()),
    created_at: z.string(),
  }),
  members: z.array(
    z.object({
      uid: z.string(),
      name: z.string().nullable(),
      email: z.string().nullable(),
      role: memberRoleSchema,
      joined_at: z.string(),
    }),
  ),
});
export type ArchiveResponse = z.infer<typeof archiveResponseSchema>;
