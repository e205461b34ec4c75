import { describe, expect, it } from 'vitest';
import { ageInStory, yearIn } from './storyAge.ts';

// A storyteller of 88 in 2026 was born in 1938.
const rose = { subjectAge: 88, now: new Date('2026-06-01T00:00:00Z') };

describe('the storyteller’s age in a story', () => {
  it.each([
    ['I was seven', 7],
    ['when I was 12', 12],
    ['at the age of eighteen', 18],
    ['aged twenty-one, just married', 21],
    ['I was only five', 5],
    ['a ten-year-old', 10],
    ['in my thirties', 35],
    ['as a little girl', 8],
    ['as a teenager', 16],
    ['after I retired', 70],
  ])('%s → %i', (when, age) => {
    expect(ageInStory(when, rose)).toBe(age);
  });

  it('counts a year or a decade against the storyteller’s age today', () => {
    expect(ageInStory('the winter of 1947', rose)).toBe(9);
    expect(ageInStory('June of 1963', rose)).toBe(25);
    expect(ageInStory('the 1950s', rose)).toBe(17);
    expect(ageInStory('the sixties', rose)).toBe(27);
  });

  it('an age they give wins over a year', () => {
    expect(ageInStory('1950, when I was 30', rose)).toBe(30);
  });

  it('says nothing without an age or a year, without the storyteller’s age, or for a year outside their life', () => {
    expect(ageInStory('', rose)).toBeNull();
    expect(ageInStory('that summer', rose)).toBeNull();
    expect(ageInStory('at five o’clock', rose)).toBeNull();
    expect(ageInStory('the winter of 1947', { ...rose, subjectAge: null })).toBeNull();
    expect(ageInStory('1912, before I was born', rose)).toBeNull();
    expect(ageInStory('2031', rose)).toBeNull();
  });

  it('reads years and decades', () => {
    expect(yearIn('in 1947')).toBe(1947);
    expect(yearIn('the 1920s')).toBe(1925);
    expect(yearIn("the '60s")).toBe(1965);
    expect(yearIn('the forties')).toBe(1945);
    expect(yearIn('last Tuesday')).toBeNull();
  });
});
