import * as z from 'zod/mini';
import { LIFE_MAP_SUGGESTIONS } from './constants.ts';

/** The periods of a life the Life map follows, in the order they are lived. */
export const lifePeriods = ['childhood', 'youth', 'work', 'love and family', 'later life'] as const;
export const lifePeriodSchema = z.enum(lifePeriods);
export type LifePeriod = z.infer<typeof lifePeriodSchema>;


const coverage = { storyCount: z.int().check(z.gte(0)), thin: z.boolean() };

/** A suggested topic: 'Start' opens a chat whose first message is `prompt`. */
export const lifeMapSuggestionSchema = z.object({ topic: z.string().check(z.minLength(1)), prompt: z.string().check(z.minLength(1)) });
export type LifeMapSuggestion = z.infer<typeof lifeMapSuggestionSchema>;

/** GET /api/archive/life-map: which periods and themes of the storyteller's life have stories. */
export const lifeMapResponseSchema = z.object({
  periods: z.array(z.object({ key: lifePeriodSchema, label: z.string(), ...coverage })),
  themes: z.array(z.object({ theme: z.string(), ...coverage })),
  /** Exactly LIFE_MAP_SUGGESTIONS while anything is thin, thinnest first; none once nothing is. */
  suggestions: z.array(lifeMapSuggestionSchema).check(z.maxLength(LIFE_MAP_SUGGESTIONS)),
});
export type LifeMapResponse = z.infer<typeof lifeMapResponseSchema>;
