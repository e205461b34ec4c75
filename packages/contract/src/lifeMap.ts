import { z } from 'zod';

/** The periods of a life the Life map follows, in the order they are lived. */
export const lifePeriods = ['childhood', 'youth', 'work', 'love and family', 'later life'] as const;
export const lifePeriodSchema = z.enum(lifePeriods);
export type LifePeriod = z.infer<typeof lifePeriodSchema>;

/** A period or theme with fewer stories than this is thin: the Life map suggests it first. */
export const LIFE_MAP_THIN_BELOW = 2;
/** Suggested topics shown while anything is thin. */
export const LIFE_MAP_SUGGESTIONS = 3;

const coverage = { storyCount: z.number().int().min(0), thin: z.boolean() };

/** A suggested topic: 'Start' opens a chat whose first message is `prompt`. */
export const lifeMapSuggestionSchema = z.object({ topic: z.string().min(1), prompt: z.string().min(1) });
export type LifeMapSuggestion = z.infer<typeof lifeMapSuggestionSchema>;

/** GET /api/archive/life-map: which periods and themes of the storyteller's life have stories. */
export const lifeMapResponseSchema = z.object({
  periods: z.array(z.object({ key: lifePeriodSchema, label: z.string(), ...coverage })),
  themes: z.array(z.object({ theme: z.string(), ...coverage })),
  /** Exactly LIFE_MAP_SUGGESTIONS while anything is thin, thinnest first; none once nothing is. */
  suggestions: z.array(lifeMapSuggestionSchema).max(LIFE_MAP_SUGGESTIONS),
});
export type LifeMapResponse = z.infer<typeof lifeMapResponseSchema>;
