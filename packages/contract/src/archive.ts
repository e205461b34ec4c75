import * as z from 'zod/mini';
import { memberSchema } from './members.ts';
import { archiveSettingsSchema } from './voice.ts';

/** GET /api/archive: the subject and the members. */
export const archiveResponseSchema = z.object({
  archive: z.object({
    id: z.string(),
    subjectName: z.nullable(z.string()),
    subjectAge: z.nullable(z.int()),
    subjectRelation: z.nullable(z.string()),
    initialTopics: z.array(z.string()),
    created_at: z.string(),
  }),
  settings: archiveSettingsSchema,
  /** E-mails for admins only, as GET /api/members. */
  members: z.array(memberSchema),
});
export type ArchiveResponse = z.infer<typeof archiveResponseSchema>;
