import { describe, expect, it } from 'vitest';
import { extractFresh } from './extract.ts';
import { findSpans } from './spans.ts';
import { spanInputs, spanLabel, verifySpans } from './spanModel.ts';
import { parse } from './tokens.ts';
import { run } from './testkit.ts';

const input = (text: string, name: string) => {
  const { tokens } = parse(text);
  const found = spanInputs(tokens, findSpans(tokens)).find((s) => s.text === name);
  if (!found) throw new Error(`no span ${name} in: ${text}`);
  return found;
};

describe('spanLabel (what the annotators made of a span)', () => {
  it('matches the gold lists as the scorer does: loosely, titles and kin words aside', () => {
    const text = 'My uncle Shmuel came to Kilburn High Road every Passover.';
    expect(spanLabel(input(text, 'Shmuel'), { people: ['Uncle Shmuel'], places: ['Kilburn High Road'] })).toBe('person');
    expect(spanLabel(input(text, 'Kilburn High Road'), { people: ['Uncle Shmuel'], places: ['Kilburn High Road'] })).toBe('place');
    expect(spanLabel(input('Mum sang at the Odeon.', 'Mum'), { people: ['Mother'], places: [] })).toBe('person');
  });

  it('is none for a span the annotators did not list (a festival, a language)', () => {
    const text = 'We spoke Breton at home and kept Pardon Sunday, and Yann played the bombard.';
    const gold = { people: ['Yann'], places: [] };
    expect(spanLabel(input(text, 'Yann'), gold)).toBe('person');
    const breton = spanInputs(parse(text).tokens, findSpans(parse(text).tokens)).filter((s) => s.text !== 'Yann');
    for (const s of breton) expect(spanLabel(s, gold), s.text).toBe('none');
  });
});

describe('verifySpans', () => {
  it('leaves the rules alone without a model (the training inputs)', () => {
    const { tokens } = parse('Half of Kilmallock came to the funeral.');
    const spans = findSpans(tokens);
    expect(verifySpans(tokens, spans, null)).toBe(spans);
  });
});

// Sentences written for this test (in none of the corpus's passages): what the rules alone get wrong, and the span model
// learned from the corpus gets right, with the people the rules find rightly kept
describe('the span model in the extraction', () => {
  it('a town said as a crowd, or where the bus went, is somewhere, not someone', () => {
    const text = 'Half of Kilmallock came to the wedding. Mum said she had never seen so many hats.';
    expect(extractFresh(text, [], '', null).memory.people).toContain('Kilmallock');
    expect(run(text).memory).toMatchObject({ people: ['Mum'], places: ['Kilmallock'] });
    const bus = 'Every Sunday we took the bus up to Glenelly, and Nana Bridie had the kettle on.';
    expect(extractFresh(bus, [], '', null).memory.people).toContain('Glenelly');
    expect(run(bus).memory).toMatchObject({ people: ['Nana Bridie'], places: ['Glenelly'] });
  });

  it("keeps someone an earlier turn named, and a town's name the words make someone", () => {
    expect(run('Rose never did learn to drive.', ['My sister Rose Delaney was the clever one.']).memory.people).toEqual(['Rose Delaney']);
    // Pita is a town in Guinea
    expect(run('We swam out to the raft with Pita in 1959 and back again.').memory.people).toEqual(['Pita']);
  });

  it('a language is nobody', () => {
    const text = 'My grandmother spoke only Quechua, so my mother translated for her at the market in Cusco.';
    expect(extractFresh(text, [], '', null).memory.people).toContain('Quechua');
    const { memory } = run(text);
    expect(memory.people).not.toContain('Quechua');
    expect(memory.places).toEqual(['Cusco']);
  });

  it('a name said in one breath with plain things is a thing, not someone', () => {
    const { memory } = run('My auntie Grace had a kiosk by the motor park in Lagos where she sold Bournvita and sugar and Omo.');
    expect(memory.people).toEqual(['Grace']);
    // but not someone listed with people, nor the subject of the next clause
    expect(run('We had rice and Pedro cooked it in the big pot.').memory.people).toEqual(['Pedro']);
    expect(run('My husband Rodel and our two boys met me at the airport in Toronto.').memory.people).toContain('Rodel');
  });

  it('what was made or eaten is nobody, and who it was made for is someone', () => {
    expect(run('My Oma made Pfannkuchen every Sunday in Hamburg.').memory.people).toEqual(['Oma']);
    expect(run('My mother made Mary a dress for the dance.').memory.people).toContain('Mary');
    expect(run('The noise made Nilesh howl.').memory.people).toEqual(['Nilesh']);
  });

  it('a car is nobody, and the husband who bought it is someone', () => {
    const text = 'My husband Kofi bought a secondhand Peugeot and we drove to Kumasi every Christmas.';
    expect(extractFresh(text, [], '', null).memory.people).toContain('Peugeot');
    const { memory } = run(text);
    expect(memory.people).toEqual(['Kofi']);
    expect(memory.relationships).toEqual([{ from: '', to: 'Kofi', relation: 'husband' }]);
    expect(memory.places).toEqual(['Kumasi']);
  });
});
