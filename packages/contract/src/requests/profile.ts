import { z } from 'zod';
import { STORYTELLER_AGE_MAX, STORYTELLER_AGE_MIN } from '../constants.ts';
import { personaSchema } from '../profile.ts';

const shortText = z.string().trim().min(1).max(200);
export const ageSchema = z.number().int().min(STORYTELLER_AGE_MIN).max(STORYTELLER_AGE_MAX);

/** PUT /api/user/profile: a partial profile. Unknown fields are refused. */
export const profileUpdateSchema = z
  .object({
    persona: personaSchema,
    userName: shortText,
    name: shortText,
    subjectName: shortText,
    subjectAge: ageSchema.nullable(),
    subjectRelation: z.string().trim().max(100).nullable(),
    initialTopics: z.array(z.string().trim().min(1).max(200)).max(50),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
