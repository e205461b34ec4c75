import * as z from 'zod/mini';
import { itemStatuses } from './constants.ts';

/**
 * An extracted story or memory starts as a draft; a member who writes confirms it, or discards it
 * (it leaves every list and count, and the change can be undone like any other).
 */
export const itemStatusSchema = z.enum(itemStatuses, { error: `status must be one of ${itemStatuses.join(', ')}` });
export type ItemStatus = z.infer<typeof itemStatusSchema>;

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
  undoes: z.nullable(z.string()),
  /** True once a later revision undid this one. */
  undone: z.boolean(),
});
export type Revision = z.infer<typeof revisionSchema>;

/** GET /api/stories/{storyId}/revisions and /api/memories/{memoryId}/revisions: newest first. */
export const revisionListResponseSchema = z.object({ revisions: z.array(revisionSchema) });
export type RevisionListResponse = z.infer<typeof revisionListResponseSchema>;
