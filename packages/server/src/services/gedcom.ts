import type { MemoryDate, MemoryPayload } from '@kinstory/contract';

/**
 * The family tree as GEDCOM 7.0 (issue #16): who the memories name, how they are related, what
 * happened when and where, each story as a note on its people, and one source per
 * conversation, cited on the facts it gave. It knows only what was told: the extractor gives
 * relations to the narrator (and to a named owner: "Harold's brother Tom"), so a grandparent or a
 * cousin is an association, not a guessed line of descent. Each story is a note on each of its
 * people (an inline NOTE, which Gramps 5 reads; it skips GEDCOM 7's shared notes).
 */
export interface TreeInput {
  /** The archive's subject: the root individual. */
  storyteller: string;
  exportedAt: Date;
  /** `narrator`: null when the storyteller told it; else the name of the member who did. */
  conversations: { id: string; createdAt: string; narrator: string | null }[];
  memories: { conversationId: string | null; payload: MemoryPayload }[];
  stories: { conversationId: string | null; title: string; summary: string; narrative: { people: string[]; dateContext: string; place: string; actionOrEvent: string } }[];
}

interface Person {
  xref: string;
  name: string;
  famc: Set<Family>;
  fams: Set<Family>;
  associations: { with: Person; role: string; phrase: string | null; source: string | null }[];
  events: { type: string; date: string | null; place: string | null; source: string | null }[];
  notes: Set<Note>;
}

interface Note {
  text: string;
  source: string | null;
}

interface Family {
  xref: string;
  /** HUSB and WIFE: a father or husband goes first, a mother or wife second, anyone else where there is room. */
  partners: [Person | null, Person | null];
  children: Person[];
  sources: Set<string>;
}

const PARENTS: Record<string, 'first' | 'second' | 'any'> = { father: 'first', mother: 'second', parent: 'any', stepfather: 'first', stepmother: 'second' };
const CHILDREN = new Set(['son', 'daughter', 'child', 'stepson', 'stepdaughter']);
const SPOUSES = new Set(['husband', 'wife', 'spouse', 'partner', 'fiancé', 'fiancée', 'fiance', 'fiancee']);
const SIBLINGS = new Set(['brother', 'sister', 'sibling', 'twin']);
/** GEDCOM 7 ROLE values for the rest; anything else is OTHER with the relation as its PHRASE. */
const ROLES: Record<string, string> = { friend: 'FRIEND', neighbour: 'NGHBR', neighbor: 'NGHBR', godmother: 'GODP', godfather: 'GODP', godparent: 'GODP' };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const keyOf = (name: string) =>
  name
    .normalize('NFC')
    .trim()
    .replace(/^(?:my|our)\s+/i, '')
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('en');

const dateText = (date: MemoryDate | undefined): string | null => {
  if (date === undefined) return null;
  const value = typeof date === 'object' ? date.value : date;
  const text = String(value).trim();
  return text || null;
};

/**
 * A GEDCOM date for what was said: '1947', 'JUN 1955', '12 MAR 1962', 'BET 1950 AND 1959' for a
 * decade, 'ABT 1950' for "about"; empty (the words kept as its PHRASE) when it names no year.
 */
