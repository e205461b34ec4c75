import { describe, expect, it } from 'vitest';
import { lifeMapResponseSchema } from '@kinstory/contract';
import { lifeMap, periodOf, type LifeMapStory } from './lifeMap.ts';

const rose = { subjectAge: 88, now: new Date('2026-06-01T00:00:00Z') }; // born 1938
const story = (theme: string, dateContext = ''): LifeMapStory => ({ theme, narrative: { dateContext } });
const counts = (map: ReturnType<typeof lifeMap>) => Object.fromEntries(map.periods.map((p) => [p.key, p.storyCount]));

describe('the period of a story', () => {
  it('follows the storyteller’s age in it', () => {
    expect(periodOf(story('everyday life', 'the winter of 1947'), rose)).toBe('childhood');
    expect(periodOf(story('everyday life', 'I was sixteen'), rose)).toBe('youth');
    expect(periodOf(story('hardship & loss', '2015'), rose)).toBe('later life');
    expect(periodOf(story('migration & travel', 'in my forties'), rose)).toBe('work');
  });

  it('in the adult years, lets the theme tell love from work', () => {
    expect(periodOf(story('love & marriage', 'June of 1963'), rose)).toBe('love and family');
    expect(periodOf(story('family', 'in my thirties'), rose)).toBe('love and family');
    expect(periodOf(story('work & career', 'I was 22'), rose)).toBe('work');
    expect(periodOf(story('war & service', 'I was 22'), rose)).toBe('youth');
  });

  it('falls back on the theme when the date says nothing, and the date wins over the theme', () => {
    expect(periodOf(story('school & education'), rose)).toBe('childhood');
    expect(periodOf(story('love & marriage', 'that summer'), rose)).toBe('love and family');
    expect(periodOf(story('work & career'), rose)).toBe('work');
    expect(periodOf(story('food & traditions'), rose)).toBeNull();
    expect(periodOf(story('constructor'), rose)).toBeNull();
    expect(periodOf(story('family', 'when I was six'), rose)).toBe('childhood');
    // Without the storyteller's age a year says nothing.
    expect(periodOf(story('everyday life', '1947'), { ...rose, subjectAge: null })).toBeNull();
  });
});

describe('the Life map', () => {
  it('counts stories per period and per theme; fewer than two is thin', () => {
    const map = lifeMap(
      [story('childhood', '1946'), story('school & education', 'I was nine'), story('work & career', 'my first job in 1954'), story('love & marriage', '1963')],
      rose,
    );
    expect(lifeMapResponseSchema.parse(map)).toEqual(map);
    expect(counts(map)).toEqual({ childhood: 2, youth: 1, work: 0, 'love and family': 1, 'later life': 0 });
    expect(map.periods.map((p) => [p.label, p.thin])).toEqual([
      ['Childhood', false],
      ['Youth', true],
      ['Working life', true],
      ['Love and family', true],
      ['Later life', true],
    ]);
    expect(map.themes.find((t) => t.theme === 'childhood')).toEqual({ theme: 'childhood', storyCount: 1, thin: true });
    expect(map.themes.find((t) => t.theme === 'war & service')).toEqual({ theme: 'war & service', storyCount: 0, thin: true });
  });

  it('suggests the three thinnest, periods first among equals, as open prompts', () => {
    const map = lifeMap([story('childhood', '1946'), story('childhood', '1947'), story('work & career', '1990')], rose);
    // Youth, love and family, later life have none; working life has one.
    expect(map.suggestions).toEqual([
      { topic: 'Youth', prompt: expect.stringMatching(/^Tell me about /) },
      { topic: 'Love and family', prompt: expect.stringMatching(/^Tell me about /) },
      { topic: 'Later life', prompt: expect.stringMatching(/^Tell me about /) },
    ]);
  });

  it('orders by thinness across periods and themes, and never suggests the same topic twice', () => {
    const lots = (theme: string, when: string, n = 2) => Array.from({ length: n }, () => story(theme, when));
    // Every period has two stories or more; only some themes are thin.
    const stories = [
      ...lots('childhood', '1945'),
      ...lots('war & service', 'I was 18'),
      ...lots('work & career', '1970'),
      ...lots('family', '1968'),
      ...lots('everyday life', '2020'),
      ...lots('school & education', '1946'),
      ...lots('love & marriage', '1963'),
      ...lots('migration & travel', '1980'),
      ...lots('food & traditions', '1980'),
      ...lots('faith & community', '1980'),
      story('achievements', '1985'),
    ];
    const map = lifeMap(stories, rose);
    expect(map.periods.every((p) => !p.thin)).toBe(true);
    // Hardship & loss has none, achievements one; then the first of those with two: youth.
    expect(map.suggestions.map((s) => s.topic)).toEqual(['Hardship & loss', 'Achievements', 'Youth']);
    // One thin theme is still three suggestions: the next thinnest fill the rest.
    expect(lifeMap([...stories, story('achievements', '1990')], rose).suggestions.map((s) => s.topic)).toEqual(['Hardship & loss', 'Youth', 'Later life']);
    expect(new Set(map.suggestions.map((s) => s.prompt)).size).toBe(map.suggestions.length);
    // The childhood theme with no story of its own is not suggested beside a well-covered childhood.
    const early = lifeMap([story('family', 'I was six'), story('school & education', 'I was nine')], rose);
    expect(early.themes.find((t) => t.theme === 'childhood')?.storyCount).toBe(0);
    expect(early.suggestions.map((s) => s.topic)).toEqual(['Youth', 'Working life', 'Love and family']);
  });

  it('suggests three when nothing is recorded yet, and none once nothing is thin', () => {
    const empty = lifeMap([], rose);
    expect(empty.periods.every((p) => p.storyCount === 0 && p.thin)).toBe(true);
    expect(empty.suggestions.map((s) => s.topic)).toEqual(['Childhood', 'Youth', 'Working life']);

    // Two stories of every theme, placed so that every period gets two or more as well.
    const placed: Record<string, string> = { childhood: '1945', family: '1963', 'love & marriage': '1963', 'work & career': '1975', 'everyday life': '2020' };
    const full = empty.themes.flatMap(({ theme }) => [story(theme, placed[theme] ?? 'I was 16'), story(theme, placed[theme] ?? 'I was 16')]);
    const covered = lifeMap(full, rose);
    expect(covered.periods.filter((p) => p.thin)).toEqual([]);
    expect(covered.themes.filter((t) => t.thin)).toEqual([]);
    expect(covered.suggestions).toEqual([]);
  });

  it('shows a theme outside the archive’s list that a story was given, without suggesting it', () => {
    const map = lifeMap([story('gardening')], rose);
    expect(map.themes.at(-1)).toEqual({ theme: 'gardening', storyCount: 1, thin: true });
    expect(map.suggestions.map((s) => s.topic)).not.toContain('Gardening');
  });
});
