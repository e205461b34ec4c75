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

  it('with a space as well as a hyphen, and round ones where a clause goes on', () => {
    expect(findDates('the first bus came to Orgosolo in fifty three, I think')).toEqual(['fifty three']);
    expect(findDates('That year, in sixty, our village got the electric')).toEqual(['sixty']);
    expect(findDates('it was the summer of forty, and the hay was in')).toEqual(['the summer of forty']);
  });

  it('never as a count, a duration or part of a longer number', () => {
    expect(findDates('he never learned to dance, not in fifty-one years')).toEqual([]);
    expect(findDates('Amin said all the Asians out in ninety days')).toEqual([]);
    expect(findDates('he was back in twenty minutes with the doctor')).toEqual([]);
  });
});

describe('two-digit years without an apostrophe', () => {
  it('after a month when the number cannot be its day, and where a date is expected', () => {
    expect(findDates('the night of uhuru, December 61, in Dar es Salaam')).toEqual(['December 61']);
    expect(findDates('they came over in 84, no 85, after the riots')).toEqual(['84']);
    expect(findDates('on December 25 we ate goose')).toEqual([]);
    expect(findDates('we walked in 40 degrees of heat')).toEqual([]);
  });
});

describe('a month or holiday that points to one occurrence', () => {
  it('is found at the start of a sentence too, but not as part of a place or of an anaphoric time', () => {
    expect(findDates('We had no coal left. In March my mother sold the piano.')).toEqual(['March']);
    expect(findDates('My father put up the flag on his barbershop in May Pen.')).toEqual([]);
    expect(findDates('The ground shook. In May of the next year the well went dry.')).toEqual([]);
  });
});
