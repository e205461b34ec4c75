import * as z from 'zod/mini';
import { contentCountsSchema, okResponseSchema } from './common.ts';
import { itemStatusSchema } from './corrections.ts';
import { bookOrders } from './constants.ts';

/**
 * The keepsakes that leave the app (issue #16): the printed book, the complete export, the family
 * tree. Every member gets them as they may see the archive (ARCHITECTURE "Who may do what").
 */

/** A story as the book page offers it, and as a chapter of the plan. */
export const bookStorySchema = z.object({
  storyId: z.string(),
  title: z.string(),
  theme: z.string(),
  /** The narrative's when and where: "the winter of 1947 · Cork"; '' when neither is known. */
  whenWhere: z.string(),
  status: itemStatusSchema,
  private: z.boolean(),
});
export type BookStory = z.infer<typeof bookStorySchema>;

/** POST /api/archive/book/plan: the book as it would be printed, for the preview. */
export const bookPlanSchema = z.object({
  title: z.string(),
  storyteller: z.string(),
  dedication: z.string(),
  order: z.enum(bookOrders),
  largePrint: z.boolean(),
  /** In the book's order. */
  chapters: z.array(bookStorySchema),
  /** Every story the reader may put in (confirmed ones first chosen by default). */
  available: z.array(bookStorySchema),
});
export type BookPlan = z.infer<typeof bookPlanSchema>;

/** POST /api/archive/import answers 201 with what it brought in. */
export const archiveImportResponseSchema = z.extend(okResponseSchema, {
  imported: z.extend(contentCountsSchema, { recordings: z.int() }),
});
export type ArchiveImportResponse = z.infer<typeof archiveImportResponseSchema>;

export const keepsakeTexts = {
  importNotEmpty: 'Import goes into an archive with no stories or conversations yet. This archive already has some.',
  importNotOurs: 'This file is not a Kinstory export (no archive.json of a version this server reads).',
  importMalformed: 'This file is damaged or not a zip file.',
  importTooLarge: 'This file is too large to import.',
} as const;
