/** Theme keyword lexicons: stems matched at word starts, weight 1 unless doubled by listing twice. */
/**
 * Theme keyword lexicons: cues match at word starts ("emigrat" → emigrated, emigration); "cue:2" counts
 * double. Kin words are left out on purpose: nearly every memory names a relative.
 */
export const THEME_CUES: Record<string, string[]> = {
  'war & service': ['war:2', 'army:2', 'navy:2', 'air force:2', 'joined up:2', 'minesweeper:2', 'soldier:2', 'battle:2', 'bomb', 'bombs', 'shot at', 'killed', 'landing craft:2', 'military', 'medals', 'regiment:2', 'enlist:2', 'drafted:2', 'conscript', 'troops', 'air raid:2', 'shelter', 'evacuat', 'uniform', 'sergeant', 'platoon', 'barracks', 'the front', 'rifle', 'marines', 'ceasefire', 'occupation', 'resistance', 'prisoner'],
  'migration & travel': ['we came to:2', 'we moved to:2', 'arrived in:2', 'speak a word', 'english', 'the sea', 'sailed from:2', 'on the ship', 'first winter', 'new life:2', 'settled in', 'boat:2', 'sailed:2', 'emigrat:2', 'immigra:2', 'came over:2', 'flew:2', 'voyage:2', 'passport:2', 'visa:2', 'refugee:2', 'sponsor', 'suitcase:2', 'suitcases:2', 'abroad', 'journey', 'crossing', 'landed', 'new country:2', 'camp', 'fled:2', 'expelled:2', 'border', 'airport', 'ship', 'deported', 'tram', 'trip', 'holiday', 'bus', 'ticket', 'tickets', 'fare', 'seaside', 'day trip'],
  'hardship & loss': ['died:3', 'death:3', 'tuberculosis:2', 'sanatorium:2', 'pneumonia:2', 'diphtheria:2', 'scarlet fever:2', 'typhoid:2', 'orphan:2', 'stroke', 'heart attack:2', 'widow:2', 'dead', 'lost', 'buried:2', 'funeral:2', 'polio:2', 'illness', 'sick', 'poor', 'poverty:2', 'depression:2', 'hunger', 'hungry', 'grief', 'passed away:2', 'isolation', 'cemetery:2', 'struggle', 'evicted:2', 'debt', 'cancer:2', 'hurricane:2', 'flood:2', 'nothing left', 'was gone', 'fire', 'no work', 'cried'],
  'love & marriage': ['married:2', 'marry', 'wedding:2', 'courted:2', 'courting:2', 'dance', 'danced', 'dancing', 'kiss', 'kissed', 'in love:2', 'boyfriend', 'girlfriend', 'engaged:2', 'proposed:2', 'romance', 'chaperone:2', 'my hand:2', 'suitor', 'sweetheart', 'honeymoon:2', 'fiancé', 'fiance', 'ring', 'bride', 'groom', 'letters', 'foxtrot', 'ballroom', 'partner', 'met him', 'met her'],
  'achievements': ['proud:2', 'proudest:2', 'first woman:2', 'first man', 'won:2', 'award:2', 'prize:2', 'marathon:2', 'medal', 'built', 'achiev:2', 'promoted', 'project', 'success', 'champion:2', 'my own hands:2', 'founded', 'my own business:2', 'opened my own:3', 'opened a:2', 'opened our own:3', 'loan', 'savings', 'second shop:2', 'built up', 'expanded', 'started my own:3', 'my own', 'published', 'passed my:2', 'driving test:2', 'finally', 'licence', 'license', 'the finish', 'finished', 'solo', 'fly', 'flying'],
  'school & education': ['school:2', 'exam:2', 'exams:2', 'entrance', 'teacher', 'college:2', 'university:2', 'class', 'lesson', 'lessons', 'study', 'studied', 'results', 'certificate', 'qualified', 'headmaster:2', 'fees', 'degree', 'graduat:2', 'homework', 'grades', 'ruler', 'hostel', 'scholarship:2', 'chemistry', 'sums', 'slate', 'diploma', 'sit my', 'taught'],
  'faith & community': ['church:2', 'temple:2', 'pray', 'prayer:2', 'prayed', 'god', 'rabbi', 'priest', 'reverend', 'bar mitzvah:2', 'bat mitzvah:2', 'mass', 'faith:2', 'congregation:2', 'chanting:2', 'altar:2', 'community:2', 'neighbours', 'neighbors', 'families', 'choir:2', 'hymn:2', 'cathedral:2', 'vestry', 'sermon', 'pulpit', 'baptis', 'communion', 'mosque:2', 'gurdwara:2', 'langar', 'synagogue:2', 'incense', 'monk', 'nun', 'convent', 'parish', 'chùa:2', 'worship', 'blessing', 'fasting', 'incense'],
  'food & traditions': ['cook:2', 'cooked', 'cooking:2', 'recipe:2', 'bread', 'dishes', 'meal', 'dinner', 'feast:2', 'christmas eve:2', 'tradition:2', 'old way:2', 'pierogi', 'cake', 'cakes', 'chocolate', 'bake', 'baked', 'kitchen', 'sauce', 'leaves', 'pot', 'boiled', 'carp', 'festival', 'new year', 'custom', 'wine', 'herring', 'eggs', 'dyed', 'easter', 'passover', 'seder', 'diwali', 'eid', 'lunar', 'tablecloth', 'roast', 'pudding'],
  'family': ['family:2', 'born:2', 'birth:2', 'baby:2', 'pregnan:2', 'twins:2', 'grandchild', 'grandchildren', 'christening', 'named after', 'naming', 'relatives', 'in-law', 'cousins', 'reunion', 'the kids', 'raising', 'pounds', 'ounces', 'ward', 'delivered', 'midwife'],
  'work & career': ['work:2', 'worked:2', 'job:2', 'started at', 'foreman:2', 'boss', 'shift', 'factory', 'plant', 'steel', 'wage', 'wages', 'pay packet', 'operator', 'switchboard', 'supervisor', 'career', 'engineer', 'apprentice', 'retire', 'retired', 'hired', 'fired', 'union', 'crane', 'shovel', 'customers', 'business', 'employ', 'promotion', 'clock', 'salary', 'trade', 'mill', 'overtime'],
  'childhood': ['as a child:2', 'pretend', 'pretending', 'crawled', 'my lunch', 'playground', 'clip round the ear', 'little brother', 'little sister', 'bully', 'bullies', 'sledge', 'sledging', 'snowball', 'conkers', 'hopscotch', 'catapult', 'den', 'scrumping', 'naughty', 'hiding', 'got the strap', 'tricycle', 'as a boy:2', 'as a girl:2', 'growing up:2', 'toy', 'toys', 'play', 'played', 'playing', 'games', 'fair', 'swing', 'sweets', 'candy', 'mischief', 'hiding', 'got lost', 'pond', 'the ice', 'fell through', 'climbed', 'tree', 'marbles', 'skipping', 'doll', 'kids', 'little boy', 'little girl', 'disappointed', 'movies', 'comics', 'ice cream', 'lemonade'],
  'everyday life': ['television:2', 'radio', 'electric', 'electricity:2', 'bulb', 'switched on', 'fridge', 'washing machine:2', 'telephone', 'computer', 'emails', 'washing', 'ironing', 'garden', 'shed', 'aerial', 'routine', 'shopping', 'front room', 'bath night', 'crossword', 'hobby', 'car', 'films', 'cinema', 'the pictures', 'mangle'],
};

