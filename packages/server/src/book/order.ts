import { storyThemes, type BookOrder } from '@kinstory/contract';
import { ageInStory, yearIn } from '../services/storyAge.ts';

/** What the book's order is decided from: a story's "when", its theme, and when it was told. */
export interface Placeable {
  /** Stable tie-breaker: the story's id (stories of one conversation were told in id order). */
  id: number;
  /** The narrative's when ("the winter of 1947", "when I was seven"); '' when none. */
  when: string;
  theme: string;
  /** When its conversation began (else when the story was saved): ISO-8601. */
  toldAt: string;
}

/**
 * The year a story happened: an age it gives counted from the storyteller's birth year (their age
 * today), or the year or decade it names. Null when neither says.
 */
export function yearOfStory(when: string, life: { subjectAge: number | null; now: Date }): number | null {
  // An age they give wins over a year, as in storyAge ("1950, when I was 30"); a year outside
  // their life (a parent's tale) is still that year.
  const age = ageInStory(when, life);
  if (age === null) return yearIn(when);
  if (life.subjectAge !== null) return life.now.getUTCFullYear() - life.subjectAge + age;
  // An age without the storyteller's: only a year written out dates it ("in my twenties" is no 1925).
  return /\b(?:1[89]|20)\d\d\b/.test(when) ? yearIn(when) : null;
}

const byTelling = (a: Placeable, b: Placeable) => (a.toldAt < b.toldAt ? -1 : a.toldAt > b.toldAt ? 1 : a.id - b.id);

/**
 * The life's chronology: dated stories by their year (then as told); an undated story right after
 * the dated story told last before it (what was being remembered then), or, told before any, right
 * before the first dated story told. With no dated story at all, the order they were told in.
 */
export function inChronology<T extends Placeable>(stories: T[], life: { subjectAge: number | null; now: Date }): T[] {
  const told = [...stories].sort(byTelling);
  const years = new Map(told.map((s) => [s, yearOfStory(s.when, life)]));
  const dated = told.filter((s) => years.get(s) !== null).sort((a, b) => years.get(a)! - years.get(b)! || byTelling(a, b));
  if (dated.length === 0) return told;
  const after = new Map<T, T[]>(dated.map((s) => [s, []]));
  const beforeFirst: T[] = [];
  let anchor: T | null = null;
  for (const story of told) {
    if (years.get(story) !== null) anchor = story;
    else if (anchor) after.get(anchor)!.push(story);
    else beforeFirst.push(story);
  }
  const firstTold = told.find((s) => years.get(s) !== null)!;
  return dated.flatMap((s) => [...(s === firstTold ? beforeFirst : []), s, ...after.get(s)!]);
}

/** Grouped by theme in the archive's order of themes (any other after, by name), chronological within. */
export function inThemes<T extends Placeable>(stories: T[], life: { subjectAge: number | null; now: Date }): T[] {
  const rank = (theme: string) => {
    const i = (storyThemes as readonly string[]).indexOf(theme);
    return i < 0 ? storyThemes.length : i;
  };
  const themes = [...new Set(stories.map((s) => s.theme))].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return themes.flatMap((theme) =>
    inChronology(
      stories.filter((s) => s.theme === theme),
      life,
    ),
  );
}

/** The book's chapters in the order asked for. */
export function bookOrder<T extends Placeable>(stories: T[], order: BookOrder, life: { subjectAge: number | null; now: Date }): T[] {
  return order === 'theme' ? inThemes(stories, life) : inChronology(stories, life);
}
