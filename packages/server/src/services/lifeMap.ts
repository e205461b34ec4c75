import {
  LIFE_MAP_SUGGESTIONS,
  LIFE_MAP_THIN_BELOW,
  lifePeriods,
  type LifeMapResponse,
  type LifeMapSuggestion,
  type LifePeriod,
  type Story,
} from '@kinstory/contract';
import { THEMES } from '../providers/llm/guidelines.ts';
import { ageInStory } from './storyAge.ts';

/** What the Life map reads of a story. */
export type LifeMapStory = Pick<Story, 'theme'> & { narrative: Pick<Story['narrative'], 'dateContext'> };

export interface LifeMapOptions {
  /** The storyteller's age today (archives.subject_age), to place a story told by its year. */
  subjectAge: number | null;
  /** Today; the year a storyteller of `subjectAge` was born is counted from it. */
  now: Date;
}

const periodTexts: Record<LifePeriod, { label: string; prompt: string }> = {
  childhood: { label: 'Childhood', prompt: 'Tell me about the home you grew up in.' },
  youth: { label: 'Youth', prompt: 'Tell me about the years when you were growing up into a young adult.' },
  work: { label: 'Working life', prompt: 'Tell me about your first job.' },
  'love and family': { label: 'Love and family', prompt: 'Tell me about how you met someone you loved.' },
  'later life': { label: 'Later life', prompt: 'Tell me about what your days have been like in recent years.' },
};

/** A gentle open prompt per theme. Childhood is suggested as a period only: its stories are counted there too. */
const themePrompts: Record<Exclude<(typeof THEMES)[number], 'childhood'>, string> = {
  family: 'Tell me about the people in your family when you were young.',
  'love & marriage': 'Tell me about the day you married, or someone you loved.',
  'work & career': 'Tell me about the work you did for the longest time.',
  'war & service': 'Tell me about a time the war or your service changed things for you.',
  'migration & travel': 'Tell me about a journey that stayed with you.',
  'school & education': 'Tell me about your school days.',
  'food & traditions': 'Tell me about a meal or tradition your family kept.',
  'faith & community': 'Tell me about the place where your community came together.',
  'hardship & loss': 'Tell me about a hard time and how you came through it.',
  achievements: 'Tell me about something you made or did that you are proud of.',
  'everyday life': 'Tell me about an ordinary day when you were young.',
};

/** A story's theme when its date says nothing: the period the theme belongs to, if any. */
const periodOfTheme: Partial<Record<string, LifePeriod>> = {
  childhood: 'childhood',
  'school & education': 'childhood',
  'war & service': 'youth',
  'work & career': 'work',
  achievements: 'work',
  'love & marriage': 'love and family',
  family: 'love and family',
};

/** The period a story belongs to: by the storyteller's age in it, then by its theme; null if neither says. */
export function periodOf(story: LifeMapStory, options: LifeMapOptions): LifePeriod | null {
  const age = ageInStory(story.narrative.dateContext, options);
  const byTheme = Object.hasOwn(periodOfTheme, story.theme) ? periodOfTheme[story.theme]! : null;
  if (age === null) return byTheme;
  if (age < 13) return 'childhood';
  if (age < 20) return 'youth';
  if (age >= 65) return 'later life';
  // Adult years hold both work and love: the theme tells which; the early twenties are still youth.
  if (byTheme === 'love and family' || byTheme === 'work') return byTheme;
  return age < 25 ? 'youth' : 'work';
}

/**
 * The Life map of an archive: stories per period of the life and per theme, which are thin, and
 * the next topics to ask about, thinnest first (periods before themes when equally thin, so the
 * gaps in the life come before the gaps in its subjects).
 */
export function lifeMap(stories: readonly LifeMapStory[], options: LifeMapOptions): LifeMapResponse {
  const byPeriod = new Map<LifePeriod, number>();
  const byTheme = new Map<string, number>();
  for (const story of stories) {
    const period = periodOf(story, options);
    if (period) byPeriod.set(period, (byPeriod.get(period) ?? 0) + 1);
    byTheme.set(story.theme, (byTheme.get(story.theme) ?? 0) + 1);
  }
  const thin = (storyCount: number) => storyCount < LIFE_MAP_THIN_BELOW;
  const periods = lifePeriods.map((key) => {
    const storyCount = byPeriod.get(key) ?? 0;
    return { key, label: periodTexts[key].label, storyCount, thin: thin(storyCount) };
  });
  // The archive's themes, then any other theme a story was given (an older extractor's, say).
  const themeNames = [...THEMES, ...[...byTheme.keys()].filter((t) => t && !(THEMES as readonly string[]).includes(t))];
  const themes = themeNames.map((theme) => {
    const storyCount = byTheme.get(theme) ?? 0;
    return { theme, storyCount, thin: thin(storyCount) };
  });
  const anyThin = periods.some((p) => p.thin) || themes.some((t) => t.thin);
  return { periods, themes, suggestions: anyThin ? suggest(periods, themes) : [] };
}

function suggest(periods: LifeMapResponse['periods'], themes: LifeMapResponse['themes']): LifeMapSuggestion[] {
  const candidates = [
    ...periods.map((p) => ({ storyCount: p.storyCount, topic: p.label, prompt: periodTexts[p.key].prompt })),
    ...themes.flatMap((t) => {
      if (!Object.hasOwn(themePrompts, t.theme)) return [];
      const prompt = themePrompts[t.theme as keyof typeof themePrompts];
      return [{ storyCount: t.storyCount, topic: capitalise(t.theme), prompt }];
    }),
  ];
  // A stable sort keeps the order above among equals.
  candidates.sort((a, b) => a.storyCount - b.storyCount);
  return candidates.slice(0, LIFE_MAP_SUGGESTIONS).map(({ topic, prompt }) => ({ topic, prompt }));
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