/** Cues that are stems and may run on ("emigrat" → emigrated); all others must end at a word boundary. */
const STEMS = new Set(['emigrat', 'immigra', 'pregnan', 'achiev', 'evacuat', 'graduat', 'baptis', 'enlist', 'employ', 'retire', 'marri']);

function countCue(text: string, cue: string): number {
  let n = 0;
  let at = text.indexOf(cue);
  const stem = STEMS.has(cue);
  while (at !== -1) {
    const startOk = at === 0 || !/\p{L}/u.test(text[at - 1]!);
    const endOk = stem || !/\p{L}/u.test(text[at + cue.length] ?? ' ');
    if (startOk && endOk) n++;
    at = text.indexOf(cue, at + cue.length);
  }
  return n;
}

/** The theme with the most cue hits; ties go to the earlier theme: life events before life areas. */
export function detectTheme(text: string, childAge = false): string {
  const lower = ` ${text.toLowerCase()} `;
  let best = 'everyday life';
  let bestScore = 0;
  for (const [theme, cues] of Object.entries(THEME_CUES)) {
    // the narrator's age under sixteen is the strongest childhood cue there is
    let score = theme === 'childhood' && childAge ? 2 : 0;
    for (const entry of cues) {
      const [cue, weight] = entry.split(':') as [string, string | undefined];
      score += Math.min(countCue(lower, cue), 3) * Number(weight ?? 1);
    }
    if (score > bestScore) {
      best = theme;
      bestScore = score;
    }
  }
  return best;
}
