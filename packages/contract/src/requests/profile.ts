import * as z from 'zod/mini';
import { STORYTELLER_AGE_MAX, STORYTELLER_AGE_MIN } from '../constants.ts';
import { personaSchema } from '../profile.ts';

const shortText = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
export const ageSchema = z.int().check(z.gte(STORYTELLER_AGE_MIN), z.lte(STORYTELLER_AGE_MAX));

/** PUT /api/user/profile: a partial profile. Unknown fields are refused. */
export const profileUpdateSchema = z.partial(
  z.strictObject({
    persona: personaSchema,
    userName: shortText,
    name: shortText,
    subjectName: shortText,
    subjectAge: z.nullable(ageSchema),
    subjectRelation: z.nullable(z.string().check(z.trim(), z.maxLength(100))),
    initialTopics: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))).check(z.maxLength(50)),
  }),
);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
