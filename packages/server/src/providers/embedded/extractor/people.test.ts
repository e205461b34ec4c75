import { describe, expect, it } from 'vitest';
import { extractionSchema } from '@kinstory/contract';
import { rel, run } from './testkit.ts';
import { extractMessage } from './extract.ts';

describe('people', () => {
  it('does not take the storyteller\'s own name for someone of the story ("My name is Rosa")', () => {
    expect(run("My name is Rosa and I'm eighty-four.").memory.people).toEqual([]);
    expect(run("My name's Harold Jenkins, and my brother Wyn was the clever one.").memory.people).toEqual(['Wyn']);
  });

  it('hears a month or a feast word as a woman\'s name where it is one ("my sister June", "Auntie May", "Maria")', () => {
    const named: [string, string[]][] = [
      ['My sister June married a sailor in 1950.', ['June']],
      ['Auntie May lived next door to us.', ['Auntie May']],
      ['My aunt Maria lived with us in Naples.', ['Maria']],
      ['I married Maria in 1960.', ['Maria']],
      ['Rosa Maria was my mother.', ['Rosa Maria']],
      ['My friend Eve worked at the mill.', ['Eve']],
      ['June said we should go to the pictures.', ['June']],
      ['Mrs May taught us French.', ['Mrs May']],
    ];
    for (const [message, people] of named) expect(run(message).memory.people, message).toEqual(people);
    expect(run('My sister June married a sailor.').memory.relationships).toEqual([rel('', 'June', 'sister')]);
    // the Virgin Mary and "Eid Mubarak" are no one of the story
    expect(run('We prayed to the Virgin Mary every night.').memory.people).toEqual([]);
    expect(run('Eid Mubarak, she said, and gave me sweets.').memory.people).toEqual([]);
    // and the calendar where it is one
    for (const message of ['In June we went to Skegness.', 'Last May my sister died.', 'Every August we went to Whitby.', 'When June came the school closed.', 'She sang the Ave Maria at the funeral.', 'On Christmas Eve we went to midnight Mass.']) {
      expect(run(message).memory.people.filter((p) => !/^my /i.test(p)), message).toEqual([]);
    }
  });

  it('keeps a contraction off a name ("Granddaddy\'d never let us near the mule")', () => {
    expect(run("Granddaddy'd never let us near the mule, but Mama said he was soft as butter.").memory.people).toContain('Granddaddy');
  });

  it('does not take the word opening a sentence in another language for a name ("Cuando tenía siete años")', () => {
    // ("mi abuela" is the storyteller's grandmother, a person by GUIDELINES.md like "my yiayia"; "Cuando" is no one)
    expect(run('Cuando tenía siete años mi abuela me llevó al mercado de Oaxaca.').memory.people).toEqual(['mi abuela']);
    expect(run("Quand j'étais petite, ma grand-mère habitait à Lyon.").memory.people).toEqual([]);
    expect(run('Mi nonna Rosa faceva il pane ogni domenica a Bari.').memory.people).toEqual(['Rosa']);
  });

  it('takes a word no dictionary has, opening a sentence and doing what people do, for someone ("Kostas ran back in")', () => {
    expect(run('Our milk bar on Sydney Road burned down in 1983. Kostas ran back in and saved the till.').memory.people).toEqual(['Kostas']);
    // (and a dictionary word opening a sentence before the same verbs for nobody)
    expect(run('The fire spread fast. Smoke came under the door and we ran.').memory.people).toEqual([]);
  });

  it('keeps titles written as part of a name and drops lower-case kin descriptions', () => {
    const { memory } = run('Dr. Okonkwo delivered all three of us, and my aunt Philomena swore by him. Rabbi Cohen came to the bris.');
    expect(memory.people).toEqual(expect.arrayContaining(['Dr. Okonkwo', 'Philomena', 'Rabbi Cohen']));
    expect(memory.people).not.toContain('aunt Philomena');
  });

  it('starts a new name at an honorific after a place with no comma between ("in Kumasi Mr Owusu would send me")', () => {
    const m = run('At school in Kumasi Mr Owusu would send me to the front to do the sums on the board.').memory;
    expect(m.people).toContain('Mr Owusu');
    expect(m.places).toContain('Kumasi');
    expect([...m.people, ...m.places]).not.toContain('Kumasi Mr Owusu');
  });

  it('lists kin words used as names, and "my father" when the father is not named', () => {
    const { memory } = run('Mum made the tea while my father read the paper by the stove.');
    expect(memory.people).toEqual(['Mum', 'my father']);
    expect(memory.relationships).toEqual(expect.arrayContaining([rel('', 'Mum', 'mother'), rel('', 'my father', 'father')]));
  });

  it.each([
    { name: 'names the relative instead of the kin word when both are given', message: 'My husband Walter built the porch. My husband was handy like that.', people: ['Walter'] },
    { name: 'takes the full name over a nickname', message: 'My friend Oluwaseun, we called him Seun, played the drums at every party.', people: ['Oluwaseun'] },
    { name: 'does not count animals, nationalities or religious figures as people', message: 'We had a dog called Biscuit and the Italian family next door prayed to God every night.', people: [] },
    { name: 'does not count languages, holidays or other people\'s belongings as people', message: 'Grandad spoke Gaelic and Scots, and on Vaisakhi he drove his old Humber to the fair.', people: ['Grandad'] },
    { name: 'does not count what someone else calls the narrator', message: 'The nurse looked up and said, Ninny, you have a boy.', people: [] },
    { name: 'does not count a word that describes the plural noun after it', message: 'In September 1965 I was one of nine Black children to start at the high school, and Mum walked me to the gate.', people: ['Mum'] },
    { name: 'does not count an adverb that opens a sentence', message: 'We swam out to the raft with Pita in 1959. Halfway across I got a cramp and held on to him.', people: ['Pita'] },
    { name: 'does not count the first word of a sentence after a quotation', message: "My teacher Dorota read my essay and said, 'Not bad.' It was the highest praise I ever had from her.", people: ['Dorota'] },
  ])('$name', ({ message, people }) => {
    expect(run(message).memory.people).toEqual(people);
  });

  it('handles non-English names and address terms', () => {
    const { memory } = run('My Nani used to oil my hair on Sundays, and my cousin Gurpreet Kaur would sit beside me.');
    expect(memory.people).toEqual(expect.arrayContaining(['Nani', 'Gurpreet Kaur']));
    expect(memory.relationships).toEqual(expect.arrayContaining([rel('', 'Nani', 'grandmother'), rel('', 'Gurpreet Kaur', 'cousin')]));
  });

  it('reads run-on transcripts without punctuation or capitals for "i"', () => {
    const { memory } = run('so we went down to the docks at Liverpool my uncle Paddy Byrne worked there he knew everybody and my mam would send me with his dinner in a tin');
    expect(memory.people).toEqual(['Paddy Byrne', 'my mam']);
    expect(memory.places).toEqual(['Liverpool']);
    expect(memory.relationships).toEqual(expect.arrayContaining([rel('', 'Paddy Byrne', 'uncle'), rel('', 'my mam', 'mother')]));
  });

  it('survives empty, odd and very long input', () => {
    for (const message of ['', '   ', '???', "'", 'Mr.', 'The The The', 'x'.repeat(5000)]) {
      const out = run(message);
      expect(extractionSchema.parse(out).memory.people).toEqual([]);
    }
  });

  it('returns empty, valid output for a message with nothing to extract', () => {
    const out = run("Oh, I couldn't tell you, it's all a blur now.");
    expect(out.memory.people).toEqual([]);
    expect(out.memory.places).toEqual([]);
    expect(out.memory.dates).toEqual([]);
    expect(out.story).toBeNull();
    expect(extractionSchema.parse(out)).toBeTruthy();
  });
});

describe('the narrator', () => {
  it('is not one of the people of their own story', () => {
    const out = extractMessage('Everyone at the mill knew Winifred, that was me, and my friend Olive Barker.', [], 'Winifred');
    expect(out.memory.people).toEqual(['Olive Barker']);
    expect(out.memory.narrator).toBe('Winifred');
  });
});
