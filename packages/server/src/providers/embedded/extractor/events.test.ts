import { describe, expect, it } from 'vitest';
import { findEvents } from './events.ts';
import { parse } from './tokens.ts';
import { run } from './testkit.ts';

const events = (text: string) => findEvents(parse(text).tokens);

describe('memory.events: what happened, in short phrases', () => {
  it('takes the verb of the central episode with its object and place', () => {
    expect(events('In the winter of 1947 the snow was so deep that our father dug a tunnel to the barn so we could milk the cows.')).toEqual(['dug a tunnel to the barn']);
  });

  it('keeps the order told and stops each phrase at the next clause', () => {
    expect(events('In 1962 we sailed from Genoa on a Tuesday, and at Port Said my father bought me a fez before we boarded again.')).toEqual([
      'sailed from Genoa on a Tuesday',
      'bought me a fez',
      'boarded again',
    ]);
  });

  it('ends a phrase where a new subject starts the next clause, even straight after the verb', () => {
    expect(events('The year the mill closed she took in washing.')).toEqual(['took in washing']);
  });

  it('ends on its content, not on "every", and "one after another" is no new clause', () => {
    expect(events('He took us out on Loch Fyne every Sunday after chapel.')).toEqual(['took us out on Loch Fyne']);
    expect(events('They brought them in one after another and we worked till morning.')[0]).toBe('brought them in one after another');
    expect(events('We walked day after day until we reached the border.')).toEqual(['walked day after day', 'reached the border']);
  });

  it('keeps two plain nouns joined by "and" as one object, but not a clause, a verb or a time after the "and"', () => {
    expect(events('Every Friday Dad brought home fish and chips wrapped in the paper.')[0]).toBe('brought home fish and chips');
    expect(events('They painted her hands and feet with henna.')).toEqual(['painted her hands and feet with henna']);
    expect(events('Somebody brought a violin and somebody brought the grogue.')).toEqual(['brought a violin', 'brought the grogue']);
    expect(events('He stood in the door and talk to every customer.')[0]).toBe('stood in the door');
    expect(events('She wore a black shawl winter and summer.')[0]).not.toMatch(/\band\b/);
  });

  it('does not cut a place\'s name in two at the phrase\'s length', () => {
    expect(events('My wife Rosa and I met at a dance hall in Buenos Aires in 1957.')).toEqual(['met at a dance hall in Buenos Aires']);
    expect(events('We docked at the port of Rio de Janeiro at dawn.')).toEqual(['docked at the port of Rio de Janeiro']);
  });

  it('keeps a word split at its hyphen whole, finishes a noun past the length, and stops where the next clause starts', () => {
    expect(events('I was sent for the messages to the Co-op on the High Street.')).toEqual(['was sent for the messages to the Co-op']);
    expect(events('A man tried to run off with the cash tin.')).toEqual(['tried to run off with the cash tin']);
    expect(events('When she died my aunts argued for years about the nutmeg.')).toEqual(['argued for years about the nutmeg']);
    expect(events('The day we sold it Tony cried.')).toEqual(['sold it']);
  });

  it('finishes what a determiner began past the length ("with no | water")', () => {
    expect(events('In 1917 they left them in New Mexico with no water.')).toEqual(['left them in New Mexico with no water']);
  });

  it('takes no participle alone for an event, nor a weight or a length of time', () => {
    expect(events("We crossed at Torkham with my mother's gold sewn into the hem of my sister's coat.")).toEqual(["crossed at Torkham with my mother's gold"]);
    expect(events('When he came home he weighed six stone.')).toEqual(['came home']);
  });

  it('leaves out states, habits and what never happened', () => {
    expect(events('We were poor and we had a goat. Every Sunday we would walk to chapel. I could have married him, but I never went back.')).toEqual([]);
  });

  it('counts a passive life event ("was born", "was called up")', () => {
    expect(events('I was called up in 1951 and my son was born while I was in Korea.')).toEqual(['was called up in 1951', 'was born']);
  });

  it('fills memory.events for a message, and the story\'s action from them', () => {
    const out = run('My brother Frank and I grew up on a farm near Cork in Ireland. In the winter of 1947 the snow was so deep that our father dug a tunnel to the barn so we could milk the cows.');
    expect(out.memory.events).toContain('dug a tunnel to the barn');
    expect(out.memory.events).not.toContain('grew up on a farm near Cork');
  });
});
