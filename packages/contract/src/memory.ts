import * as z from 'zod/mini';
import { significanceLevels } from './constants.ts';

/** A date as the extractor or a model may give it: a phrase, a year, or `{ value }` (SPEC §3). */
export const memoryDateSchema = z.union([
  z.string(),
  z.number(),
  z.looseObject({ value: z.union([z.string(), z.number()]) }),
]);
export type MemoryDate = z.infer<typeof memoryDateSchema>;

/** `from` is "" when the relation is to the narrator: `{from: "", to: "Rose", relation: "sister"}`. */
export const relationshipSchema = z.object({
  from: z.string(),
  to: z.string().check(z.minLength(1)),
  relation: z.string().check(z.minLength(1)),
});
export type Relationship = z.infer<typeof relationshipSchema>;

/** The Memory payload of SPEC §3. */
export const memoryPayloadSchema = z.object({
  narrator: z.string(),
  people: z.array(z.string()),
  dates: z.array(memoryDateSchema),
  places: z.array(z.string()),
  relationships: z.array(relationshipSchema),
  events: z.array(z.string()),
});
export type MemoryPayload = z.infer<typeof memoryPayloadSchema>;

export const significanceLevelSchema = z.enum(significanceLevels);
export type SignificanceLevel = z.infer<typeof significanceLevelSchema>;

export const significanceSchema = z.object({
  /** Stored as given; the UI styles anything but critical/high/medium as neutral (SPEC §4). */
  level: z.string(),
  reason: z.string(),
});
export type Significance = z.infer<typeof significanceSchema>;

export const narrativeSchema = z.object({
  people: z.array(z.string()),
  dateContext: z.string(),
  place: z.string(),
  actionOrEvent: z.string(),
});
export type Narrative = z.infer<typeof narrativeSchema>;

/** What the extractor finds when a message narrates one specific episode. */
export const extractedStorySchema = z.object({
  title: z.string().check(z.minLength(1)),
  theme: z.string(),
  summary: z.string(),
  content: z.string(),
  significance: significanceSchema,
  narrative: narrativeSchema,
});
export type ExtractedStory = z.infer<typeof extractedStorySchema>;

/** The live `story` event (SPEC §3): the extracted story flagged with hasStory. */
export const storyEventSchema = z.extend(extractedStorySchema, {
  hasStory: z.literal(true),
  id: z.optional(z.string()),
  created_at: z.optional(z.string()),
});
export type StoryEvent = z.infer<typeof storyEventSchema>;

export const followUpItemTypes = ['person', 'place', 'event', 'object', 'date', 'other'] as const;

/** The live spelling of a follow-up item (chat panel, the `looseFact` event, extractor output). */
export const followUpItemEventSchema = z.object({
  id: z.optional(z.string()),
  type: z._default(z.string(), 'other'),
  value: z.string().check(z.minLength(1)),
  suggestedPrompt: z.string().check(z.minLength(1)),
  created_at: z.optional(z.string()),
});
export type FollowUpItemEvent = z.infer<typeof followUpItemEventSchema>;

/** One extraction run over one storyteller message. */
export const extractionSchema = z.object({
  memory: memoryPayloadSchema,
  story: z.nullable(extractedStorySchema),
  followUpItems: z.array(z.omit(followUpItemEventSchema, { id: true, created_at: true })),
});
export type Extraction = z.infer<typeof extractionSchema>;
