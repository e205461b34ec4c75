import { parse } from 'gedcom';
import { describe, expect, it } from 'vitest';
import type { MemoryPayload } from '@kinstory/contract';
import { buildGedcom, gedcomDate, type TreeInput } from './gedcom.ts';

/** A GEDCOM node as the independent parser (npm `gedcom`) gives it. */
interface Node {
  type: string;
  data: { xref_id?: string; pointer?: string; value?: string };
  children: Node[];
}

const memory = (conversationId: string, over: Partial<MemoryPayload>): TreeInput['memories'][number] => ({
  conversationId,
  payload: { narrator: '', people: [], dates: [], places: [], relationships: [], events: [], ...over },
});

const family: TreeInput = {
  storyteller: 'Edna',
  exportedAt: new Date('2026-11-25T10:00:00Z'),
  conversations: [
    { id: 'c1', createdAt: '2026-03-01T09:00:00.000Z', narrator: null },
    { id: 'c2', createdAt: '2026-03-08T09:00:00.000Z', narrator: null },
  ],
  memories: [
    memory('c1', {
      people: ['Frank', 'Mum', 'Dad'],
      dates: ['the winter of 1947'],
      places: ['Cork'],
      relationships: [
        { from: '', to: 'Frank', relation: 'brother' },
        { from: '', to: 'Mum', relation: 'mother' },
        { from: '', to: 'Dad', relation: 'father' },
      ],
      events: ['dug a tunnel to the barn'],
    }),
    memory('c2', {
      people: ['Harold', 'Tom', 'Mr Nowak', 'Nguyễn Thị Tết', 'Aunt Ōsaka'],
      dates: [{ value: 'June of 1955' }],
      places: ["St Anne's, Kraków"],
      relationships: [
        { from: '', to: 'Harold', relation: 'husband' },
        { from: 'Harold', to: 'Tom', relation: 'brother' },
        { from: '', to: 'Mr Nowak', relation: 'teacher' },
        { from: '', to: 'Nguyễn Thị Tết', relation: 'friend' },
        { from: '', to: 'Aunt Ōsaka', relation: 'aunt' },
        // The same person again, in other words: merged by name.
        { from: '', to: 'my Frank', relation: 'brother' },
      ],
      events: ['married Harold'],
    }),
  ],
  stories: [
    {
      conversationId: 'c1',
      title: 'The tunnel to the barn',
      summary: 'Our father dug a tunnel through the snow.\nWe milked the cows.',
      narrative: { people: ['Frank', 'Dad'], dateContext: 'the winter of 1947', place: 'Cork', actionOrEvent: 'dug a tunnel to the barn' },
    },
  ],
};

function records(text: string) {
  const root = parse(text.replace(/^\uFEFF/, '')) as unknown as Node;
  const byXref = new Map<string, Node>();
  for (const record of root.children) if (record.data.xref_id) byXref.set(record.data.xref_id, record);
  const of = (node: Node, tag: string) => node.children.filter((c) => c.type === tag);
  const value = (node: Node, tag: string) => of(node, tag)[0]?.data.value;
  const indi = (name: string) => {
    const found = root.children.filter((r) => r.type === 'INDI' && value(r, 'NAME') === name);
    expect(found, `one INDI named ${name}`).toHaveLength(1);
    return found[0]!;
  };
  const target = (node: Node) => byXref.get(node.data.pointer!)!;
  return { root, byXref, of, value, indi, target };
}

