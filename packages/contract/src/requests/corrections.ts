import * as z from 'zod/mini';
import { rowIdSchema, textField } from '../common.ts';
import { significanceLevels, storyThemes } from '../constants.ts';
import { itemStatusSchema } from '../corrections.ts';
import { relationshipSchema } from '../memory.ts';

const required = (name: string, max: number) => textField(name, max).check(z.minLength(1, { error: `${name} must not be empty` }));
const names = (name: string) =>
  z.array(required(name, 200), { error: `${name} must be a list` }).check(z.maxLength(100, { error: `${name} must have at most 100 entries` }));

const atLeastOne = (value: object) => Object.keys(value).length > 0;
const nothingToChange = { error: 'Nothing to change: send at least one field' };

/** PATCH /api/stories/{storyId}: any of the fields, at least one. */
export const storyPatchSchema = z
  .partial(
    z.strictObject({
      title: required('title', 300),
      theme: z.enum(storyThemes, { error: `theme must be one of ${storyThemes.join(', ')}` }),
      summary: textField('summary', 5_000),
      narrative: z.partial(
        z.strictObject({
          people: names('people'),
          dateContext: textField('when', 300),
          place: textField('where', 300),
          actionOrEvent: textField('what', 5_000),
        }),
      ),
      significance: z.partial(
        z.strictObject({
          level: z.enum(significanceLevels, { error: `significance level must be one of ${significanceLevels.join(', ')}` }),
          reason: textField('significance reason', 2_000),
        }),
      ),
      status: itemStatusSchema,
      /** Admins and storytellers only. */
      private: z.boolean({ error: 'private must be true or false' }),
    }),
  )
  .check(z.refine(atLeastOne, nothingToChange));
export type StoryPatch = z.infer<typeof storyPatchSchema>;

/** PATCH /api/memories/{memoryId}: any of the fields, at least one. */
export const memoryPatchSchema = z
  .partial(
    z.strictObject({
      people: names('people'),
      places: names('places'),
      dates: names('dates'),
      relationships: z
        .array(
          z.strictObject({ ...relationshipSchema.shape, from: textField('from', 200), to: required('to', 200), relation: required('relation', 100) }),
          { error: 'relationships must be a list' },
        )
        .check(z.maxLength(100, { error: 'relationships must have at most 100 entries' })),
      status: itemStatusSchema,
    }),
  )
  .check(z.refine(atLeastOne, nothingToChange));
export type MemoryPatch = z.infer<typeof memoryPatchSchema>;

/** POST /api/stories/{storyId}/revisions/{revisionId}/undo (and the same for memories). */
export const revisionParamsSchema = z.object({ revisionId: rowIdSchema });
