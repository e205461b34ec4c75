import { describe, expect, it } from 'vitest';
import { findDates } from './dates.ts';

describe('dates', () => {
  it('finds years, short years, months and seasons with a year', () => {
    expect(findDates('We married in the spring of 1961 and moved in \'63, by October 1964 the baby came.')).toEqual([
      'the spring of 1961', "'63", 'October 1964',
    ]);
  });

  it('finds the narrator\'s age and decades', () => {
    expect(findDates('I was eleven when we got the wireless, back in the thirties.')).toEqual(['I was eleven', 'the thirties']);
    expect(findDates('I learned to swim at sixty-three, in my seventies I took up painting.')).toEqual(['at sixty-three', 'my seventies']);
  });

  it('leaves out durations, clock times, recurring days and other people\'s ages', () => {
    expect(findDates('For thirty years he was up at five in the morning every Sunday, and she was nine at the time.')).toEqual([]);
  });

  it('anchors a time word to a named historical event', () => {
    expect(findDates('The winter after the war we had no coal at all.')).toEqual(['The winter after the war']);
  });

  it('reads spoken years and full dates', () => {
    expect(findDates('I was born in nineteen forty-two, and we married on 4 July 1970.')).toEqual(['nineteen forty-two', '4 July 1970']);
  });

  it('works on run-on transcripts without punctuation', () => {
    expect(findDates('so it was 1949 i was sixteen and we took the train')).toEqual(['1949', 'i was sixteen']);
  });
});

describe('years as spoken in a transcript', () => {
  it('are dates where a date is expected, not ages or durations', () => {
    expect(findDates('that April day in thirty-five, black as night')).toEqual(['thirty-five']);
    expect(findDates('ninety-six, they gave me the title deed')).toEqual(['ninety-six']);
    expect(findDates('the summer of thirty-eight, I was ten')).toEqual(['the summer of thirty-eight', 'I was ten']);
    expect(findDates('Christmas twenty-fifteen, in Port Harcourt')).toEqual(['Christmas twenty-fifteen']);
    expect(findDates('in two thousand nine we moved')).toEqual(['two thousand nine']);
    expect(findDates('I was sixty-three and we had forty-two years together')).toEqual(['I was sixty-three']);
  });
});
