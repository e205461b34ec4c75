import { describe, expect, it } from 'vitest';
import { run } from './testkit.ts';
import { wherePhrase } from './places.ts';

describe('places', () => {
  it('finds places after prepositions and by their head nouns', () => {
    const { memory } = run('We lived on Argyle Crescent in Paisley, and I went to St. Mirin\'s Academy until the shipyard took me on.');
    expect(memory.places).toEqual(expect.arrayContaining(['Argyle Crescent', 'Paisley']));
    expect(memory.places.some((p) => p.startsWith('St. Mirin'))).toBe(true);
  });

  it('tells a place that is also a name from the person', () => {
    const { memory } = run('My cousin Florence emigrated to Florence, Italy after the war.');
    expect(memory.people).toContain('Florence');
    expect(memory.places).toEqual(expect.arrayContaining(['Florence', 'Italy']));
  });

  it('keeps "New" of a place, and "New Year" is no place ("New Mexico" is not Mexico, "New York" not York)', () => {
    expect(run('In New Mexico we had a little adobe house with a blue door.').memory.places).toEqual(['New Mexico']);
    expect(run('We moved to New York in 1950, and my son lives in New Zealand now.').memory.places).toEqual(['New York', 'New Zealand']);
    expect(run('We spent New Year in Glasgow with my aunt.').memory.places).toEqual(['Glasgow']);
    // so does a feast word before a place's head noun
    expect(run('He was taken to the Memorial Hospital in Belfast.').memory.places).toEqual(['Memorial Hospital', 'Belfast']);
    expect(run('We lived on Christmas Island, then we sailed to the Virgin Islands.').memory.places).toEqual(['Christmas Island', 'Virgin Islands']);
    expect(run('On Easter Sunday we went to the chapel on Lord Street.').memory.places).toEqual(['Lord Street']);
  });

  it('reads a firm of two names with what it ran as one place ("the Tate and Lyle refinery"), and two people as two', () => {
    expect(run('My first job was at the Tate and Lyle refinery in Silvertown.').memory).toMatchObject({ places: ['Tate and Lyle refinery', 'Silvertown'], people: [] });
    expect(run('He was a riveter at the Harland and Wolff shipyard.').memory.places).toEqual(['Harland and Wolff shipyard']);
    expect(run('Mary and John went to the shop.').memory.people).toEqual(['Mary', 'John']);
  });

  it('ends a place before a kin word that starts the next person ("In Saigon Papa opened the shop")', () => {
    for (const [message, place, person] of [['In Saigon Papa opened the tailor shop again.', 'Saigon', 'Papa'], ['At Blackpool Dad bought us all ice creams.', 'Blackpool', 'Dad']]) {
      const { memory } = run(message!);
      expect(memory.places).toEqual([place]);
      expect(memory.people).toContain(person);
    }
    // a kin title before a name is still the one name
    expect(run('In 1950 Uncle Tom came to stay with us in Leeds.').memory.people).toContain('Uncle Tom');
  });

  it('reads an institution named with its town as a place, not a person ("Government College Umuahia")', () => {
    const { memory } = run('In 1958 I sat the common entrance examination for Government College Umuahia. My uncle Okonkwo lent me his bicycle.');
    expect(memory.places).toContain('Government College Umuahia');
    expect(memory.people).not.toContain('Government College Umuahia');
  });

  it('takes a feast for a time, not a place ("At Timkat we slept on the grass", "On Boże Ciało")', () => {
    expect(run('At Timkat we slept on the grass among hundreds of other families, waiting for the tabot to come out at dawn.').memory.places).toEqual([]);
    expect(run('On Boże Ciało in June of 1928 I was chosen to strew petals in front of the priest.').memory.places).toEqual([]);
  });

  it('keeps businesses and ships, leaves organisations out', () => {
    const { memory } = run('I served on HMS Belfast and later worked at Tate Sugars, but I never joined the Home Guard.');
    expect(memory.places).toEqual(expect.arrayContaining(['HMS Belfast', 'Tate Sugars']));
    expect(memory.places).not.toContain('Home Guard');
  });

  it.each([
    { name: 'a name joined to a place by "and"', message: 'Letters came from Kumasi and Tamale every month.', places: ['Kumasi', 'Tamale'] },
    { name: 'a name after "in" even when it is also a first name', message: 'We rented two rooms in Beverly Lynn above a bakery.', places: ['Beverly Lynn'] },
    { name: 'a place something happened to', message: 'I was nine during the siege of Sarajevo.', places: ['Sarajevo'] },
    { name: 'a full name after "the"', message: 'We sailed home on the Willem de Ruyter with two suitcases.', places: ['Willem de Ruyter'] },
  ])('takes $name for a place, not a person', ({ message, places }) => {
    const { memory } = run(message);
    expect(memory.places).toEqual(expect.arrayContaining(places));
    expect(memory.people).toEqual([]);
  });

  // the gazetteer (gazetteer.ts): a town of the world is somewhere, whatever word comes before it
  it.each([
    { message: 'We lay under the cabbages in the lorry as far as Burgos, and from there we walked.', place: 'Burgos' },
    { message: 'Nobody from our street had been further than Thiès before 1960.', place: 'Thiès' },
    { message: 'Enugu fell in October 1967 and we ran to the village.', place: 'Enugu' },
    { message: 'In 1971 we went up to Vyborg to see my aunt Raisa.', place: 'Vyborg' },
  ])('knows $place for a town, not a person', ({ message, place }) => {
    const { memory } = run(message);
    expect(memory.places).toContain(place);
    expect(memory.people).not.toContain(place);
  });

  it('does not take a word of the dictionary that opens a sentence for a place, unless a name follows it', () => {
    const { memory } = run('I was never one for books, to be honest with you. School was something you got through, like the winter.');
    expect(memory.places).toEqual([]);
    expect(memory.people).toEqual([]);
    expect(run('Station Pier was crowded the morning we sailed in 1950.').memory.places).toEqual(['Station Pier']);
  });

  it('leaves someone whose name is also a town a person when the words say so', () => {
    // Ngozi is a town in Burundi, Mina one in Saudi Arabia
    expect(run('My father sent me and my two sisters, Ngozi and Adaeze, to the village near Okigwe in 1967.').memory.people).toEqual(expect.arrayContaining(['Ngozi', 'Adaeze']));
    expect(run('Mina said she would wait for me, and in 1958 she did.').memory.people).toContain('Mina');
    // and when something is done to them that is done to people: Pemba is a town in Mozambique
    expect(run('In 1968 I met Ngozi at the market in Onitsha.').memory.people).toEqual(['Ngozi']);
    expect(run('In 1975 my brother married Pemba in the church at Kasama.').memory.people).toContain('Pemba');
    // Pita is a town in Guinea
    expect(run('We swam out to the raft with Pita in 1959 and back again.').memory.people).toEqual(['Pita']);
  });

  it('says a place back with the storyteller\'s own preposition and their "the"', () => {
    expect(wherePhrase('We met near Cork in 1950.', 'Cork')).toBe('near Cork');
    expect(wherePhrase('My father prayed at the Umayyad Mosque every Friday.', 'Umayyad Mosque')).toBe('at the Umayyad Mosque');
    expect(wherePhrase('The Umayyad Mosque was full that Friday.', 'Umayyad Mosque')).toBe('in the Umayyad Mosque');
    expect(wherePhrase('Mandeville, nineteen sixty-two.', 'Mandeville')).toBe('in Mandeville');
    expect(wherePhrase('We sailed from the Strand.', 'the Strand')).toBe('in the Strand');
    // the "the" of "the Dongcheng district" is the district's
    expect(wherePhrase('My school was in the Dongcheng district of Beijing.', 'Dongcheng')).toBe('in Dongcheng');
    expect(wherePhrase('We lived near Cork city.', 'Cork')).toBe('near Cork');
    // "'s" as said of a business, not of a town's own things
    expect(wherePhrase("I started in Jacob's on Bishop Street in 1953.", 'Jacob')).toBe("in Jacob's");
    expect(wherePhrase("We walked in Dublin's fair city.", 'Dublin')).toBe('in Dublin');
  });
});