describe('the family tree (GEDCOM 7.0)', () => {
  const text = buildGedcom(family);
  const { root, of, value, indi, target } = records(text);

  it('is a GEDCOM 7.0 file: UTF-8 with its byte-order mark, a header, records, a trailer', () => {
    expect(text.startsWith('\uFEFF0 HEAD\n')).toBe(true);
    expect(root.children[0]!.type).toBe('HEAD');
    expect(value(of(root.children[0]!, 'GEDC')[0]!, 'VERS')).toBe('7.0');
    expect(value(root.children[0]!, 'DATE')).toBe('25 NOV 2026');
    expect(root.children.at(-1)!.type).toBe('TRLR');
    expect(text.endsWith('0 TRLR\n')).toBe(true);
  });

  it('has the storyteller as the first individual and every person once, merged by name', () => {
    expect(root.children[1]!.type).toBe('INDI');
    expect(value(root.children[1]!, 'NAME')).toBe('Edna');
    const names = root.children.filter((r) => r.type === 'INDI').map((r) => value(r, 'NAME'));
    expect(names).toEqual(['Edna', 'Frank', 'Mum', 'Dad', 'Harold', 'Tom', 'Mr Nowak', 'Nguyễn Thị Tết', 'Aunt Ōsaka']);
  });

  it('points every pointer at a record of the right kind, and every family link both ways', () => {
    for (const record of root.children) {
      for (const child of record.children) {
        if (!child.data.pointer) continue;
        const to = target(child);
        expect(to, `${record.data.xref_id} ${child.type} ${child.data.pointer}`).toBeDefined();
        const kind = { FAMC: 'FAM', FAMS: 'FAM', HUSB: 'INDI', WIFE: 'INDI', CHIL: 'INDI', ASSO: 'INDI', SOUR: 'SOUR' }[child.type];
        expect(to.type).toBe(kind);
        const back = { FAMC: ['CHIL'], FAMS: ['HUSB', 'WIFE'], CHIL: ['FAMC'], HUSB: ['FAMS'], WIFE: ['FAMS'] }[child.type];
        if (back) expect(to.children.some((c) => back.includes(c.type) && c.data.pointer === record.data.xref_id)).toBe(true);
      }
    }
  });

  it('puts parents and siblings in one family, and the spouse in another', () => {
    const edna = indi('Edna');
    const [birth] = of(edna, 'FAMC').map(target);
    expect(birth).toBeDefined();
    expect(target(of(birth!, 'HUSB')[0]!)).toBe(indi('Dad'));
    expect(target(of(birth!, 'WIFE')[0]!)).toBe(indi('Mum'));
    expect(of(birth!, 'CHIL').map(target)).toEqual([edna, indi('Frank')]);
    const [marriage] = of(edna, 'FAMS').map(target);
    expect(of(marriage!, 'HUSB').map(target)).toEqual([indi('Harold')]);
    expect(of(marriage!, 'WIFE').map(target)).toEqual([edna]);
    // Harold's brother: a child of Harold's own parents' family.
    const haroldsBirth = of(indi('Harold'), 'FAMC').map(target)[0]!;
    expect(of(haroldsBirth, 'CHIL').map(target)).toEqual([indi('Harold'), indi('Tom')]);
  });

  it('gives the rest as associations with their role', () => {
    const associations = of(indi('Edna'), 'ASSO').map((a) => ({
      who: value(target(a), 'NAME'),
      role: value(a, 'ROLE'),
      phrase: of(a, 'ROLE')[0]!.children.find((c) => c.type === 'PHRASE')?.data.value,
    }));
    expect(associations).toEqual([
      { who: 'Mr Nowak', role: 'OTHER', phrase: 'teacher' },
      { who: 'Nguyễn Thị Tết', role: 'FRIEND', phrase: undefined },
      { who: 'Aunt Ōsaka', role: 'OTHER', phrase: 'aunt' },
    ]);
  });

  it('keeps events with their date and place, each citing the conversation that told it', () => {
    const events = of(indi('Edna'), 'EVEN').map((e) => ({
      type: value(e, 'TYPE'),
      date: value(e, 'DATE'),
      phrase: of(e, 'DATE')[0]?.children[0]?.data.value,
      place: value(e, 'PLAC'),
      source: value(target(of(e, 'SOUR')[0]!), 'TITL'),
    }));
    expect(events).toEqual([
      { type: 'dug a tunnel to the barn', date: '1947', phrase: 'the winter of 1947', place: 'Cork', source: 'Conversation with Edna, 2026-03-01' },
      { type: 'married Harold', date: 'JUN 1955', phrase: 'June of 1955', place: "St Anne's, Kraków", source: 'Conversation with Edna, 2026-03-08' },
    ]);
    expect(root.children.filter((r) => r.type === 'SOUR')).toHaveLength(2);
  });

  it('notes each story on its people, its lines kept, citing its conversation', () => {
    const notes = (name: string) => of(indi(name), 'NOTE').map((n) => ({ text: n.data.value, source: value(target(of(n, 'SOUR')[0]!), 'TITL') }));
    const tunnel = { text: 'The tunnel to the barn\nOur father dug a tunnel through the snow.\nWe milked the cows.', source: 'Conversation with Edna, 2026-03-01' };
    // The parser joins CONT lines into the value.
    for (const name of ['Edna', 'Frank', 'Dad']) expect(notes(name)).toEqual([tunnel]);
    expect(notes('Mum')).toEqual([]);
    expect(text).toContain('1 NOTE The tunnel to the barn\n2 CONT Our father dug a tunnel through the snow.\n2 CONT We milked the cows.\n2 SOUR @S1@\n');
  });

  it('is well-formed text: UTF-8 names as written, no line breaks inside a value, a leading @ doubled', () => {
    expect(text).toContain('1 NAME Nguyễn Thị Tết');
    const odd = buildGedcom({ ...family, memories: [memory('c1', { people: ['@home'], events: ['a\nb'] })], stories: [] });
    expect(odd).toContain('1 NAME @@home');
    expect(odd).toMatch(/2 TYPE a\n3 CONT b/);
    for (const l of odd.replace(/^\uFEFF/, '').trimEnd().split('\n')) expect(l).toMatch(/^\d+ (@[^@ ]+@ )?[A-Z_][A-Z0-9_]*( .*)?$/);
  });
});

describe('dates as GEDCOM dates', () => {
  it.each([
    ['1947', '1947', null],
    ['the winter of 1947', '1947', 'the winter of 1947'],
    ['June of 1955', 'JUN 1955', 'June of 1955'],
    ['12th of March 1962', '12 MAR 1962', '12th of March 1962'],
    ['the 1950s', 'BET 1950 AND 1959', 'the 1950s'],
    ['about 1930', 'ABT 1930', 'about 1930'],
    ['when I was seven', '', 'when I was seven'],
  ])('%s', (text, value, phrase) => {
    expect(gedcomDate(text)).toEqual({ value, phrase });
  });
});
