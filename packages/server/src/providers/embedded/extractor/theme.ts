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
  'faith & community': ['church:2', 'chapel:2', 'minister', 'temple:2', 'pray', 'prayer:2', 'prayed', 'god', 'rabbi', 'priest', 'reverend', 'bar mitzvah:2', 'bat mitzvah:2', 'mass', 'faith:2', 'congregation:2', 'chanting:2', 'altar:2', 'community:2', 'neighbours', 'neighbors', 'families', 'choir:2', 'hymn:2', 'cathedral:2', 'vestry', 'sermon', 'pulpit', 'baptis', 'communion', 'mosque:2', 'gurdwara:2', 'langar', 'synagogue:2', 'incense', 'monk', 'nun', 'convent', 'parish', 'chùa:2', 'worship', 'blessing', 'fasting', 'incense'],
  'food & traditions': ['tết', 'tet', 'cook:2', 'cooked', 'cooking:2', 'recipe:2', 'bread', 'dishes', 'meal', 'dinner', 'feast:2', 'christmas eve:2', 'tradition:2', 'old way:2', 'pierogi', 'cake', 'cakes', 'chocolate', 'bake', 'baked', 'kitchen', 'sauce', 'leaves', 'pot', 'boiled', 'carp', 'festival', 'new year', 'custom', 'wine', 'herring', 'eggs', 'dyed', 'easter', 'passover', 'seder', 'diwali', 'eid', 'lunar', 'tablecloth', 'roast', 'pudding'],
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
    // a plain plural counts too ("soldier" → soldiers), so the lexicons need only one form
    const rest = text.slice(at + cue.length, at + cue.length + 3);
    const endOk = stem || !/\p{L}/u.test(rest[0] ?? ' ') || /^s(?!\p{L})/u.test(rest) && !cue.endsWith('s');
    if (startOk && endOk) n++;
    at = text.indexOf(cue, at + cue.length);
  }
  return n;
}

/** A festival and a kitchen verb in one passage: the passage is about the food of that feast. */
const FESTIVAL = /\b(?:christmas|diwali|eid|easter|passover|seder|tết|tet|hanukkah|chanukah|thanksgiving|lunar new year|chinese new year|new year|noche buena|día de muertos|holi|onam|pongal|ramadan|harvest festival|the feast)\b/;
const KITCHEN = /\b(?:made|make|making|cooked|cook|cooking|baked|bake|baking|roasted|roast|fried|fry|wrapped|wrap|rolled|stuffed|kneaded|knead|boiled|steamed|ground|pounded|stirred|folded|filled)\b/;

/**
 * Central events: what happens in a passage's main clauses decides its theme far more than background words.
 * Each pattern counts once, with its weight; the patterns are general event shapes, not phrases of one story.
 */
