import type { MemoryDate, MemoryPayload, Relationship } from '@kinstory/contract';

/** What the 'Extracted Memories' panel shows: every memory of a conversation merged into one. */
export interface MergedMemories {
  narrator: string;
  people: string[];
  dates: string[];
  places: string[];
  relationships: Relationship[];
  events: string[];
}

export const emptyMemories: MergedMemories = {
  narrator: '',
  people: [],
  dates: [],
  places: [],
  relationships: [],
  events: [],
};

/** A date may come as a phrase, a year or `{value}` (SPEC §3); the panel shows text. */
export function dateText(date: MemoryDate): string {
  if (typeof date === 'object') return String(date.value).trim();
  return String(date).trim();
}

function unique(existing: string[], added: string[]): string[] {
  const seen = new Set(existing.map((item) => item.toLocaleLowerCase()));
  const result = [...existing];
  for (const raw of added) {
    const item = raw.trim();
    const key = item.toLocaleLowerCase();
    if (item && !seen.has(key)) {
      seen.add(key);
      result.push(item);
    }
  }
  return result;
}

const relationshipKey = (r: Relationship) => `${r.from}\u0000${r.to}\u0000${r.relation}`.toLocaleLowerCase();

/** Merges one memory into what is shown; people, dates, places and events once each, relationships unique by from + to + relation. */
export function mergeMemory(current: MergedMemories, memory: MemoryPayload): MergedMemories {
  const seen = new Set(current.relationships.map(relationshipKey));
  const relationships = [...current.relationships];
  for (const relationship of memory.relationships) {
    const key = relationshipKey(relationship);
    if (!seen.has(key)) {
      seen.add(key);
      relationships.push(relationship);
    }
  }
  return {
    narrator: current.narrator || memory.narrator.trim(),
    people: unique(current.people, memory.people),
    dates: unique(current.dates, memory.dates.map(dateText)),
    places: unique(current.places, memory.places),
    relationships,
    events: unique(current.events, memory.events),
  };
}

export function mergeMemories(memories: readonly MemoryPayload[]): MergedMemories {
  return memories.reduce(mergeMemory, emptyMemories);
}

export function isEmptyMemories(merged: MergedMemories): boolean {
  return (
    !merged.narrator &&
    merged.people.length + merged.dates.length + merged.places.length + merged.relationships.length + merged.events.length === 0
  );
}

/** 'from → to: relation', with an empty from shown as '(You)' (SPEC §2). */
export function relationshipLabel({ from, to, relation }: Relationship): string {
  return `${from.trim() || '(You)'} → ${to}: ${relation}`;
}
