import { parse, type Token } from './tokens.ts';
import { stem, wordFeatures, wordPairFeatures } from './features.ts';
import { MODEL } from './model.ts';
import { scores, type Features } from './classifier.ts';
import { findEvents, holdsEvent } from './events.ts';
import { knowledgeFeatures } from './themeLexicon.ts';

export { THEMES } from '../../llm/guidelines.ts';

/**
 * Each theme's wider vocabulary, as a thesaurus would list it (written from the theme names, not from any passage).
 * The theme model reads it as one feature per theme, `lex:<theme>`: how many of the passage's words belong to it.
 * One weight per theme pools the evidence of many words, which a corpus of a few hundred passages cannot learn
 * word by word. Cross-validation on the corpus's train split and dev: theme accuracy 0.489 → 0.532.
 */
export const THEME_VOCABULARY: Record<string, string[]> = {
  'war & service': ['war', 'army', 'navy', 'soldier', 'battle', 'bomb', 'bombing', 'bomber', 'military', 'regiment', 'enlist', 'draft', 'troop', 'raid', 'shelter', 'evacuate', 'uniform', 'sergeant', 'rifle', 'occupation', 'prisoner', 'front', 'tank', 'shell', 'torpedo', 'submarine', 'conscript', 'officer', 'platoon', 'guerrilla', 'resistance', 'invasion', 'invade', 'enemy', 'ceasefire', 'armistice', 'curfew', 'checkpoint', 'siege', 'sniper', 'wound', 'trench', 'barrack', 'march', 'sailor', 'airman', 'pilot', 'gun', 'ammunition', 'grenade', 'blackout', 'siren', 'captive', 'liberate', 'occupy', 'militia', 'rebel', 'coup', 'junta', 'fight', 'fought', 'shot', 'shoot', 'kill', 'base', 'deploy', 'posting', 'service', 'veteran', 'bullet', 'explosion', 'martial'],
  'migration & travel': ['emigrate', 'immigrate', 'immigrant', 'emigrant', 'voyage', 'passport', 'visa', 'refugee', 'suitcase', 'abroad', 'journey', 'border', 'ship', 'sail', 'arrive', 'country', 'travel', 'trip', 'ticket', 'boat', 'port', 'harbour', 'harbor', 'airport', 'plane', 'flight', 'train', 'station', 'luggage', 'permit', 'papers', 'customs', 'foreign', 'homeland', 'exile', 'settle', 'leave', 'left', 'cross', 'crossing', 'flee', 'fled', 'escape', 'deck', 'cabin', 'quay', 'dock', 'landed', 'language', 'english', 'relatives', 'sponsor', 'camp', 'overseas', 'continent', 'tourist', 'hitchhike', 'road', 'map'],
  'hardship & loss': ['die', 'died', 'death', 'dead', 'funeral', 'buried', 'bury', 'grave', 'illness', 'ill', 'sick', 'disease', 'poor', 'poverty', 'hunger', 'hungry', 'starve', 'famine', 'grief', 'widow', 'orphan', 'debt', 'evict', 'flood', 'drought', 'lost', 'lose', 'hospital', 'earthquake', 'fire', 'burn', 'storm', 'hurricane', 'cyclone', 'ruin', 'bankrupt', 'unemployed', 'redundant', 'strike', 'ration', 'shortage', 'savings', 'money', 'inflation', 'collapse', 'destroy', 'miscarriage', 'cancer', 'accident', 'crash', 'struggle', 'worst', 'nothing', 'suffer', 'pain', 'cry', 'tears', 'mourn', 'rubble', 'homeless', 'crop', 'harvest', 'fail'],
  'love & marriage': ['marry', 'married', 'marriage', 'wedding', 'court', 'courting', 'dance', 'kiss', 'love', 'engaged', 'engagement', 'propose', 'proposal', 'romance', 'honeymoon', 'bride', 'groom', 'ring', 'husband', 'wife', 'sweetheart', 'girlfriend', 'boyfriend', 'date', 'letter', 'fiance', 'fiancee', 'elope', 'suitor', 'matchmaker', 'arranged', 'handsome', 'pretty', 'beautiful', 'shy', 'heart', 'flirt', 'anniversary', 'vows', 'veil', 'dowry', 'in-laws', 'cinema', 'met'],
  achievements: ['proud', 'pride', 'won', 'win', 'award', 'prize', 'medal', 'achievement', 'promote', 'promotion', 'success', 'champion', 'found', 'founded', 'publish', 'degree', 'finish', 'first', 'record', 'trophy', 'certificate', 'diploma', 'licence', 'license', 'graduate', 'summit', 'climb', 'marathon', 'build', 'built', 'own', 'business', 'title', 'deed', 'vote', 'elected', 'honour', 'honor', 'applause', 'stage', 'competition', 'contest', 'best', 'manage', 'managed', 'top', 'learned', 'learn', 'age', 'seventy', 'sixty', 'eighty', 'fifty'],
  'school & education': ['school', 'exam', 'examination', 'teacher', 'college', 'university', 'class', 'classroom', 'lesson', 'study', 'student', 'result', 'headmaster', 'headmistress', 'scholarship', 'homework', 'pupil', 'learn', 'read', 'write', 'reading', 'writing', 'book', 'library', 'grade', 'mark', 'test', 'desk', 'blackboard', 'chalk', 'uniform', 'principal', 'nun', 'faculty', 'lecture', 'professor', 'tutor', 'primary', 'secondary', 'boarding', 'term', 'subject', 'maths', 'arithmetic', 'spelling', 'language', 'literacy', 'alphabet', 'punish', 'cane', 'strap'],
  'faith & community': ['church', 'chapel', 'temple', 'mosque', 'synagogue', 'pray', 'prayer', 'god', 'priest', 'faith', 'congregation', 'choir', 'hymn', 'community', 'neighbour', 'neighbor', 'parish', 'blessing', 'bless', 'mass', 'saint', 'altar', 'candle', 'pilgrim', 'pilgrimage', 'shrine', 'holy', 'sacred', 'spirit', 'soul', 'monk', 'nun', 'imam', 'rabbi', 'minister', 'preacher', 'sermon', 'worship', 'ceremony', 'ritual', 'rite', 'elder', 'village', 'together', 'everybody', 'whole', 'gather', 'help', 'volunteer', 'festival', 'procession', 'baptise', 'baptize', 'convent', 'bible', 'quran', 'miracle', 'vow', 'offering', 'ancestor'],
  'food & traditions': ['cook', 'cooking', 'recipe', 'bread', 'meal', 'dinner', 'feast', 'tradition', 'festival', 'kitchen', 'bake', 'cake', 'custom', 'dish', 'food', 'eat', 'ate', 'taste', 'smell', 'flour', 'rice', 'meat', 'soup', 'sugar', 'spice', 'oven', 'pot', 'pan', 'stove', 'table', 'dumpling', 'pie', 'sauce', 'fry', 'roast', 'boil', 'stir', 'knead', 'dough', 'grind', 'market', 'grandmother', 'holiday', 'christmas', 'eve', 'celebrate', 'celebration', 'dishes', 'wine', 'coffee', 'tea', 'butcher', 'pig', 'harvest', 'pickle', 'jam', 'sweet', 'costume', 'song'],
  family: ['family', 'born', 'birth', 'baby', 'pregnant', 'twins', 'grandchild', 'grandson', 'granddaughter', 'christening', 'relatives', 'cousin', 'reunion', 'son', 'daughter', 'mother', 'father', 'brother', 'sister', 'parent', 'child', 'children', 'aunt', 'uncle', 'nephew', 'niece', 'adopt', 'name', 'naming', 'raise', 'raised', 'home', 'house', 'letter', 'phone', 'visit', 'reunite', 'touch', 'estranged', 'generation', 'grandparent', 'in-law', 'stepmother', 'stepfather', 'orphan', 'photo', 'photograph', 'heirloom'],
  'work & career': ['work', 'job', 'foreman', 'boss', 'shift', 'factory', 'wage', 'career', 'apprentice', 'retire', 'hire', 'union', 'customer', 'business', 'salary', 'office', 'employ', 'employer', 'manager', 'worker', 'workers', 'labour', 'labor', 'mine', 'miner', 'mill', 'farm', 'nurse', 'nursing', 'teacher', 'driver', 'drive', 'shop', 'store', 'sell', 'sale', 'contract', 'clerk', 'typist', 'secretary', 'engineer', 'mechanic', 'machine', 'plant', 'works', 'trade', 'overtime', 'strike', 'interview', 'colleague', 'patient', 'ward', 'hospital', 'construction', 'site', 'taxi', 'promotion', 'sack', 'fired'],
  childhood: ['child', 'play', 'toy', 'game', 'playground', 'naughty', 'sweets', 'climb', 'tree', 'doll', 'kid', 'boy', 'girl', 'little', 'small', 'young', 'mischief', 'hide', 'seek', 'ball', 'marble', 'kite', 'swim', 'river', 'field', 'yard', 'street', 'friend', 'gang', 'dare', 'punish', 'spank', 'scold', 'trouble', 'bicycle', 'bike', 'candy', 'holiday', 'summer', 'grandmother', 'grandfather', 'dog', 'cat', 'pet', 'fright', 'scared', 'secret', 'games', 'chase'],
  'everyday life': ['television', 'radio', 'electricity', 'fridge', 'telephone', 'washing', 'garden', 'routine', 'shopping', 'hobby', 'car', 'cinema', 'house', 'neighbour', 'street', 'bus', 'tram', 'market', 'shop', 'rent', 'flat', 'apartment', 'party', 'music', 'record', 'dance', 'club', 'pub', 'cafe', 'film', 'newspaper', 'clothes', 'dress', 'fashion', 'weekend', 'chores', 'laundry', 'sewing', 'knitting', 'card', 'football', 'cricket', 'sport', 'fishing', 'pet', 'dog', 'holiday', 'beach', 'picnic', 'bath', 'water', 'stove', 'coal'],
};