export const THEME_EVENTS: Record<string, [RegExp, number][]> = {
  family: [
    [/\b(?:was|were|been) born\b|\bgave birth\b|\bhad (?:a|the) (?:baby|son|daughter|boy|girl|twins?)\b/, 6],
    [/\b(?:our|my) (?:first|second|third|new|eldest|youngest) (?:baby|son|daughter|child|grandchild|grandson|granddaughter)\b/, 3],
    [/\b(?:christening|christened|naming ceremony|adopted|family reunion)\b|\bfound my (?:sister|brother|mother|father|son|daughter)\b/, 4],
    [/\b(?:lost touch with|got back in touch|back in touch with|reunited|out of the blue|estranged|made it up with) /, 4],
  ],
  'hardship & loss': [
    [/\b(?:died|passed away|was killed|were killed|drowned|lost (?:him|her|them|the baby))\b/, 4],
    [/\b(?:blizzard|drought|famine|flood(?:ed|s)?|snowed in|earthquake|landslide|hurricane|cyclone|typhoon|the rains failed|crops? failed)\b/, 4],
    [/\bthe worst (?:winter|year|storm|flood|drought|summer|harvest)\b|\b(?:winter|year|storm|summer) [^.]{0,30}\bwas the worst\b/, 4],
    [/\b(?:evicted|put out on the street|repossessed|bankrupt|lost (?:almost |nearly )?(?:all|everything|the farm|the house|the shop|his job|her job|my job|our (?:home|house|land|cattle|savings)))\b/, 4],
    [/\b(?:sold|pawned) (?:her|his|our|my|the) [\w ]{0,25}\bto (?:buy|pay|feed)\b|\bnothing to eat\b|\bwent hungry\b/, 3],
    [/\b(?:tuberculosis|pneumonia|polio|diphtheria|cancer|stroke|sanatorium|typhoid|cholera|measles)\b/, 3],
    [/\b(?:dig|dug) (?:us|them|the \w+) out\b|\bcut off\b|\bcouldn't get through\b|\bpoured (?:it|the \w+) away\b/, 2],
  ],
  'war & service': [
    [/\b(?:called up|joined up|enlisted|was drafted|conscripted|national service|signed up for the (?:army|navy|air force))\b/, 6],
    [/\b(?:interned|internment|concentration camp|labou?r camp|prison camp|pow camp|prisoner of war|(?:sent|taken|moved) to the camp)\b/, 6],
    [/\b(?:air raids?|the bombing|bombed|the blitz|evacuated|evacuees?|the shelter|guerrillas?|ambush(?:ed)?|on patrol|the front line|the soldiers|occupied|the occupation|the resistance|invaded|invasion)\b/, 4],
    [/\b(?:took|taken|captured|held) (?:him|her|them|us|me) (?:prisoner|captive)\b|\b(?:captured|prisoners? of war|pow|liberated)\b|\bthe (?:japanese|germans|russians|enemy|army|soldiers) (?:took|captured|came for|arrested|rounded up)\b/, 5],
    [/\b(?:the|a|when the) war (?:started|broke out|began|came|ended)\b|\bduring the (?:war|occupation|japanese time|emergency)\b/, 3],
  ],
  'migration & travel': [
    [/\b(?:emigrated|immigrated|came over (?:from|to|on)|sailed (?:from|for|to)|set sail|crossed the (?:border|sea|ocean)|fled (?:to|across|over)|escaped (?:to|across))\b/, 5],
    [/\b(?:papers|visas?|passports?|permits?) (?:came through|arrived|were ready)\b|\b(?:boat|ship) to (?:[A-Z]\w+)|\bthe voyage\b|\bdrove [^.]{0,40}\ball the way (?:from|to)\b/, 4],
    [/\b(?:on|in|by) (?:a|the) (?:\w+ )?(?:boat|ship|steamer|liner)\b|\b(?:days|weeks) (?:at sea|on the water)\b|\bleft (?:[A-Z]\w+|home|the country|our village) (?:at night|for good|forever|for ever|with nothing)\b/, 4],
    [/\b(?:got off the (?:boat|ship|plane|train)|stepped off|landed (?:at|in)|first (?:winter|night|week) in (?:the new|a new|[A-Z]\w+))\b/, 3],
  ],
  'work & career': [
    [/\b(?:my|her|his) first (?:job|shift|pay ?packet|wage|week's wages)\b|\bfirst (?:day|night|shift|week|morning) (?:as an? \w+|at work|on the (?:ward|line|floor|job|wards|buses|trams)|teaching|nursing|working)\b/, 6],
    [/\b(?:qualified as|trained as|worked as|job as|hired as|apprenticed|went to work|started work|down the pit|promoted to)\b/, 4],
    [/\bmy first (?:fare|customer|patient|client|pupil|class|order|sale|delivery|round|case)\b|\bi (?:drove|ran|kept|worked|nursed|taught|served|managed) (?:a |an |the )?[\w ]{0,25}\bfor (?:\w+[- ])?(?:\w+ )?years\b/, 4],
    [/\bi (?:taught|nursed|worked|served) (?:there|at|in|for)\b|\b(?:the|my) (?:foreman|boss|manager|overman|headmistress|matron|supervisor)\b/, 2],
  ],
  'school & education': [
    [/\b(?:exams?|results|entrance test|scholarship|passed (?:the|my) \w+|failed (?:the|my) \w+|sat (?:the|my))\b/, 4],
    [/\b(?:my|our|the) (?:teacher|headmaster|schoolmaster|class ?room|lessons?)\b|\b(?:first day|first week) (?:at|of) (?:school|college|university)\b/, 3],
  ],
  'love & marriage': [
    [/\b(?:got married|were married|we married|i married|married (?:him|her|me)|our wedding|the wedding|proposed|engaged|eloped)\b/, 6],
    [/\b(?:courting|courted|first date|fell in love|asked me (?:out|to dance)|arranged for (?:me|us) to meet)\b/, 4],
  ],
  'food & traditions': [
    [/\b(?:taught|showed) (?:me|us|her|him) (?:how )?to (?:make|cook|bake|roll|fry)\b|\b(?:learned|learnt) (?:how )?to (?:make|cook|bake)\b/, 4],
    [/\b(?:recipe|made (?:the )?(?:tamales|dumplings|bread|cakes?|pies?|jam|pickles)|in charge of the \w+|cooked (?:the|a|for)|the feast|the whole meal)\b/, 4],
  ],
  'faith & community': [
    [/\b(?:washed (?:his|her|the) body|the (?:funeral|burial) (?:rites?|prayers?|mass)|said (?:the )?kaddish|sat shiva|the wake|the prayers?|prayer hall|the mosque|the church|the temple|the synagogue|the gurdwara|the congregation|the parish)\b/, 4],
    [/\b(?:the whole (?:village|street|parish|congregation|community|neighbourhood|neighborhood) (?:came|turned|helped|brought|gathered)|the neighbours (?:all )?(?:came|brought|helped|rallied)|the chapel|the minister|held the service)\b/, 4],
    [/\b(?:baptised|baptized|confirmation|first communion|bar mitzvah|bat mitzvah|pilgrimage|ordained)\b/, 5],
  ],
  achievements: [
    [/\bthe first (?:one )?(?:in|of|from) (?:our|my|the) (?:family|village|town|street|class|year|county)\b|\b(?:graduated|qualified) [^.]{0,40}\bat (?:the age of )?(?:forty|fifty|sixty|seventy|eighty)/, 5],
    [/\bmy first (?:marathon|race|exhibition|book|medal|trophy)\b|\b(?:ran|finished|completed|swam) (?:the|a|my) (?:\w+ )?(?:marathon|race|course)\b|\bcrossed the finish\b/, 5],
    [/\b(?:first (?:woman|man|girl|person|one) (?:to|in)|won (?:the|a|first)|came first|awarded|got the prize|built (?:it|the|a|my|our) [\w ]{0,20}(?:business|shop|house|company)|opened (?:my|our) own|started (?:my|our) own)\b/, 5],
  ],
  childhood: [
    [/\b(?:we|i) (?:played|used to play|would play|ran off|got lost|climbed|hid)\b/, 2],
  ],
  'everyday life': [
    [/\bour first (?:television|telly|tv|telephone|phone|car|fridge|washing machine|radio)\b/, 4],
  ],
};

/** Words that open a clause giving background ("because Tyler had just been born", "the year after we came over"). */
const SUBORDINATE = /(?:^|[\s,;:(—-])(?:because|since|after|before|when|while|until|till|though|although|as|if|once|whereas|which|who|that|the (?:year|week|month|day|summer|winter|spring|autumn) (?:after|before|that|when))\s[^.,;:!?]*$/i;
/** Hypothetical or negated ("I could have married her", "we never moved"): not an event at all. */
const UNREAL = /\b(?:could|would|should|might|must|may) (?:not |never )?have\s+$|\b(?:never|not|didn't|wouldn't|couldn't|if i had|wish(?:ed)? i(?:'d| had)?)\s+(?:\w+\s+)?$/i;

/** How strongly a pattern's best match is a central event: 1 in a main clause, ½ in a background clause, 0 if unreal. */
function eventWeight(text: string, re: RegExp): number {
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  const caseSensitive = /\[A-Z\]/.test(re.source);
  const hay = caseSensitive ? text : text.toLowerCase();
  let best = 0;
  for (const m of hay.matchAll(g)) {
    const before = hay.slice(Math.max(0, m.index - 80), m.index);
    const clause = before.split(/[.!?;:,]|\band\b|\bbut\b|\bso\b/).pop() ?? '';
    const w = UNREAL.test(before.slice(-30)) ? 0 : SUBORDINATE.test(clause) ? 0.5 : 1;
    best = Math.max(best, w);
    if (best === 1) break;
  }
  return best;
}

/** A job frame ("my first night as a nurse"): a death or an illness inside it is part of the working story. */
const WORK_FRAME = /\b(?:first (?:day|night|shift|week) (?:as an? \w+|at work|on the (?:ward|wards|line|floor|job)|teaching|nursing)|qualified as|trained as|my first job)\b/;
/** A rite ("washed his body", "the funeral prayers"): a death marked by a rite is about faith & community. */
const RITE = /\b(?:washed (?:his|her|the) body|funeral (?:rites?|prayers?|mass)|kaddish|shiva|the prayers?|prayer hall|mosque|synagogue|gurdwara|temple|the priest|the imam|the rabbi)\b/;

/** Theme scores: background keywords count one each, central events much more (see THEME_EVENTS). */
export function themeScores(text: string, childAge = false): Map<string, { score: number; event: number }> {
  const lower = ` ${text.toLowerCase()} `;
  const out = new Map<string, { score: number; event: number }>();
  for (const [theme, cues] of Object.entries(THEME_CUES)) {
    // the narrator's age under sixteen is the strongest childhood cue there is
    let score = theme === 'childhood' && childAge ? 2 : 0;
    for (const entry of cues) {
      const [cue, weight] = entry.split(':') as [string, string | undefined];
      score += Math.min(countCue(lower, cue), 3) * Number(weight ?? 1);
    }
    let event = 0;
    for (const [re, weight] of THEME_EVENTS[theme] ?? []) event += eventWeight(` ${text} `, re) * weight;
    out.set(theme, { score, event });
  }
  const work = out.get('work & career')!;
  const loss = out.get('hardship & loss')!;
  if (WORK_FRAME.test(lower) && loss.event > 0) {
    // a patient dying on the narrator's first night is a story about the job
    work.event += loss.event;
    loss.event = 0;
  }
  if (RITE.test(lower) && loss.event > 0) {
    // a funeral rite is faith & community, the death is its occasion
    out.get('faith & community')!.event += loss.event;
  }
  if (FESTIVAL.test(lower) && KITCHEN.test(lower)) out.get('food & traditions')!.event += 4;
  const child = out.get('childhood')!;
  if (!childAge) child.event = 0;
  return out;
}

/** The theme with the most weight: central events count triple; ties go to the stronger event, then to keywords. */
export function detectTheme(text: string, childAge = false): string {
  let best = 'everyday life';
  let bestTotal = 0;
  let bestEvent = 0;
  for (const [theme, { score, event }] of themeScores(text, childAge)) {
    const total = score + event * 3;
    if (total > bestTotal || total === bestTotal && total > 0 && event > bestEvent) {
      best = theme;
      bestTotal = total;
      bestEvent = event;
    }
  }
  return best;
}
