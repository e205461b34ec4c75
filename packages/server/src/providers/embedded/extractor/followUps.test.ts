import { describe, expect, it } from 'vitest';
import { run } from './testkit.ts';
import { parse } from './tokens.ts';
import { addressed, articleFor, definiteThings, followUpCandidates, headWord, introducedPeople, relativesOfOthers } from './followUps.ts';

const values = (text: string) => run(text).followUpItems.map((f) => f.value);
const prompts = (text: string) => run(text).followUpItems.map((f) => f.suggestedPrompt).join(' ');

describe('follow-ups: unexplained objects and businesses', () => {
  it('names an indefinite thing by its own words with its article, without "little" ("You mentioned a knitting machine")', () => {
    const v = values('My aunt Dora kept a little haberdashery stall in Leeds market, and in 1955 she bought a knitting machine from a catalogue.');
    expect(v).toContain('a haberdashery stall');
    expect(v).toContain('a knitting machine');
    expect(definiteThings(parse('She kept an old oak wardrobe and a useful kitchen dresser.').tokens).map((t) => t.value)).toEqual(['an oak wardrobe', 'a useful kitchen dresser']);
    expect(articleFor('uniform')).toBe('a');
    expect(articleFor('hour')).toBe('an');
  });

  it('asks about a happening named by its place ("the Ibrox disaster", "the Clydebank blitz")', () => {
    expect(values('The worst night was the Ibrox disaster in 1971. I was a staff nurse at the Southern General.')).toContain('the Ibrox disaster');
    expect(values('My father was killed in the Clydebank blitz.')).toContain('the Clydebank blitz');
    expect(values('I remember the Lynmouth flood of 1952.')).toEqual(['the Lynmouth flood']);
    expect(prompts('I remember the Lynmouth flood of 1952.')).toMatch(/the Lynmouth flood/);
  });

  it('takes "the summer I turned twelve" for the time a story is set in, not a hinted-at event', () => {
    const v = values('My father kept bees behind the rectory in Shropshire. The summer I turned twelve a swarm settled in the church porch, and Dad coaxed the whole lot into a cardboard box.');
    expect(v.join(' | ')).not.toMatch(/turned twelve/);
  });

  it('asks what the storyteller remembers of a public figure, not who they were to them', () => {
    const p = prompts('In 1963 I was on the number 12 bus in Peckham when I heard President Kennedy had been shot.');
    expect(p).toContain('What do you remember about President Kennedy?');
    expect(p).not.toMatch(/Kennedy\. Who/);
  });

  it('does not count "three men" inside "eighty-three men"', () => {
    expect(values('The day of the disaster in 1951 it went up, eighty-three men, and my dad went down with the rescue lot.')).not.toContain('three men');
  });

  it('keeps a possessive inside a thing, asks who someone introduced is, and leaves out the storyteller\'s own role', () => {
    const text = 'I was a nurse in Saigon in 1968. Right before the bishop\'s visit the hospital lost power. A young doctor, I never learned his name, held the torch for me.';
    const cs = followUpCandidates({ tokens: parse(text).tokens, spans: [], people: [], related: new Set(), places: ['Saigon'], mentionCounts: new Map() });
    expect(cs.map((c) => c.value)).toContain("the bishop's visit");
    expect(cs.find((c) => c.value === 'a young doctor')?.suggestedPrompt).toBe('You mentioned a young doctor. Who were they?');
    expect(cs.map((c) => c.value).join(' | ')).not.toMatch(/a nurse/);
  });

  it('ends a thing\'s place where the place ends, and says a place with the storyteller\'s "the"', () => {
    const things = definiteThings(parse('at the shipyard in Gdańsk I was a welder, twenty years, and the sparks got into everything').tokens).map((t) => t.value);
    expect(things).toContain('the shipyard in Gdańsk');
    expect(things.some((t) => /Gdańsk I\b/.test(t))).toBe(false);
    expect(prompts('In 1950 we crossed the Han River on a raft, my mother and the two little ones, and my father stayed behind.')).toContain('What do you remember about the Han River?');
    expect(prompts('In 1953 my father took the ferry across the Han River alone.')).toContain('What do you remember about the Han River?');
    expect(prompts('My father sold fish at the Sandaga market in Dakar.')).toContain('What do you remember about the Sandaga market?');
    // (and not where the storyteller said none)
    expect(prompts('My father sold fish at the Sandaga market in Dakar.')).toContain('What do you remember about Dakar?');
  });

  it('says someone introduced up to their clause\'s end, never on a word that needs more', () => {
    const people = (text: string) => introducedPeople(parse(text).tokens);
    expect(people('My sister was courted by a boy who went to America and never wrote.')).toContain('a boy who went to America');
    expect(people('On the train I sat with an old gentleman who told me he had been at Gallipoli.')).toContain('an old gentleman who told me');
    expect(people('We lodged with a retired teacher who cheated and thought I never noticed.')).toContain('a retired teacher who cheated');
    for (const v of [...people('She married a man who won\'t eat what he\'s given.'), ...people('My sister was courted by a boy who went to America and never wrote.')]) {
      expect(v).not.toMatch(/\b(?:and|he|I|had|what|he's)$/);
    }
  });

  it('names a loss whole, and who lost it, as the storyteller said', () => {
    expect(prompts('In 1991 the Treuhand closed the textile mill in Plauen.')).toContain('You mentioned that the Treuhand closed the textile mill in Plauen. What happened?');
    expect(prompts('She sold her silver bangles to pay for my school.')).toContain('You mentioned that she sold her silver bangles. What happened?');
    expect(prompts('We lost the house in Valdivia in 1960.')).toContain('You mentioned that you lost the house in Valdivia. What happened?');
    // (and says no one did it when the words do not say who: not "you", not "In Patras")
    expect(prompts('In Patras lost the shop to the bank.')).toContain('You mentioned that someone lost the shop. What happened?');
    // (a relative's thing is not the relative, nor half of their name: "took away my fathe")
    expect(values('In 1975 the soldiers took away my father\'s shop on Ledo Road.').some((v) => /\bfathe$|took away my father$/.test(v))).toBe(false);
    // closing one's eyes, losing one's thread: no loss, and nothing to ask about
    expect(values('Sorry, I\'ve lost my thread.')).toEqual([]);
    expect(values('I closed my eyes and prayed.')).toEqual([]);
  });

  it('asks about relatives named as a group as people, not as things', () => {
    const p = prompts('Every summer in Quimper my grandparents took in lodgers, and I slept in the attic with the laundry.');
    expect(p).toContain('You mentioned your grandparents. What were their names?');
    expect(p).not.toMatch(/your grandparents\. What is the story there/);
  });

  it('leaves out single props and unnamed passers-by', () => {
    const v = values('In 1960 a man gave me a balloon at the station in Crewe and then a dead person was carried past on a stretcher.');
    expect(v).not.toContain('balloon');
    expect(v.some((x) => /person|man\b/.test(x))).toBe(false);
  });

  it('asks about a thing named in the storyteller\'s own language, and not about a plain English one', () => {
    expect(values('The day I left Oaxaca in 1962 my grandmother gave me the metate, and I carried it all the way to Chicago on the bus.')).toContain('the metate');
    expect(values('The day I left Oaxaca in 1962 my grandmother gave me the mirror, and I carried it all the way to Chicago on the bus.').join(' ')).not.toContain('mirror');
  });

  it('does not ask after someone by what the message says they were or by the word before their name', () => {
    const things = (text: string) => definiteThings(parse(text).tokens).map((t) => t.value);
    // what someone named was ("She was the best tango dancer"), and the word before a name ("my friend Derek")
    expect(things('My wife Rosa and I met in 1957. She was the best tango dancer in the room.')).not.toContain('the best tango dancer');
    expect(things('My friend Derek and I built an igloo in his back garden.')).not.toContain('my friend');
    // but someone new brought in by "it was" is someone to ask about, and a relative pronoun is not part of them
    expect(things('It was the young doctor who told us.')).toContain('the young doctor');
  });

  it('ends a hinted-at day where someone named starts the next clause, and asks after a named tie by name', () => {
    expect(values('We ran the Golden Fry in Blackpool for twenty-two years. The day we sold it Tony cried.').join(' | ')).not.toMatch(/Tony cried/);
    expect(prompts('My piano teacher was Mrs Evans, and she rapped my knuckles with a pencil.')).not.toMatch(/piano teacher/);
  });

  it('leaves out what points back ("the same ward") and a saying\'s anyone, and asks after the family as it is now', () => {
    const things = (text: string) => definiteThings(parse(text).tokens).map((t) => t.value);
    expect(things('They brought in a soldier and a lad from the Falls, and I nursed them both in the same ward.')).not.toContain('the same ward');
    expect(introducedPeople(parse("Ammi used to say, never trust a man who doesn't eat your food.").tokens)).toEqual([]);
    expect(introducedPeople(parse('A woman who sells fish in Accra told me about my father.').tokens)).toEqual(['A woman who sells fish in Accra']);
    expect(prompts('I have seven grandchildren and they all come for Sunday dinner.')).toContain('You mentioned seven grandchildren. What are their names?');
    expect(prompts('We had six children, four boys and two girls.')).toContain('You mentioned six children. What were their names?');
    expect(prompts('Three men came to the door in 1944.')).toContain('You mentioned three men. Who were they?');
  });

  it('leaves out a part of the body an idiom takes hold of, and asks after a relative who is alive now as they are', () => {
    expect(values('When I was sixteen I ran away to join the circus in Blackpool, and my father came and fetched me home by the ear.').join(' | ')).not.toMatch(/\bear\b/);
    expect(prompts("My son Daniel was born in 1970 with a hole in his heart. He's fifty-four now and has three children of his own.")).toContain('Tell me more about Daniel. What is he like?');
    expect(prompts('My son Daniel was born in 1970 and died in 1972.')).not.toContain('What is he like?');
  });

  it('does not build a thing out of a relative\'s possession', () => {
    expect(values('In 1950 the girl next door brought me plums from her grandfather\'s orchard.')).not.toContain('her grandfather orchard');
  });
});

describe('follow-ups: things', () => {
  it('names a thing whole when the tagger reads its last word as a verb ("a wooden sewing box")', () => {
    const things = (text: string) => definiteThings(parse(text).tokens).map((t) => t.value);
    expect(things('In 1950 I found a wooden sewing box in the attic.')).toContain('a wooden sewing box');
    expect(things('My mother kept the sewing box.')).toContain('the sewing box');
    // a verb after a gerund that goes on to its object is the verb it is
    expect(things('The singing stopped when the soldiers came.')).not.toContain('the singing stopped');
  });
});

describe('follow-ups: relatives of other people', () => {
  it('reports a named person\'s relative in the text\'s own words', () => {
    expect(values('I married Arjun in Pune in 1970 and Arjun\'s mother sang at the wedding.')).toContain("Arjun's mother");
  });

  it('ties "his"/"her" to the person named earlier in the sentence', () => {
    const rels = relativesOfOthers(parse('Walter drove us to the docks in his cousin\'s lorry.').tokens, ['Walter']);
    expect(rels).toEqual([{ value: 'his cousin', whose: "Walter's cousin" }]);
    expect(prompts('In 1948 Walter drove us to the docks at Tilbury in his cousin\'s lorry.')).toContain("Walter's cousin");
  });

  it('keeps plural relatives ("her parents") and leaves the narrator\'s own relatives to the people list', () => {
    const rels = relativesOfOthers(parse('My sister Ida moved in with her parents-in-law and my father never forgave her parents.').tokens, ['Ida']);
    expect(rels.map((r) => r.value)).toContain('her parents');
    expect(rels.some((r) => r.value.startsWith('my'))).toBe(false);
  });
});

describe('follow-ups: hinted-at events and unnamed relatives', () => {
  it('keeps a single indefinite noun when it names a happening', () => {
    expect(values('In 1958 our bus to Kandy was stopped by a landslide and then a robbery happened at the next village, so we slept in the station.')).toContain('a robbery');
  });

  it('ends a hinted-at event where the told clause begins', () => {
    expect(values('My mother Ada worked in the mill at Lowell from the age of fourteen. The year the mill closed she took in washing.')).toContain('the year the mill closed');
    expect(values('After the year we lost the farm to the bank, Dad drove a lorry.')).toContain('the year we lost the farm');
  });

  it('asks about the storyteller\'s unnamed relatives counted as a group', () => {
    expect(values('In 1962 my mother brought my three brothers and me from Kerala to Leicester on the train from Heathrow.')).toContain('my three brothers');
    expect(values('In 1962 my two sisters Ann and Jo came over from Cork to Leeds.')).not.toContain('my two sisters');
  });
});

describe('follow-ups: what the storyteller stops short of telling', () => {
  it('asks first about the part left untold, quoting the words that lead up to it', () => {
    const facts = run('My sister Maureen sat the same exam two years later, and what happened with Maureen I\'d rather not go into. We moved to Bolton in 1951.').followUpItems;
    expect(facts[0]?.type).toBe('event');
    expect(facts[0]?.suggestedPrompt).toContain('what happened with Maureen');
  });

  it('hears reticence in its common forms, not in one story\'s words', () => {
    for (const text of [
      'In 1953 there was some trouble with Kamau afterwards that the family still does not discuss.',
      'I came home from Angola in 1970 with a tattoo I\'m not showing you.',
      'What happened to Joseph in the second winter I will tell you another time.',
      'Dad came home from Burma in 1946 and for a long time he would not sit with his back to a door. Mum said we weren\'t to ask him about it.',
    ]) expect(run(text).followUpItems.some((f) => f.type === 'event' && /trouble with Kamau|a tattoo|the second winter|ask him about it/.test(f.suggestedPrompt)), text).toBe(true);
  });

  it('asks who people counted but not named were', () => {
    expect(values('We lived two rooms up a close off the Hilltown in Dundee, six of us, in 1950.')).toContain('six of us');
    expect(values('In 1983 eleven families rented a house on Bolsa Avenue in Orange County.')).toContain('eleven families');
    expect(values('In 1962 my two sisters Ann and Jo came over from Cork to Leeds.')).not.toContain('two sisters');
    expect(values('In 1955 two cousins from the coast came to stay with us in Ibadan.')).toContain('two cousins');
  });
});

describe('follow-ups: what the grammar of a hint points at', () => {
  it('asks about an event named only by what is not said of it', () => {
    expect(values('I worked at the cannery from 1970 until the business with the union, and after that nobody would hire me.')).toContain('the business with the union');
    expect(values('In 1985 something happened at the mine and I came home to Leeds for good.')).toContain('something happened at the mine');
  });

  it('asks who someone introduced but not named was', () => {
    expect(values('In 1958 we learned what had happened to him from a man we had never met.')).toContain('a man we had never met');
    expect(values('In 1964 a quiet woman from Galway taught me to weave.')).toContain('a quiet woman from Galway');
    expect(values('In 1950 a man from our village came to the door in Naples.')).toContain('a man from our village');
    expect(values('As a little girl I thought every grandmother in Salvador wore white.').some((v) => v.includes('little girl'))).toBe(false);
  });

  it('asks what became of someone whose fate the message leaves open, however often it names them', () => {
    const v = run('My brother Tomas went north to find work in 1951. Tomas wrote twice, and then Tomas never came back, and we did not know why.').followUpItems;
    expect(v.map((f) => f.value)).toContain('Tomas');
    expect(v.find((f) => f.value === 'Tomas')?.suggestedPrompt).toBe('What happened to Tomas?');
    const kin = run('In 1951 we reached Busan with my mother, and for two years we did not know where my father was.').followUpItems;
    expect(kin.find((f) => f.value === 'my father')?.suggestedPrompt).toBe('What happened to your father?');
    const taken = run('In 1937 they took my father from our house in Namangan. My mother sold her suzani. We never learned where my father was sent.').followUpItems;
    expect(taken.find((f) => f.value === 'my father')?.suggestedPrompt).toBe('What happened to your father?');
  });

  it('asks who someone was when the message names them again but never says who they were to the storyteller', () => {
    const v = run('On my first night shift in Leeds the porter, a tall fellow named Osei, found me crying in the sluice room. Osei made me tea and told me the ward sister shouted at everyone.').followUpItems;
    expect(v.find((f) => f.value === 'Osei')?.suggestedPrompt).toBe('Tell me more about Osei. Who was he to you?');
    // (a relative the message names again is told about)
    expect(values('My brother Frank dug a tunnel to the barn in 1947. Frank was always the brave one, and Frank got us through that winter.')).not.toContain('Frank');
  });

  it('asks who a family known by its surname was, not a people or a place', () => {
    expect(values('Every August in the sixties we shared a caravan at Abersoch with the Okonkwos.')).toContain('the Okonkwos');
    expect(values('In 1971 the Hartigan boys pulled me out of the canal at Tullamore.')).toContain('the Hartigan boys');
    const v = values('In 1944 the Americans landed and we were sent to the Azores with my aunt Rosa.');
    expect(v).not.toContain('the Americans');
    expect(v).not.toContain('the Azores');
  });

  it('singles someone out by what they had, wore or did, up to the noun that does it', () => {
    expect(values('In 1962 a man in a bowler hat knocked on our door in Leith.')).toContain('a man in a bowler hat');
    expect(values('We crossed to the island in 1949 with a cousin with a boat.')).toContain('a cousin with a boat');
    expect(values('At the market in Accra a stranger selling charcoal gave me a coin.')).toContain('a stranger selling charcoal');
    // a verb after the person is not what singles them out: "a soldier coming up the road" names no thing
    expect(values('In 1944 a soldier coming up the hill waved at us.').some((v) => v.startsWith('a soldier coming'))).toBe(false);
  });

  it('asks about a demonstrative thing the message has not named before, not one it points back to', () => {
    expect(values('In 1981 the director called me in, and after that conversation I never taught in Tehran again.')).toContain('that conversation');
    expect(values('In 1970 I bought a rowing boat in Kendal, and that boat lasted forty years.').some((v) => v.includes('that boat'))).toBe(false);
    // only after a word of time or cause: "that man", "that sausage" point back to what was told
    expect(values('In 1950 the new priest came to Kilkee, and that man never once smiled.').some((v) => v.includes('that man'))).toBe(false);
    expect(values('On Fridays my father brought home blood pudding, and that sausage was the best of the week.').some((v) => v.includes('that sausage'))).toBe(false);
  });

  it('asks about what "there was" brings in, up to its clause\'s end', () => {
    expect(values('In 1952 there was a shed at the bottom of the quarry where nobody went, and I went once with Ivy.')).toContain('a shed at the bottom of the quarry');
    expect(values('In 1952 there was a lot of snow in Leeds.').some((v) => v.startsWith('a lot'))).toBe(false);
  });

  it.each([
    ['the storyteller\'s relatives named only as a group', 'When my father died in 1961 my brothers buried him at Humberstone.', 'my brothers'],
    ['the untold part in whole words, not cut off mid-phrase', 'My father came back from the war in 1946. Nobody ever explained to me where he had been.', 'Nobody ever explained to me where he had been'],
    ['the untold part from its own words, not from the middle of the clause before', 'In 1953 we buried my grandfather on the hill at Ballymore five days before and nobody said a word.', 'nobody said a word'],
    ['the untold part without the "and" that joins it on', 'My brother Sean went to Boston in 1961 and he never told us why.', 'he never told us'],
  ])('asks about %s', (_what, text, item) => {
    expect(values(text)).toContain(item);
  });

  it('quotes the whole of a sentence that stops short, to its end', () => {
    expect(prompts('In 1978 my uncle came back from Canada and sat up with my father, and nobody ever told me what the two of them said that night.')).toContain('said that night');
  });

  it('knows what a follow-up is about by the noun it ends on before what qualifies it', () => {
    expect(headWord('sold the shop in 1974')).toBe('shop');
    expect(headWord('the docks at Hoboken')).toBe('docks');
    expect(headWord('a box my father hid')).toBe('box');
    expect(headWord("my grandmother's sewing machine")).toBe('machine');
  });

  it('says the storyteller\'s words back to them in the prompt, and quotes them whole', () => {
    expect(addressed('the year we lost the farm')).toBe('the year you lost the farm');
    expect(addressed("a box my father hid when I was small and we'd gone to Mass")).toBe("a box your father hid when you were small and you'd gone to Mass");
    expect(addressed('the US embassy')).toBe('the US embassy');
    const items = run('My brother Frank and I grew up on a farm near Cork in Ireland. In the winter of 1947 the snow was so deep that our father dug a tunnel to the barn so we could milk the cows.').followUpItems;
    expect(items.find((f) => f.value === 'our father')?.suggestedPrompt).toBe('Tell me more about your father.');
    expect(items.find((f) => f.value === 'Frank')?.suggestedPrompt).toBe('Tell me more about Frank. What was he like?');
    expect(prompts('My aunt Dora kept a little haberdashery stall in Leeds market.')).toContain('Tell me more about Dora. What was she like?');
    for (const f of items) expect(f.suggestedPrompt).not.toMatch(/\b(?:our|my)\b/i);
    // the storyteller's own sentence, to its end, not cut off mid-clause
    expect(prompts('My mother never told me why Hanna did not come back, and we did not know why.')).toContain('You said "My mother never told me why Hanna did not come back, and we did not know why".');
  });

  it('asks about another person\'s relative as he or she, and does not ask who they are when the message says', () => {
    const items = run("We married in 1962 at St Anne's in Leeds. Doreen wore her sister's dress because we couldn't afford one. Her father didn't speak to me for a year after that.").followUpItems;
    const values = items.map((f) => f.value);
    // "Her father" at a sentence's start is "her father" on the dashboard
    expect(values).not.toContain('Her father');
    expect(items.find((f) => f.value === 'her sister')?.suggestedPrompt).toBe("You mentioned her sister (Doreen's sister). What was she like?");
    expect(prompts('Our landlord was a hard man, and his wife was worse.')).toContain('You mentioned his wife. Who was she, and what was she like?');
    for (const f of items) expect(f.suggestedPrompt).not.toMatch(/\bmentioned Her\b/);
  });

  it('says a phrase that opened a sentence in lower case, and asks about a man as he and a Mrs as she', () => {
    const items = run('We lost the farm in 1952. A man from the bank came with papers, and Mr Hughes from the co-op bought the cattle for almost nothing.').followUpItems;
    expect(items.map((f) => f.value)).toContain('a man from the bank');
    expect(items.find((f) => f.value === 'a man from the bank')?.suggestedPrompt).toBe('You mentioned a man from the bank. Who was he?');
    expect(items.find((f) => f.value === 'Mr Hughes')?.suggestedPrompt).toBe('Tell me more about Mr Hughes. Who was he to you?');
    expect(prompts('In 1950 Mrs Kaur from the corner shop gave us credit all winter.')).toContain('Tell me more about Mrs Kaur. Who was she to you?');
    // nothing says he or she: "they"; a name keeps its capital
    expect(prompts('In 1966 Kamau lent me his bicycle for the exams at Nyeri.')).toContain('Tell me more about Kamau. Who were they to you?');
    expect(prompts('Six of us slept in that room in 1948, and the landlord lived below.')).not.toMatch(/mentioned Six\b/);
  });

  it('asks about someone introduced by a person noun as he or she, and once', () => {
    expect(prompts('Uncle Arthur had the allotment behind the gasworks, and he knew a fellow called Stan Pickles.')).toContain('Tell me more about Stan Pickles. Who was he to you?');
    const items = run('At the mill there was a woman named Bridie Nolan who sang all day.').followUpItems;
    expect(items.find((f) => f.value === 'Bridie Nolan')?.suggestedPrompt).toBe('Tell me more about Bridie Nolan. Who was she to you?');
    expect(items.filter((f) => f.value.includes('Bridie'))).toHaveLength(1);
    // "by the name of" names someone as "called" does: asked about by name, as he, and not as a thing as well
    const lodger = run('There was a fellow by the name of Walter Hale who came on Sundays to mend the clocks.').followUpItems;
    expect(lodger.find((f) => f.value === 'Walter Hale')?.suggestedPrompt).toBe('Tell me more about Walter Hale. Who was he to you?');
    expect(lodger.filter((f) => f.value.includes('Walter'))).toHaveLength(1);
  });

  it('shows one item per person or thing, the one that says more', () => {
    const items = run('We had a lodger in the back room, Mr Petrakis, who mended shoes. Walter came on Sundays. Nobody ever told me why Walter stopped coming.').followUpItems;
    // "Walter", "What happened to Walter?" and the sentence about him ask the same: the sentence is asked
    expect(items.filter((f) => /Walter/.test(f.value))).toHaveLength(1);
    expect(items.map((f) => f.suggestedPrompt)).toContain('You said "Nobody ever told me why Walter stopped coming". Would you like to tell me more about that?');
  });

  it('asks who else was there when the storyteller counts themself in, and never names a thing by half a phrase', () => {
    expect(prompts('Six of us slept in one room in Handsworth in 1961.')).toContain('You mentioned six of you. Who else was there?');
    expect(prompts('In 1944 two of the girls from the mill went to Leeds.')).toContain('You mentioned two of the girls. Who were they?');
    // "of" is no part of "the village"; the hill is not where the earthquake was
    const v = values('In September 1999 the hill in the earthquake slid halfway down onto the village of Lugu, and my father ran to the school.');
    expect(v.some((x) => /\b(?:of|in)$/.test(x))).toBe(false);
    expect(v).not.toContain('the hill in the earthquake');
  });
});
