import { describe, expect, it } from 'vitest';
import type { MemoryPayload } from '@kinstory/contract';
import { emptyMemories, isEmptyMemories, mergeMemories, mergeMemory, relationshipLabel } from './index.ts';

const memory = (over: Partial<MemoryPayload>): MemoryPayload => ({ ...emptyMemories, ...over });

describe('mergeMemories', () => {
  it('starts empty', () => {
    expect(isEmptyMemories(mergeMemories([]))).toBe(true);
  });

  it('lists people, places and events once each, keeping the first spelling', () => {
    const merged = mergeMemories([
      memory({ people: ['Rose', 'Alfie'], places: ['Leeds'], events: ['the fair'] }),
      memory({ people: ['rose', 'Mum'], places: ['Leeds', 'York'], events: ['the fair', 'the wedding'] }),
    ]);
    expect(merged.people).toEqual(['Rose', 'Alfie', 'Mum']);
    expect(merged.places).toEqual(['Leeds', 'York']);
    expect(merged.events).toEqual(['the fair', 'the wedding']);
  });

  it('accepts dates as a string, a number or {value}, and de-duplicates them as text', () => {
    const merged = mergeMemories([
      memory({ dates: ['the summer of 1946', 1953] }),
      memory({ dates: [{ value: 1953 }, { value: 'June of 1955' }, '1953'] }),
    ]);
    expect(merged.dates).toEqual(['the summer of 1946', '1953', 'June of 1955']);
  });

  it('keeps a relationship unique by from + to + relation', () => {
    const merged = mergeMemories([
      memory({ relationships: [{ from: '', to: 'Rose', relation: 'sister' }] }),
      memory({
        relationships: [
          { from: '', to: 'Rose', relation: 'sister' },
          { from: 'Rose', to: 'Tom', relation: 'husband' },
          { from: '', to: 'Rose', relation: 'friend' },
        ],
      }),
    ]);
    expect(merged.relationships).toEqual([
      { from: '', to: 'Rose', relation: 'sister' },
      { from: 'Rose', to: 'Tom', relation: 'husband' },
      { from: '', to: 'Rose', relation: 'friend' },
    ]);
  });

  it('keeps the first narrator named', () => {
    const merged = mergeMemory(mergeMemory(emptyMemories, memory({ narrator: 'Edna' })), memory({ narrator: 'Someone' }));
    expect(merged.narrator).toBe('Edna');
  });

  it('ignores blank entries', () => {
    expect(isEmptyMemories(mergeMemories([memory({ people: ['  '], places: [''] })]))).toBe(true);
  });
});

describe('relationshipLabel', () => {
  it("shows an empty from as '(You)'", () => {
    expect(relationshipLabel({ from: '', to: 'Rose', relation: 'sister' })).toBe('(You) → Rose: sister');
  });
  it('shows a named from as given', () => {
    expect(relationshipLabel({ from: 'Rose', to: 'Tom', relation: 'husband' })).toBe('Rose → Tom: husband');
  });
});
