import { describe, expect, it } from 'vitest';
import { bookOrder, inChronology, inThemes, yearOfStory, type Placeable } from './order.ts';

// A storyteller of 88 in 2026 was born in 1938.
const rose = { subjectAge: 88, now: new Date('2026-06-01T00:00:00Z') };
let nextId = 1;
const story = (name: string, when: string, toldAt: string, theme = 'family'): Placeable & { name: string } => ({ id: nextId++, name, when, theme, toldAt: `2026-${toldAt}T10:00:00Z` });
const names = (stories: { name: string }[]) => stories.map((s) => s.name);

describe('the year a story happened', () => {
  it('is the year or decade it names, or the age it gives counted from the storyteller’s birth year', () => {
    expect(yearOfStory('the winter of 1947', rose)).toBe(1947);
    expect(yearOfStory('the fifties', rose)).toBe(1955);
    expect(yearOfStory('when I was seven', rose)).toBe(1945);
    expect(yearOfStory('in my twenties', rose)).toBe(1963);
    expect(yearOfStory('1912, before I was born', rose)).toBe(1912);
  });

  it('is unknown without a year, or from an age when the storyteller’s age is unknown', () => {
    expect(yearOfStory('', rose)).toBeNull();
    expect(yearOfStory('that summer', rose)).toBeNull();
    expect(yearOfStory('when I was seven', { ...rose, subjectAge: null })).toBeNull();
    expect(yearOfStory('in 1962', { ...rose, subjectAge: null })).toBe(1962);
    expect(yearOfStory('in my twenties', { ...rose, subjectAge: null })).toBeNull();
    expect(yearOfStory('1950, when I was 30', { ...rose, subjectAge: null })).toBe(1950);
  });
});

describe('the life’s chronology', () => {
  it('orders dated stories by year, whatever order they were told in', () => {
    const book = inChronology([story('wedding', 'June of 1955', '01-02'), story('snow', 'the winter of 1947', '01-03'), story('school', 'when I was seven', '01-01')], rose);
    expect(names(book)).toEqual(['school', 'snow', 'wedding']);
  });

  it('places an undated story right after the dated story told last before it', () => {
    const book = inChronology(
      [
        story('wedding', '1955', '01-01'),
        story('the dress', '', '01-02'),
        story('snow', '1947', '01-03'),
        story('the barn', '', '01-04'),
        story('the cows', 'that summer', '01-04'),
      ],
      rose,
    );
    expect(names(book)).toEqual(['snow', 'the barn', 'the cows', 'wedding', 'the dress']);
  });

  it('puts undated stories told before any dated one just before the first dated story told', () => {
    const book = inChronology([story('a song', '', '01-01'), story('emigrating', '1962', '01-02'), story('born', '1938', '01-03')], rose);
    expect(names(book)).toEqual(['born', 'a song', 'emigrating']);
  });

  it('keeps the order they were told in when nothing is dated; two stories of a year as told', () => {
    expect(names(inChronology([story('b', '', '01-02'), story('a', '', '01-01')], rose))).toEqual(['a', 'b']);
    expect(names(inChronology([story('later told', '1950', '02-01'), story('first told', '1950 or so', '01-01')], rose))).toEqual(['first told', 'later told']);
  });
});

describe('by theme', () => {
  it('groups by theme in the archive’s order of themes, chronological within each', () => {
    const stories = [
      story('wedding', '1955', '01-01', 'love & marriage'),
      story('snow', '1947', '01-02', 'childhood'),
      story('first date', '1953', '01-03', 'love & marriage'),
      story('odd one', '', '01-04', 'something else'),
      story('school', 'when I was six', '01-05', 'childhood'),
    ];
    expect(names(inThemes(stories, rose))).toEqual(['school', 'snow', 'first date', 'wedding', 'odd one']);
    expect(names(bookOrder(stories, 'theme', rose))).toEqual(names(inThemes(stories, rose)));
    // In chronology the undated one follows what was told just before it.
    expect(names(bookOrder(stories, 'chronology', rose))).toEqual(['school', 'snow', 'first date', 'odd one', 'wedding']);
  });
});