const VOCABULARY_STEMS = Object.entries(THEME_VOCABULARY).map(([theme, words]) => [theme, new Set(words.map(stem))] as const);

/** `lex:<theme>`: the square root of how many of the word features are in that theme's vocabulary, halved. */
export function vocabularyFeatures(words: Features): Features {
  const out: Features = {};
  for (const [theme, stems] of VOCABULARY_STEMS) {
    let n = 0;
    for (const f of Object.keys(words)) if (f.startsWith('w:') && stems.has(f.slice(2))) n++;
    if (n) out[`lex:${theme}`] = Math.sqrt(n) / 2;
  }
  return out;
}

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
    // war reaching civilians: "the shelling", "the siege", "torpedoed", "the rebels reached Koidu", "when the Germans
    // were in Assisi", "the Chinese were coming"
    [/\b(?:the (?:shelling|siege|snipers?|tanks came|tanks rolled)|shelled|torpedoed|fire-watching|the (?:germans|japanese|russians|soviets|chinese|americans|british|turks|rebels|militia|guerrillas|army|soldiers|troops) (?:came|were coming|were in|arrived|reached|marched|entered|occupied))\b/, 4],
  ],
  'migration & travel': [
    [/\b(?:emigrated|immigrated|came over (?:from|to|on)|sailed (?:from|for|to)|set sail|crossed the (?:border|sea|ocean)|fled (?:to|across|over)|escaped (?:to|across))\b/, 5],
    [/\b(?:papers|visas?|passports?|permits?) (?:came through|arrived|were ready)\b|\b(?:boat|ship) to (?:[A-Z]\w+)|\bthe voyage\b|\bdrove [^.]{0,40}\ball the way (?:from|to)\b/, 4],
    [/\b(?:on|in|by) (?:a|the) (?:\w+ )?(?:boat|ship|steamer|liner)\b|\b(?:days|weeks) (?:at sea|on the water)\b|\bleft (?:[A-Z]\w+|home|the country|our village) (?:at night|for good|forever|for ever|with nothing)\b/, 4],
    [/\b(?:got off the (?:boat|ship|plane|train)|stepped off|landed (?:at|in)|first (?:winter|night|week) in (?:the new|a new|[A-Z]\w+))\b/, 3],
    [/\b(?:took|caught|got) (?:the|a) (?:\w+ )?(?:bus|coach|train|ferry|plane|tram) (?:all the way )?(?:to|down to|up to|over to) [A-Z]\w+/, 3],
  ],
  'work & career': [
    [/\b(?:my|her|his) first (?:job|shift|pay ?packet|wage|week's wages)\b|\bfirst (?:day|night|shift|week|morning) (?:as an? \w+|at work|on the (?:ward|line|floor|job|wards|buses|trams)|teaching|nursing|working)\b/, 6],
    [/\b(?:qualified as|trained as|worked as|job as|hired as|apprenticed|went to work|started work|down the pit|promoted to)\b/, 4],
    [/\bmy first (?:fare|customer|patient|client|pupil|class|order|sale|delivery|round|case)\b|\bi (?:drove|ran|kept|worked|nursed|taught|served|managed) (?:a |an |the )?[\w ]{0,25}\bfor (?:\w+[- ])?(?:\w+ )?years\b/, 4],
    [/\bi (?:taught|nursed|worked|served) (?:there|at|in|for)\b|\b(?:the|my) (?:foreman|boss|manager|overman|headmistress|matron|supervisor)\b/, 2],
    // a working life's tenure: "I was a nurse on Ward 5A ... from 1984", "I worked as a helper in Hong Kong ... from
    // 2001", "I cared for Mr. Abramowitz ... from 2011 until he died"
    [/\bi (?:was an? \w+|worked|taught|nursed|drove|cared for|cleaned|cooked|served|started) [^.]{0,60}?\bfrom (?:19|20)\d\d\b|\bi (?:was an? \w+|worked|taught|nursed|drove|cared for|cleaned|cooked|served) [^.]{0,60}?\bfrom nineteen \w+/, 3],
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
    [/\b(?:first (?:woman|man|girl|person|one) (?:to|in|from)|won (?:the|a|first)|came first|awarded|got the prize|built (?:it|the|a|my|our) [\w ]{0,20}(?:business|shop|house|company)|opened (?:my|our) own|started (?:my|our) own)\b/, 5],
    // building a business (the guidelines' close call): "put all our savings into a stall", "opened the Shapla on
    // Brick Lane", "started a shea butter group", "bought my first matatu"
    [/\b(?:put|sank|invested) (?:all )?(?:our|my|his|her|their) (?:\w+ )?savings into\b|\b(?:we|i|he|she|they) (?:opened|started|set up|founded) (?:a|an|the|our|my|his|her) (?:(?:little|small|new|own|first) )?(?:\w+ )?(?:shop|store|restaurant|caf[eé]|bakery|stall|business|workshop|salon|company|factory|cooperative|co-op|group|society|school|clinic|practice)\b|\bbought (?:my|our|his|her) first (?:\w+ )?(?:taxi|lorry|truck|bus|boat|matatu|van|shop|tractor|machine)\b/, 4],
  ],
  childhood: [
    [/\b(?:we|i) (?:played|used to play|would play|ran off|got lost|climbed|hid)\b/, 2],
  ],
  'everyday life': [
    [/\bour first (?:television|telly|tv|telephone|phone|car|fridge|washing machine|radio)\b/, 4],
    // a convenience arriving: "the electricity came to our village", "the phone came to Corella Downs", "a public
    // telephone was installed in our lane", "the first fridge in our kampong" (5-fold CV: theme 0.690 -> 0.692,
    // everyday life 0.24 -> 0.37 of its stories)
    [/\b(?:the|a|our) (?:public |first )?(?:electricity|electric|electric light|light|power|telephone|phone|television|telly|tv|fridge|refrigerator|internet|running water|water|tap|bus|mains)\b[^.]{0,25}?\b(?:came|arrived|was (?:installed|put in|connected)|were (?:installed|put in|connected)|reached)\b/, 4],
    [/\bthe first (?:fridge|refrigerator|television|telly|tv|telephone|phone|radio|computer|washing machine)\b/, 4],
  ],
};

/** Words that open a clause giving background ("because Tyler had just been born", "the year after we came over"). */
const SUBORDINATE = /(?:^|[\s,;:(—-])(?:because|since|after|before|when|while|until|till|though|although|as|if|once|whereas|which|who|that|the (?:year|week|month|day|summer|winter|spring|autumn) (?:after|before|that|when))\s[^.,;:!?]*$/i;
/** Hypothetical or negated ("I could have married her", "we never moved"): not an event at all. */
const UNREAL = /\b(?:could|would|should|might|must|may) (?:not |never )?have\s+$|\b(?:never|not|didn't|wouldn't|couldn't|if i had|wish(?:ed)? i(?:'d| had)?)\s+(?:\w+\s+)?$/i;

/** How strongly a pattern's best match is a central event: 1 in a main clause, ¼ in a background clause, 0 if unreal. */
export function eventWeight(text: string, re: RegExp): number {
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  const caseSensitive = /\[A-Z\]/.test(re.source);
  const hay = caseSensitive ? text : text.toLowerCase();
  let best = 0;
  for (const m of hay.matchAll(g)) {
    const before = hay.slice(Math.max(0, m.index - 80), m.index);
    const clause = before.split(/[.!?;:,]|\band\b|\bbut\b|\bso\b/).pop() ?? '';
    const w = UNREAL.test(before.slice(-30)) ? 0 : SUBORDINATE.test(clause) ? 0.25 : 1;
    best = Math.max(best, w);
    if (best === 1) break;
  }
  return best;
}

/** A job frame ("my first night as a nurse"): a death or an illness inside it is part of the working story. */
const WORK_FRAME = /\b(?:first (?:day|night|shift|week) (?:as an? \w+|at work|on the (?:ward|wards|line|floor|job)|teaching|nursing)|qualified as|trained as|my first job)\b/;
/** The storyteller is the teacher ("I taught", "I was the only teacher at the school"): the school is their work. */
const TEACHER = /\b(?:i|we) (?:taught|was teaching|were teaching|started teaching)\b|\bmy first (?:day|week|year|class|term|post) (?:teaching|as a teacher)\b|\bi was (?:a|an|the|the only|the new) (?:\w+ )?(?:teacher|schoolteacher|schoolmistress|schoolmaster|headmaster|headmistress|lecturer|professor|tutor)\b/;
/** A rite ("washed his body", "the funeral prayers"): a death marked by a rite is about faith & community. */
const RITE = /\b(?:washed (?:his|her|the) body|funeral (?:rites?|prayers?|mass)|kaddish|shiva|the prayers?|prayer hall|mosque|synagogue|gurdwara|temple|the priest|the imam|the rabbi)\b/;

/** A festival and a kitchen verb in one passage: the passage is about the food of that feast. */
const FESTIVAL = /\b(?:christmas|diwali|eid|easter|passover|seder|tết|tet|hanukkah|chanukah|thanksgiving|lunar new year|chinese new year|new year|noche buena|día de muertos|holi|onam|pongal|ramadan|harvest festival|the feast)\b/;
const KITCHEN = /\b(?:made|make|making|cooked|cook|cooking|baked|bake|baking|roasted|roast|fried|fry|wrapped|wrap|rolled|stuffed|kneaded|knead|boiled|steamed|ground|pounded|stirred|folded|filled)\b/;

/**
 * Event features for the theme model: how strongly each theme's event shapes occur as central events
 * (1 in a main clause, ¼ in a background clause, 0 when hypothetical), and the frames that move a death
 * into another theme. The model learns how much each is worth; none of them decides on its own.
 */
export function themeEventFeatures(text: string, childAge = false): Features {
  const lower = ` ${text.toLowerCase()} `;
  const out: Features = {};
  for (const [theme, patterns] of Object.entries(THEME_EVENTS)) {
    let event = 0;
    for (const [re, weight] of patterns) event += eventWeight(` ${text} `, re) * weight;
    if (theme === 'childhood' && !childAge) event = 0;
    if (event) out[`ev:${theme}`] = event / 4;
  }
  const loss = out['ev:hardship & loss'] ?? 0;
  if (loss && WORK_FRAME.test(lower)) out['frame:work-loss'] = 1;
  if (loss && RITE.test(lower)) out['frame:rite-loss'] = 1;
  if (TEACHER.test(lower)) out['frame:teacher'] = 1;
  if (FESTIVAL.test(lower) && KITCHEN.test(lower)) out['frame:festival-kitchen'] = 1;
  // the narrator's age under sixteen is the strongest childhood cue there is
  if (childAge) out['age:child'] = 1;
  return out;
}

/**
 * A year of one of the two world wars ("1943", "'16", "in forty-four", "nineteen fifteen"; not "I was forty-one"):
 * a general sign of wartime, not any story's words; the model learns what it is worth (a wedding in 1943 is still a
 * wedding). Cross-validation with the central vocabulary below: theme accuracy 0.568 → 0.579.
 */
const WORLD_WAR_YEAR = /\b19(?:1[4-8]|39|4[0-5])\b|['’](?:1[4-8]|39|4[0-5])\b|\bnineteen (?:fourteen|fifteen|sixteen|seventeen|eighteen|thirty[- ]nine|forty(?:[- ](?:one|two|three|four|five))?)\b|\b(?:in|of|since|until|till|from|by) (?:thirty[- ]nine|forty(?:[- ](?:one|two|three|four|five))?)\b(?![- ](?:years?|minutes?|miles?|pounds?|dollars?|of)\b)/i;

/**
 * The words of the sentences where something happens: those holding the passage's events (events.ts), or else
 * the one with the most past-tense verbs. What happens there says more of the theme than the background around it.
 */
export function centralTokens(tokens: Token[], events: string[]): Token[] {
  const sentences = new Map<number, { words: string; past: number }>();
  for (const t of tokens) {
    const s = sentences.get(t.sentence) ?? { words: '', past: 0 };
    sentences.set(t.sentence, { words: `${s.words} ${t.lower}`, past: s.past + (t.tags.has('PastTense') ? 1 : 0) });
  }
  const central = new Set([...sentences].filter(([, { words }]) => holdsEvent(words, events)).map(([s]) => s));
  if (!central.size) {
    let most = -1;
    let at = 0;
    for (const [s, { past }] of sentences) if (past > most) [most, at] = [past, s];
    central.add(at);
  }
  return tokens.filter((t) => central.has(t.sentence));
}

/**
 * Everything the theme model reads: the passage's words, its theme vocabularies, the vocabularies of its central
 * sentences (`clex:<theme>`; cross-validation 0.560 → 0.568), a world-war year, its event features, the
 * knowledge lexicon's counts (`kx:<theme>`, themeLexicon.ts) and its word pairs (`b:`, read only by the model's
 * naive Bayes member on them).
 */
export function themeFeatures(text: string, tokens: Token[], childAge = false, events: string[] = findEvents(tokens), pairs: Features = wordPairFeatures(text)): Features {
  const words = wordFeatures(tokens);
  const central: Features = {};
  for (const [f, v] of Object.entries(vocabularyFeatures(wordFeatures(centralTokens(tokens, events))))) central[`c${f}`] = v;
  return { ...words, ...vocabularyFeatures(words), ...central, ...(WORLD_WAR_YEAR.test(text) ? { 'era:world-war': 1 } : {}), ...themeEventFeatures(text, childAge), ...knowledgeFeatures(text), ...pairs };
}

/** Per theme: the model's score and the event features' strength (for tests and the interviewer). */
export function themeScores(text: string, childAge = false, tokens: Token[] = parse(text).tokens): Map<string, { score: number; event: number }> {
  const events = themeEventFeatures(text, childAge);
  const s = scores(MODEL.theme, themeFeatures(text, tokens, childAge));
  return new Map(MODEL.theme.labels.map((label, k) => [label, { score: s[k]!, event: events[`ev:${label}`] ?? 0 }]));
}

/** The theme the trained model finds most likely (model.json, `npm run train:extractor`). */
export function detectTheme(text: string, childAge = false, tokens: Token[] = parse(text).tokens): string {
  let best = 'everyday life';
  let bestScore = -Infinity;
  for (const [theme, { score }] of themeScores(text, childAge, tokens)) {
    if (score > bestScore) {
      best = theme;
      bestScore = score;
    }
  }
  return best;
}