export function gedcomDate(text: string): { value: string; phrase: string | null } {
  const words = text.toLowerCase();
  const decade = /\b((?:1[5-9]|20)\d)0['’]?s\b/.exec(words)?.[1];
  if (decade) {
    const start = Number(`${decade}0`);
    return { value: `BET ${start} AND ${start + 9}`, phrase: text };
  }
  const year = /\b(1[5-9]\d\d|20[0-4]\d)\b/.exec(words)?.[1];
  if (!year) return { value: '', phrase: text };
  const monthIndex = MONTH_NAMES.findIndex((m) => new RegExp(`\\b${m.slice(0, 3)}(?:${m.slice(3)})?\\b`).test(words));
  const day = monthIndex >= 0 ? new RegExp(`\\b([0-3]?\\d)(?:st|nd|rd|th)?(?:\\s+of)?\\s+${MONTH_NAMES[monthIndex]!.slice(0, 3)}`).exec(words)?.[1] : undefined;
  let value = monthIndex >= 0 ? `${day && Number(day) >= 1 && Number(day) <= 31 ? `${Number(day)} ` : ''}${MONTHS[monthIndex]} ${year}` : year;
  if (/\b(?:about|around|circa|roughly|approximately)\b/.test(words)) value = `ABT ${value}`;
  return { value, phrase: value === year && text === year ? null : text };
}

/** One line: level, optional xref, tag, payload (a leading @ doubled); newlines become CONT lines. */
/** A pointer to a record: its xref as it is. */
const pointer = (level: number, tag: string, xref: string): string[] => [`${level} ${tag} ${xref}`];

function line(level: number, tag: string, payload?: string | null, xref?: string): string[] {
  const head = `${level}${xref ? ` ${xref}` : ''} ${tag}`;
  if (payload === undefined || payload === null || payload === '') return [head];
  const [first, ...rest] = payload.replace(/\r\n?/g, '\n').split('\n').map((p) => p.replace(/^@/, '@@'));
  return [`${head} ${first}`, ...rest.map((p) => (p ? `${level + 1} CONT ${p}` : `${level + 1} CONT`))];
}

export function buildGedcom(input: TreeInput): string {
  const people = new Map<string, Person>();
  const families: Family[] = [];
  const sources = new Map<string, { xref: string; title: string }>();

  const person = (name: string): Person => {
    const key = keyOf(name);
    let found = people.get(key);
    if (!found) {
      found = { xref: `@I${people.size + 1}@`, name: name.trim(), famc: new Set(), fams: new Set(), associations: [], events: [], notes: new Set() };
      people.set(key, found);
    }
    return found;
  };
  const root = person(input.storyteller || 'The storyteller');

  const conversations = new Map(input.conversations.map((c) => [c.id, c]));
  const sourceOf = (conversationId: string | null): string | null => {
    const conversation = conversationId ? conversations.get(conversationId) : undefined;
    if (!conversation) return null;
    let source = sources.get(conversation.id);
    if (!source) {
      const day = conversation.createdAt.slice(0, 10);
      source = { xref: `@S${sources.size + 1}@`, title: `Conversation with ${conversation.narrator ?? root.name}, ${day}` };
      sources.set(conversation.id, source);
    }
    return source.xref;
  };
  const narratorOf = (conversationId: string | null) => {
    const narrator = conversationId ? conversations.get(conversationId)?.narrator : null;
    return narrator ? person(narrator) : root;
  };

  const newFamily = (): Family => {
    const family: Family = { xref: `@F${families.length + 1}@`, partners: [null, null], children: [], sources: new Set() };
    families.push(family);
    return family;
  };
  /** The family `child` was born into (one per person: the tree knows of one set of parents). */
  const birthFamily = (child: Person): Family => {
    const existing = [...child.famc][0];
    if (existing) return existing;
    const family = newFamily();
    family.children.push(child);
    child.famc.add(family);
    return family;
  };
  const addChild = (family: Family, child: Person) => {
    if (family.children.includes(child) || family.partners.includes(child)) return;
    if (child.famc.size > 0 && !child.famc.has(family)) return;
    family.children.push(child);
    child.famc.add(family);
  };
  const addPartner = (family: Family, partner: Person, slot: 'first' | 'second' | 'any'): boolean => {
    if (family.partners.includes(partner)) return true;
    if (family.children.includes(partner)) return false;
    const index = slot === 'first' ? 0 : slot === 'second' ? 1 : family.partners[0] === null ? 0 : 1;
    if (family.partners[index] !== null) return false;
    family.partners[index] = partner;
    partner.fams.add(family);
    return true;
  };
  const partnerCount = (family: Family) => family.partners.filter(Boolean).length;
  const associate = (from: Person, to: Person, relation: string, source: string | null) => {
    if (from === to || from.associations.some((a) => a.with === to && a.phrase === relation)) return;
    const role = ROLES[relation] ?? 'OTHER';
    from.associations.push({ with: to, role, phrase: role === 'OTHER' ? relation : null, source });
  };

  const relate = (anchor: Person, other: Person, relation: string, source: string | null) => {
    if (anchor === other) return;
    const word = relation.trim().toLowerCase();
    let family: Family | undefined;
    if (PARENTS[word]) {
      family = birthFamily(anchor);
      if (!addPartner(family, other, PARENTS[word]!)) family = undefined;
    } else if (CHILDREN.has(word)) {
      family = [...anchor.fams].find((f) => partnerCount(f) === 1) ?? [...anchor.fams][0] ?? newFamily();
      addPartner(family, anchor, 'any');
      addChild(family, other);
      if (!other.famc.has(family)) family = undefined;
    } else if (SPOUSES.has(word)) {
      family = [...anchor.fams].find((f) => f.partners.includes(other));
      if (!family) {
        // A husband is HUSB and a wife WIFE; the narrator takes the other place.
        const slot = word === 'husband' ? 0 : word === 'wife' ? 1 : null;
        const room = (f: Family) => partnerCount(f) === 1 && (slot === null || f.partners[slot] === null);
        family = [...anchor.fams].find(room) ?? newFamily();
        if (family && !family.partners.includes(anchor)) addPartner(family, anchor, slot === 0 ? 'second' : slot === 1 ? 'first' : 'any');
        if (family && !addPartner(family, other, slot === 0 ? 'first' : slot === 1 ? 'second' : 'any')) family = undefined;
      }
    } else if (SIBLINGS.has(word)) {
      family = birthFamily(anchor);
      addChild(family, other);
      if (!other.famc.has(family)) family = undefined;
    }
    if (family) {
      if (source) family.sources.add(source);
    } else {
      associate(anchor, other, word, source);
    }
  };

  for (const memory of input.memories) {
    const source = sourceOf(memory.conversationId);
    const narrator = narratorOf(memory.conversationId);
    const { payload } = memory;
    for (const name of payload.people) if (name.trim()) person(name);
    for (const r of payload.relationships) {
      if (!r.to.trim()) continue;
      relate(r.from.trim() ? person(r.from) : narrator, person(r.to), r.relation, source);
    }
    const date = dateText(payload.dates[0]);
    const place = payload.places[0]?.trim() || null;
    for (const event of payload.events) {
      const type = event.trim();
      if (!type || narrator.events.some((e) => e.type === type && e.date === date && e.place === place)) continue;
      narrator.events.push({ type, date, place, source });
    }
  }

  for (const story of input.stories) {
    const source = sourceOf(story.conversationId);
    const note: Note = { text: story.summary.trim() ? `${story.title}\n${story.summary.trim()}` : story.title, source };
    const told = [narratorOf(story.conversationId), ...story.narrative.people.filter((n) => n.trim()).map(person)];
    for (const p of told) p.notes.add(note);
  }

  const out: string[] = [
    ...line(0, 'HEAD'),
    ...line(1, 'GEDC'),
    ...line(2, 'VERS', '7.0'),
    ...line(1, 'SOUR', 'KINSTORY'),
    ...line(2, 'NAME', 'Kinstory'),
    ...line(1, 'DATE', `${input.exportedAt.getUTCDate()} ${MONTHS[input.exportedAt.getUTCMonth()]} ${input.exportedAt.getUTCFullYear()}`),
    ...line(1, 'NOTE', `The family of ${root.name}, as told in their conversations. Recorded with Kinstory.`),
  ];
  for (const p of people.values()) {
    out.push(...line(0, 'INDI', null, p.xref), ...line(1, 'NAME', p.name));
    for (const e of p.events) {
      out.push(...line(1, 'EVEN'), ...line(2, 'TYPE', e.type));
      if (e.date) {
        const { value, phrase } = gedcomDate(e.date);
        out.push(...line(2, 'DATE', value));
        if (phrase) out.push(...line(3, 'PHRASE', phrase));
      }
      if (e.place) out.push(...line(2, 'PLAC', e.place));
      if (e.source) out.push(...pointer(2, 'SOUR', e.source));
    }
    for (const f of p.famc) out.push(...pointer(1, 'FAMC', f.xref));
    for (const f of p.fams) out.push(...pointer(1, 'FAMS', f.xref));
    for (const a of p.associations) {
      out.push(...pointer(1, 'ASSO', a.with.xref), ...line(2, 'ROLE', a.role));
      if (a.phrase) out.push(...line(3, 'PHRASE', a.phrase));
      if (a.source) out.push(...pointer(2, 'SOUR', a.source));
    }
    for (const n of p.notes) {
      out.push(...line(1, 'NOTE', n.text));
      if (n.source) out.push(...pointer(2, 'SOUR', n.source));
    }
  }
  for (const f of families) {
    out.push(...line(0, 'FAM', null, f.xref));
    const [first, second] = f.partners;
    if (first) out.push(...pointer(1, 'HUSB', first.xref));
    if (second) out.push(...pointer(1, 'WIFE', second.xref));
    for (const c of f.children) out.push(...pointer(1, 'CHIL', c.xref));
    for (const s of f.sources) out.push(...pointer(1, 'SOUR', s));
  }
  for (const s of sources.values()) out.push(...line(0, 'SOUR', null, s.xref), ...line(1, 'TITL', s.title));
  out.push(...line(0, 'TRLR'));
  // GEDCOM 7 is always UTF-8; the byte-order mark also tells older readers (Gramps 5) so.
  return `\uFEFF${out.join('\n')}\n`;
}
