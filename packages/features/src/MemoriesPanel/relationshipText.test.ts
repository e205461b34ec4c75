import { describe, expect, it } from 'vitest';
import { parseRelationships, relationshipFormatError, relationshipsText } from './relationshipText.ts';

describe('the Relationships field of the memory edit form', () => {
  const relationships = [
    { from: '', to: 'Mum', relation: 'mother' },
    { from: '', to: 'Alfie', relation: 'brother' },
    { from: 'Harold', to: 'Tom', relation: 'brother' },
  ];

  it('shows the narrator’s relations and others’, and reads them back unchanged', () => {
    const text = relationshipsText(relationships);
    expect(text).toBe('Mum (mother), Alfie (brother), Tom (Harold’s brother)');
    expect(parseRelationships(text)).toEqual(relationships);
  });

  it('reads what a person types: spaces, a plain apostrophe, names with spaces, non-Latin letters', () => {
    expect(parseRelationships('  Aunt Ngọc Lan ( aunt ),Tom (Harold\'s brother)  ')).toEqual([
      { from: '', to: 'Aunt Ngọc Lan', relation: 'aunt' },
      { from: 'Harold', to: 'Tom', relation: 'brother' },
    ]);
    expect(parseRelationships('Mr Price (teacher, and a friend)')).toEqual([{ from: '', to: 'Mr Price', relation: 'teacher, and a friend' }]);
    expect(parseRelationships('   ')).toEqual([]);
  });

  it('answers a plain error for an entry without its relation', () => {
    expect(parseRelationships('Alfie')).toBe(relationshipFormatError);
    expect(parseRelationships('Mum (mother), Alfie')).toBe(relationshipFormatError);
    expect(parseRelationships('(brother)')).toBe(relationshipFormatError);
  });
});
