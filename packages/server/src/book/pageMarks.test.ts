import { describe, expect, it } from 'vitest';
import { indexOf } from './BackMatter.tsx';
import { PageMarks } from './pageMarks.ts';
import type { BookChapter } from './types.ts';

describe('the pages the chapters start on', () => {
  it('are settled when everything printed says where the chapters ended up', () => {
    const marks = new PageMarks();
    // The first pagination round: the contents read nothing yet, then the chapters land.
    expect(marks.read('contents', 0)).toBeUndefined();
    marks.mark(0, 4);
    marks.mark(1, 7);
    expect(marks.settled()).toBe(false);
    // The second round: the contents read the first round's pages, and the chapters land there again.
    expect([marks.read('contents', 0), marks.read('contents', 1)]).toEqual([4, 7]);
    marks.mark(0, 4);
    marks.mark(1, 7);
    expect(marks.read('index|Frank', 1)).toBe(7);
    expect(marks.settled()).toBe(true);
    // A chapter that moved after the contents printed its page: not settled.
    marks.mark(1, 8);
    expect(marks.settled()).toBe(false);
  });

  it('read as given when the book is rendered again with them known', () => {
    const marks = new PageMarks(new Map([[0, 5]]));
    expect(marks.read('contents', 0)).toBe(5);
    marks.mark(0, 5);
    expect(marks.settled()).toBe(true);
  });
});

describe('the index of people and places', () => {
  const chapter = (people: string[]) => ({ people }) as BookChapter;

  it('lists each name once, as first written, with the chapters it is in, sorted as a reader looks it up', () => {
    const chapters = [chapter(['Frank', 'Nguyễn Văn An']), chapter(['frank', ' Ánh ']), chapter(['Harold', 'Frank'])];
    expect(indexOf((c) => c.people, chapters)).toEqual([
      ['Ánh', [1]],
      ['Frank', [0, 1, 2]],
      ['Harold', [2]],
      ['Nguyễn Văn An', [0]],
    ]);
  });
});
