import * as z from 'zod/mini';
import { rowIdSchema } from '../common.ts';
import { bookOrders } from '../constants.ts';
import { itemStatusSchema } from '../corrections.ts';

/**
 * POST /api/archive/book/plan and POST /api/archive/book.pdf. `storyIds` absent: every confirmed
 * story the reader may see; given: those stories (drafts and private ones included where the reader
 * may see them; they are marked in the book).
 */
export const bookRequestSchema = z.strictObject({
  /** Default "The Stories of {storyteller}". */
  title: z.optional(
    z
      .string()
      .check(z.trim(), z.minLength(1, { error: 'title must not be blank' }), z.maxLength(200, { error: 'title must be at most 200 characters' })),
  ),
  dedication: z._default(z.string().check(z.trim(), z.maxLength(2_000, { error: 'dedication must be at most 2,000 characters' })), ''),
  order: z._default(z.enum(bookOrders, { error: `order must be one of ${bookOrders.join(', ')}` }), 'chronology'),
  /** 16 pt body text instead of 11.5 pt. */
  largePrint: z._default(z.boolean(), false),
  storyIds: z.optional(z.array(rowIdSchema).check(z.maxLength(2_000, { error: 'at most 2,000 stories' }))),
});
export type BookRequest = z.input<typeof bookRequestSchema>;
export type BookOptions = z.output<typeof bookRequestSchema>;

/** The version of archive.json this server writes and reads (GET /api/archive/export, POST …/import). */
export const ARCHIVE_EXPORT_VERSION = 1;

const exportMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  created_at: z.string(),
  complete: z.boolean(),
  awaiting_transcript: z.boolean(),
  /** The recording's file in the zip (audio/…), or null. */
  audio: z.nullable(z.string()),
});

const exportRevisionSchema = z.object({
  id: z.string(),
  by: z.nullable(z.string()),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  undoes: z.nullable(z.string()),
  created_at: z.string(),
});

/** What the export keeps of every memory and story besides its own content: its links, its status, its changes. */
const exportExtractionSchema = z.object({
  id: z.string(),
  conversation_id: z.nullable(z.string()),
  source_message_id: z.nullable(z.string()),
  status: itemStatusSchema,
  created_at: z.string(),
  revisions: z.array(exportRevisionSchema),
});

/**
 * archive.json, the heart of the export (described in the README). Ids are the exporting server's;
 * an import gives new ones and keeps every link between them.
 */
export const archiveExportSchema = z.object({
  format: z.literal('kinstory-archive'),
  version: z.literal(ARCHIVE_EXPORT_VERSION),
  exported_at: z.string(),
  archive: z.object({
    subject_name: z.nullable(z.string()),
    subject_age: z.nullable(z.int()),
    subject_relation: z.nullable(z.string()),
    initial_topics: z.array(z.string()),
    created_at: z.string(),
    keep_recordings: z.boolean(),
  }),
  /** Names and roles (the member ids link authors; e-mails are not exported). */
  members: z.array(z.object({ id: z.string(), name: z.nullable(z.string()), role: z.string() })),
  conversations: z.array(
    z.object({
      id: z.string(),
      owner: z.string(),
      title: z.nullable(z.string()),
      description: z.nullable(z.string()),
      created_at: z.string(),
      updated_at: z.string(),
      messages: z.array(exportMessageSchema),
    }),
  ),
  memories: z.array(z.extend(exportExtractionSchema, { payload: z.record(z.string(), z.unknown()) })),
  stories: z.array(
    z.extend(exportExtractionSchema, {
      title: z.string(),
      theme: z.string(),
      summary: z.string(),
      content: z.string(),
      significance: z.object({ level: z.string(), reason: z.string() }),
      narrative: z.record(z.string(), z.unknown()),
      people: z.array(z.string()),
      private: z.boolean(),
      perspectives: z.array(
        z.object({ id: z.string(), by: z.string(), text: z.string(), audio: z.nullable(z.string()), created_at: z.string() }),
      ),
    }),
  ),
  follow_up_items: z.array(
    z.object({
      id: z.string(),
      conversation_id: z.nullable(z.string()),
      type: z.string(),
      value: z.string(),
      suggested_prompt: z.string(),
      followed_up_at: z.nullable(z.string()),
      created_at: z.string(),
    }),
  ),
  encouragements: z.array(z.object({ id: z.string(), by: z.string(), text: z.string(), seen_at: z.nullable(z.string()), created_at: z.string() })),
});
export type ArchiveExport = z.infer<typeof archiveExportSchema>;
