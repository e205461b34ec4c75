import { z } from 'zod';
import { rowIdSchema, textField } from './common.ts';
import { itemStatuses, significanceLevels, storyThemes } from './constants.ts';
import { relationshipSchema } from './memory.ts';

/**
 * An extracted story or memory starts as a draft; a member who writes confirms it, or discards it
 * (it leaves every list and count, and the change can be undone like any other).
 */
export const itemStatusSchema = z.enum(itemStatuses, { error: `status must be one of ${itemStatuses.join(', ')}` });
export type ItemStatus = z.infer<typeof itemStatusSchema>;

const required = (name: string, max: number) => textField(name, max).min(1, { error: `${name} must not be empty` });
const names = (name: string) =>
  z.array(required(name, 200), { error: `${name} must be a list` }).max(100, { error: `${name} must have at most 100 entries` });

const atLeastOne = (value: object) => Object.keys(value).length > 0;
const nothingToChange = { error: 'Nothing to change: send at least one field' };

/** PATCH /api/stories/{storyId}: any of the fields, at least one. */
export const storyPatchSchema = z
  .object({
    title: required('title', 300),
    theme: z.enum(storyThemes, { error: `theme must be one of ${storyThemes.join(', ')}` }),
    summary: textField('summary', 5_000),
    narrative: z
      .object({
        people: names('people'),
        dateContext: textField('when', 300),
        place: textField('where', 300),
        actionOrEvent: textField('what', 5_000),
      })
      .strict()
      .partial(),
    significance: z
      .object({
        level: z.enum(significanceLevels, { error: `significance level must be one of ${significanceLevels.join(', ')}` }),
        reason: textField('significance reason', 2_000),
      })
      .strict()
      .partial(),
    status: itemStatusSchema,
    /** Admins and storytellers only. */
    private: z.boolean({ error: 'private must be true or false' }),
  })
  .strict()
  .partial()
  .refine(atLeastOne, nothingToChange);
export type StoryPatch = z.infer<typeof storyPatchSchema>;

/** PATCH /api/memories/{memoryId}: any of the fields, at least one. */
export const memoryPatchSchema = z
  .object({
    people: names('people'),
    places: names('places'),
    dates: names('dates'),
    relationships: z
      .array(
        relationshipSchema.extend({ from: textField('from', 200), to: required('to', 200), relation: required('relation', 100) }).strict(),
        { error: 'relationships must be a list' },
      )
      .max(100, { error: 'relationships must have at most 100 entries' }),
    status: itemStatusSchema,
  })
  .strict()
  .partial()
  .refine(atLeastOne, nothingToChange);
export type MemoryPatch = z.infer<typeof memoryPatchSchema>;

/**
 * One change to a story or memory: who made it, when, and the fields it changed, before and after
 * (in the API's spelling; a nested object is kept whole). An undo is a revision too (`undoes`).
 */
export const revisionSchema = z.object({
  id: z.string(),
  at: z.string(),
  by: z.object({ uid: z.string(), name: z.string() }),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  /** The revision this one undid, if it is an undo. */
  undoes: z.string().nullable(),
  /** True once a later revision undid this one. */
  undone: z.boolean(),
});
export type Revision = z.infer<typeof revisionSchema>;

/** GET /api/stories/{storyId}/revisions and /api/memories/{memoryId}/revisions: newest first. */
export const revisionListResponseSchema = z.object({ revisions: z.array(revisionSchema) });
export type RevisionListResponse = z.infer<typeof revisionListResponseSchema>;

/** POST /api/stories/{storyId}/revisions/{revisionId}/undo (and the same for memories). */
export const revisionParamsSchema = z.object({ revisionId: rowIdSchema });
