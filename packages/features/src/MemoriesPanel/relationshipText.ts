import type { Relationship } from '@kinstory/contract';

/** Shown when an entry of the Relationships field cannot be read. */
export const relationshipFormatError = 'Write each relationship as a name and the relation in brackets, such as Alfie (brother) or Tom (Harold’s brother).';

/** An entry as the form shows it: 'Alfie (brother)' to the narrator, 'Tom (Harold’s brother)' to someone else. */
export const relationshipEntry = ({ from, to, relation }: Relationship) => `${to} (${from ? `${from}’s ` : ''}${relation})`;

export const relationshipsText = (relationships: readonly Relationship[]) => relationships.map(relationshipEntry).join(', ');

/**
 * The Relationships field back into relationships; an error text when an entry has no relation in
 * brackets. Commas inside brackets belong to the entry.
 */
export function parseRelationships(text: string): Relationship[] | string {
  const entries = text.match(/[^,(]+(?:\([^)]*\))?/g)?.map((e) => e.trim()).filter(Boolean) ?? [];
  const relationships: Relationship[] = [];
  for (const entry of entries) {
    const match = /^(.+?)\s*\(\s*(.+?)\s*\)$/.exec(entry);
    if (!match) return relationshipFormatError;
    const [, to, inner] = match as unknown as [string, string, string];
    const of = /^(.+?)['’]s\s+(.+)$/.exec(inner);
    relationships.push(of ? { from: of[1]!.trim(), to: to.trim(), relation: of[2]!.trim() } : { from: '', to: to.trim(), relation: inner });
  }
  return relationships;
}
