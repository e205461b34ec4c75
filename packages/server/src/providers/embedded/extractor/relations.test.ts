import { describe, expect, it } from 'vitest';
import { rel, run } from './testkit.ts';

describe('relations', () => {
  it('attaches his/her kin to the right person', () => {
    const { memory } = run('Auntie Grace came with her husband Desmond, and later Harold brought his mother Mrs Baptiste.');
    expect(memory.relationships).toEqual(expect.arrayContaining([rel('Auntie Grace', 'Desmond', 'husband'), rel('Harold', 'Mrs Baptiste', 'mother')]));
  });

  it('reads the storyteller\'s "my" in the language they grew up in ("Mi abuela Rosario", "mi tía Carmen")', () => {
    expect(run('Mi abuela Rosario crossed the border at Nogales in 1921.').memory.relationships).toEqual(expect.arrayContaining([rel('', 'Rosario', 'grandmother')]));
    expect(run('Every summer mi tía Carmen took us to the sea at Cádiz.').memory.relationships).toEqual(expect.arrayContaining([rel('', 'Carmen', 'aunt')]));
  });

  it('ties a list of names said after "my children are" to the storyteller, a "who ..." clause between them', () => {
    const { memory, followUpItems } = run('My children are Paul, who lives in Perth, and Susan, who is a teacher in Bristol.');
    expect(memory.relationships).toEqual(expect.arrayContaining([rel('', 'Paul', 'child'), rel('', 'Susan', 'child')]));
    // (told who they are: not asked "Who were they to you?")
    expect(followUpItems.map((f) => f.suggestedPrompt).join(' ')).not.toMatch(/Who were they to you/);
    expect(run('My sisters were Edna, Lorraine and Mavis.').memory.relationships).toEqual(expect.arrayContaining([rel('', 'Edna', 'sister'), rel('', 'Lorraine', 'sister'), rel('', 'Mavis', 'sister')]));
    // (one word alone after "are" is as often what they are)
    expect(run('My kids are Kiwi, my grandkids don\'t speak the language.').memory.people).toEqual([]);
  });

  it('lists siblings given together and roles stated as the narrator\'s', () => {
    const { memory } = run('My two brothers, Tomasz and Jerzy, stayed behind. Our neighbour Mr. Kowalczyk looked after the bees.');
    expect(memory.relationships).toEqual(expect.arrayContaining([
      rel('', 'Tomasz', 'brother'), rel('', 'Jerzy', 'brother'), rel('', 'Mr. Kowalczyk', 'neighbour'),
    ]));
  });

  it('reads a role with a word before it ("my piano teacher") and the roles of care ("my speech therapist")', () => {
    expect(run('My piano teacher was Mrs Evans, and she rapped my knuckles with a pencil.').memory.relationships).toEqual([rel('', 'Mrs Evans', 'teacher')]);
    expect(run('After the stroke my speech therapist, Priya, made me sing nursery rhymes.').memory.relationships).toEqual([rel('', 'Priya', 'therapist')]);
  });

  it('knows a name said to be a tie, either way round, and lists the name, not the kin word', () => {
    expect(run('Mele from Haapai was my mother, and she sang in the choir every Sunday.').memory).toMatchObject({ people: ['Mele'], relationships: [rel('', 'Mele', 'mother')] });
    expect(run('Sione Fifita, a fisherman of Neiafu, was my father.').memory).toMatchObject({ people: ['Sione Fifita'], relationships: [rel('', 'Sione Fifita', 'father')] });
    expect(run('My father was Ignacy, a carpenter from Lwów.').memory).toMatchObject({ people: ['Ignacy'], relationships: [rel('', 'Ignacy', 'father')] });
    // the tie's owner is not the tie, and someone who did something in between is not said to be it
    expect(run('Vidar was my father\'s name, and I had never told Elin.').memory.relationships).not.toContainEqual(rel('', 'Vidar', 'father'));
    expect(run('Ruth, who lived next door, was my best friend.').memory.relationships).toEqual([]);
  });

  it('knows the ones named after the family is counted as brothers and sisters, and no company counted', () => {
    expect(run('We were nine children on the farm near Ballina. Declan went to Boston in 1956, Mairead became a nurse in Leeds, and Seamus stayed with Mam.').memory.relationships).toEqual([
      rel('', 'Declan', 'sibling'), rel('', 'Mairead', 'sibling'), rel('', 'Seamus', 'sibling'), rel('', 'Mam', 'mother'),
    ]);
    expect(run('Eight of us, counting me. Tomasz, the eldest, went down the mine at fourteen. Halina married a baker from Kraków.').memory.relationships).toEqual([
      rel('', 'Tomasz', 'sibling'), rel('', 'Halina', 'sibling'),
    ]);
    expect(run('There were six of us at the table that night: Father Quinlan, Mrs. Lomax, Nora and Jim.').memory.relationships).toEqual([]);
    expect(run('We split fifty pounds between the five of us, and Amin kept the rest.').memory.relationships).toEqual([]);
  });

  it('knows grandparents by the words of the storyteller\'s own language', () => {
    const { memory } = run('Every summer they sent me to my babaanne in Yozgat, and Dede Hasan took me fishing.');
    expect(memory.relationships).toEqual(expect.arrayContaining([rel('', 'my babaanne', 'grandmother'), rel('', 'Dede Hasan', 'grandfather')]));
    expect(run('In Beirut, Teta Georgette refused to come down to the shelter.').memory.relationships).toEqual([rel('', 'Teta Georgette', 'grandmother')]);
  });

  it('reads a marriage told with the storyteller as one of two, and only the storyteller\'s', () => {
    expect(run('Aldo and I were married in San Biagio in 1961.').memory.relationships).toEqual([rel('', 'Aldo', 'spouse')]);
    expect(run('Fifty-three years married to Graeme and I still could not tell you why.').memory.relationships).toEqual([rel('', 'Graeme', 'spouse')]);
    // a sister's husband is not the storyteller's
    const { memory } = run('My sister was married to Kevin, and I was married to Stan.');
    expect(memory.relationships).toContainEqual(rel('', 'Stan', 'spouse'));
    expect(memory.relationships).not.toContainEqual(rel('', 'Kevin', 'spouse'));
  });

  it('knows the storyteller\'s teacher by the role and a name beside it, not a teacher of someone else', () => {
    expect(run('At the school in Govan, the teacher, Mr. McAllister, had the belt in his desk drawer.').memory.relationships).toEqual([rel('', 'Mr. McAllister', 'teacher')]);
    expect(run('They put me in front of a French teacher called Monsieur Rivaud.').memory.relationships).toEqual([rel('', 'Monsieur Rivaud', 'teacher')]);
    expect(run('Mr Wallace, who taught English, had an old grey typewriter.').memory.relationships).toEqual([rel('', 'Mr Wallace', 'teacher')]);
    expect(run('My son\'s teacher, Mrs. Okoro, rang me at work.').memory.relationships).not.toContainEqual(rel('', 'Mrs. Okoro', 'teacher'));
  });

  it('knows a neighbour by where they lived or by the role beside the name', () => {
    expect(run('Herr Kowalski from the second floor got a plate every week.').memory.relationships).toEqual([rel('', 'Herr Kowalski', 'neighbour')]);
    expect(run('Mrs Camilleri opposite could pass you a cup of sugar.').memory.relationships).toEqual([rel('', 'Mrs Camilleri', 'neighbour')]);
    expect(run('I was often left asleep with the neighbour, Dona Amélia, who had eleven children already.').memory.relationships).toEqual([rel('', 'Dona Amélia', 'neighbour')]);
    // from another village is not next door
    expect(run('Mr. Oduya from the next village sold us the goat.').memory.relationships).toEqual([]);
  });

  it('reads marriage and teaching from the verbs', () => {
    const { memory } = run('Miss Abernethy taught us sums on a slate. In the end I married Duncan, the baker\'s son.');
    expect(memory.relationships).toEqual(expect.arrayContaining([rel('', 'Miss Abernethy', 'teacher'), rel('', 'Duncan', 'spouse')]));
  });

  it('lists an unnamed relative of a relative as written, and whose relative it is', () => {
    const { memory } = run('My wife\'s father kept bees behind the chapel, and he never once got stung.');
    expect(memory.people).toEqual(['My wife', 'My wife\'s father']);
    expect(memory.relationships).toEqual(expect.arrayContaining([rel('', 'My wife', 'wife'), rel('My wife', 'My wife\'s father', 'father')]));
  });

  it('carries people and relations across turns', () => {
    const { memory } = run('Rose never did learn to drive.', ['My sister Rose Delaney was the clever one.']);
    expect(memory.people).toEqual(['Rose Delaney']);
    expect(memory.relationships).toEqual([rel('', 'Rose Delaney', 'sister')]);
  });

  it('resolves "my sister" to the sister named in an earlier turn', () => {
    const { memory } = run('My sister wrote to me every week.', ['My sister Ida went to Canada.']);
    expect(memory.people).toEqual(['Ida']);
  });
});
