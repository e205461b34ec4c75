/** Word lists the rules share. Lower-case keys; accents kept (matching folds them where needed). */

/** Kin and address words → the plain English relation they name (relative to the speaker). */
export const KIN: Record<string, string> = {
  mother: 'mother', mum: 'mother', mom: 'mother', mam: 'mother', ma: 'mother', mama: 'mother', mammy: 'mother',
  mummy: 'mother', mommy: 'mother', momma: 'mother', amma: 'mother', ammi: 'mother', mãe: 'mother', mutti: 'mother',
  maman: 'mother', madre: 'mother', mamá: 'mother', mamma: 'mother', ima: 'mother', imma: 'mother', matka: 'mother',
  father: 'father', dad: 'father', daddy: 'father', da: 'father', pa: 'father', papa: 'father', pop: 'father',
  pops: 'father', appa: 'father', abba: 'father', abbu: 'father', papá: 'father', padre: 'father', vati: 'father',
  baba: 'father', tata: 'father', pai: 'father', babbo: 'father',
  grandmother: 'grandmother', grandma: 'grandmother', granny: 'grandmother', gran: 'grandmother', nana: 'grandmother',
  nan: 'grandmother', nanna: 'grandmother', babcia: 'grandmother', babushka: 'grandmother', bubbe: 'grandmother',
  bubby: 'grandmother', oma: 'grandmother', nonna: 'grandmother', abuela: 'grandmother', abuelita: 'grandmother',
  lola: 'grandmother', yiayia: 'grandmother', yaya: 'grandmother', avó: 'grandmother', grandmama: 'grandmother',
  paati: 'grandmother', nani: 'grandmother', dadi: 'grandmother', halmeoni: 'grandmother',
  grandfather: 'grandfather', grandpa: 'grandfather', granddad: 'grandfather', grandad: 'grandfather',
  gramps: 'grandfather', dziadek: 'grandfather', zayde: 'grandfather', zaidy: 'grandfather', zeyde: 'grandfather',
  opa: 'grandfather', nonno: 'grandfather', abuelo: 'grandfather', abuelito: 'grandfather', lolo: 'grandfather',
  pappou: 'grandfather', papou: 'grandfather', avô: 'grandfather', grandpapa: 'grandfather', thatha: 'grandfather',
  nana_ji: 'grandfather', dada: 'grandfather', harabeoji: 'grandfather',
  // grandparents and parents in more of the storytellers' languages ("my gogo", "Teta Georgette", "my babaanne")
  gogo: 'grandmother', teta: 'grandmother', sitto: 'grandmother', sitti: 'grandmother', obaachan: 'grandmother',
  obaasan: 'grandmother', memère: 'grandmother', mémé: 'grandmother', bunica: 'grandmother', ammamma: 'grandmother',
  ammachi: 'grandmother', bebia: 'grandmother', babaanne: 'grandmother', anneanne: 'grandmother', ayeeyo: 'grandmother',
  nain: 'grandmother', aaji: 'grandmother', agogo: 'grandmother', nagymama: 'grandmother', busia: 'grandmother',
  močiutė: 'grandmother', starká: 'grandmother', tatik: 'grandmother', nainai: 'grandmother', laolao: 'grandmother',
  halmoni: 'grandmother', nenek: 'grandmother', savta: 'grandmother', giagia: 'grandmother', mormor: 'grandmother',
  farmor: 'grandmother', mummo: 'grandmother', ouma: 'grandmother', nyanya: 'grandmother', kuia: 'grandmother',
  baka: 'grandmother', äje: 'grandmother', nonnina: 'grandmother', bisnonna: 'great-grandmother',
  jeddo: 'grandfather', jiddo: 'grandfather', ojiisan: 'grandfather', ojiichan: 'grandfather', pépère: 'grandfather',
  pépé: 'grandfather', bunicu: 'grandfather', dedo: 'grandfather', dyado: 'grandfather', deda: 'grandfather',
  dede: 'grandfather', babua: 'grandfather', awoowe: 'grandfather', taid: 'grandfather', ajoba: 'grandfather',
  nagypapa: 'grandfather', senelis: 'grandfather', papik: 'grandfather', yeye: 'grandfather', laoye: 'grandfather',
  morfar: 'grandfather', farfar: 'grandfather', vaari: 'grandfather', oupa: 'grandfather', kakek: 'grandfather',
  koro: 'grandfather', mbah: 'grandparent', tupuna: 'grandparent', nanu: 'grandparent',
  umma: 'mother', ibu: 'mother', inay: 'mother', nanay: 'mother', mami: 'mother',
  ayah: 'father', bapak: 'father', tatay: 'father', itay: 'father', papi: 'father', achan: 'father', appachan: 'father',
  brother: 'brother', bro: 'brother', sister: 'sister', sis: 'sister', sibling: 'sibling', twin: 'sibling',
  son: 'son', boy: 'son', daughter: 'daughter', girl: 'daughter', baby: 'child', child: 'child', kid: 'child',
  husband: 'husband', hubby: 'husband', wife: 'wife', spouse: 'spouse',
  uncle: 'uncle', tío: 'uncle', tio: 'uncle', zio: 'uncle', tito: 'uncle', onkel: 'uncle', wujek: 'uncle', chacha: 'uncle',
  aunt: 'aunt', auntie: 'aunt', aunty: 'aunt', tía: 'aunt', tia: 'aunt', zia: 'aunt', tita: 'aunt', ciocia: 'aunt',
  tante: 'aunt', bua: 'aunt', masi: 'aunt',
  cousin: 'cousin', nephew: 'nephew', niece: 'niece', grandson: 'grandson', granddaughter: 'granddaughter',
  grandchild: 'grandchild', grandbaby: 'grandchild', 'mother-in-law': 'mother-in-law', 'father-in-law': 'father-in-law',
  'son-in-law': 'son-in-law', 'daughter-in-law': 'daughter-in-law', 'brother-in-law': 'brother-in-law',
  'sister-in-law': 'sister-in-law', stepmother: 'stepmother', stepfather: 'stepfather', stepson: 'stepson',
  stepdaughter: 'stepdaughter', stepbrother: 'stepbrother', stepsister: 'stepsister', godmother: 'godmother',
  godfather: 'godfather', godson: 'godson', goddaughter: 'goddaughter',
};

/** Non-kin roles that a possessive ("my foreman ...") turns into a relation to the speaker. */
export const ROLES: Record<string, string> = {
  friend: 'friend', girlfriend: 'friend', pal: 'friend', mate: 'friend', buddy: 'friend', chum: 'friend',
  boyfriend: 'boyfriend', fiancé: 'fiance', fiance: 'fiance', fiancée: 'fiancee', fiancee: 'fiancee', sweetheart: 'boyfriend',
  neighbour: 'neighbour', neighbor: 'neighbour', foreman: 'foreman', boss: 'boss', supervisor: 'supervisor',
  manager: 'boss', teacher: 'teacher', instructor: 'instructor', tutor: 'teacher', colleague: 'colleague',
  partner: 'partner', landlord: 'landlord', landlady: 'landlady', doctor: 'doctor', mentor: 'mentor',
  godparent: 'godparent', roommate: 'roommate', flatmate: 'roommate', classmate: 'classmate', coworker: 'colleague',
  'co-worker': 'colleague', workmate: 'colleague', employer: 'boss', apprentice: 'apprentice', nurse: 'nurse',
  priest: 'priest', pastor: 'pastor', rabbi: 'rabbi', midwife: 'midwife', sergeant: 'sergeant', captain: 'captain',
  lieutenant: 'lieutenant', commander: 'commander', officer: 'officer', headmaster: 'headmaster', godchild: 'godchild',
  headmistress: 'headmistress', matron: 'matron', therapist: 'therapist', physio: 'physiotherapist',
  physiotherapist: 'physiotherapist', carer: 'carer', caregiver: 'carer', counsellor: 'counsellor', counselor: 'counsellor',
  dentist: 'dentist', coach: 'coach', trainer: 'trainer', solicitor: 'solicitor', lawyer: 'lawyer', vicar: 'vicar',
  lodger: 'lodger', tenant: 'tenant',
};

/** Kin words that stay part of a written name as a title ("Tío Beto", "Zayde Hersh") and still imply the relation. */
export const KIN_TITLES = new Set([
  'uncle', 'aunt', 'auntie', 'aunty', 'tío', 'tio', 'tía', 'tia', 'zio', 'zia', 'tito', 'tita', 'zayde', 'zaidy',
  'zeyde', 'bubbe', 'nonno', 'nonna', 'grandma', 'grandpa', 'granny', 'gran', 'nana', 'nan', 'cousin', 'abuela',
  'abuelo', 'babcia', 'dziadek', 'oma', 'opa', 'lola', 'lolo', 'yiayia', 'pappou', 'ciocia', 'wujek', 'tante', 'onkel',
  'granddad', 'grandad', 'mama', 'papa', 'baba', 'auntie',
  // the grandparents of more languages, as titles too ("Teta Georgette", "Bunica Floarea", "Dede Hasan")
  'gogo', 'teta', 'sitto', 'sitti', 'obaachan', 'memère', 'mémé', 'bunica', 'ammamma', 'bebia', 'babaanne', 'anneanne',
  'ayeeyo', 'nain', 'aaji', 'agogo', 'nagymama', 'busia', 'močiutė', 'starká', 'tatik', 'nainai', 'laolao', 'halmoni',
  'nenek', 'savta', 'giagia', 'mormor', 'farmor', 'mummo', 'ouma', 'nyanya', 'kuia', 'baka', 'äje', 'jeddo', 'jiddo',
  'ojiisan', 'pépère', 'pépé', 'bunicu', 'dedo', 'dyado', 'deda', 'dede', 'babua', 'awoowe', 'taid', 'ajoba', 'nagypapa',
  'senelis', 'papik', 'yeye', 'laoye', 'morfar', 'farfar', 'vaari', 'oupa', 'kakek', 'koro', 'mbah',
]);

/** Titles that start a person's name but are not relations. */
export const TITLES = new Set([
  'mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'doctor', 'prof', 'professor', 'rabbi', 'reverend', 'rev', 'father', 'fr',
  'sister', 'brother', 'mother', 'pastor', 'imam', 'sheikh', 'don', 'doña', 'dona', 'señor', 'señora', 'senor', 'senora',
  'signor', 'signora', 'monsieur', 'madame', 'herr', 'frau', 'pan', 'pani', 'thầy', 'cô', 'ông', 'bà', 'anh', 'chị',
  'sir', 'dame', 'lord', 'lady', 'captain', 'capt', 'sergeant', 'sgt', 'lieutenant', 'lt', 'colonel', 'col', 'general',
  'major', 'corporal', 'private', 'judge', 'nurse', 'coach', 'deacon', 'bishop', 'elder', 'chief', 'officer', 'constable',
  'mister', 'missus', 'auntie', 'sri', 'shri', 'smt', 'swami', 'guru', 'ustad', 'mullah', 'hajji', 'mama', 'bibi',
]);

/** Capitalised words that are never names of people or places on their own. */
export const NOT_NAMES = new Set([
  'i', 'oh', 'ok', 'okay', 'yes', 'no', 'well', 'god', 'lord', 'jesus', 'christ', 'allah', 'virgin', 'madam', 'ma\'am',
  'sir', 'tv', 'ave', 'maria', 'amen', 'hallelujah', 'mass', 'bible', 'koran', 'quran', 'torah', 'heaven', 'hell',
  'mondays', 'tuesdays', 'wednesdays', 'thursdays', 'fridays', 'saturdays', 'sundays', 'christmas', 'easter',
  'thanksgiving', 'passover', 'hanukkah', 'chanukah', 'diwali', 'eid', 'ramadan', 'lent', 'advent', 'halloween',
  'tết', 'tet', 'día', 'dia', 'noche', 'buena', 'muertos', 'new', 'year', 'eve', 'pentecost', 'whitsun', 'yom',
  'kippur', 'rosh', 'hashanah', 'sabbath', 'shabbat', 'holi', 'navratri', 'vesak', 'lunar', 'independence', 'day',
  'memorial', 'labor', 'labour', 'armistice', 'remembrance', 'boxing', 'hogmanay', 'midsummer', 'epiphany',
  // festivals of the year, across faiths and countries
  'nowruz', 'norooz', 'obon', 'nochebuena', 'nochevieja', 'divali', 'deepavali', 'vaisakhi', 'baisakhi', 'pongal',
  'onam', 'dussehra', 'dashain', 'tihar', 'losar', 'songkran', 'chuseok', 'seollal', 'purim', 'sukkot', 'shavuot',
  'candlemas', 'candelaria', 'kwanzaa', 'juneteenth', 'carnival', 'carnaval', 'michaelmas', 'lammas', 'samhain',
  'ashura', 'muharram', 'mawlid', 'wesak', 'ugadi', 'janmashtami', 'hanukah', 'shrovetide', 'whitsunday',
  // (not "Bayram", "Kurban", "Puja": the names of people too)
  'timkat', 'timket', 'meskel', 'meskal', 'fasika', 'enkutatash', 'irreecha', 'wigilia', 'maslenitsa', 'qingming',
  'naadam', 'matariki', 'thingyan', 'thadingyut', 'krathong', 'galungan', 'nyepi', 'lebaran', 'chaturthi', 'sankranti',
  'lohri', 'bihu', 'boże', 'ciało', 'narodzenie', 'wielkanoc', 'fasching', 'fastnacht',
  // words that open a sentence in a storyteller's first language ("Cuando tenía siete años ...", "Quand j'étais
  // petite ..."): when, then, but, because, after, before, here, there, where, so
  'cuando', 'quando', 'quand', 'entonces', 'então', 'entao', 'allora', 'alors', 'después', 'despues', 'depois', 'poi',
  'pero', 'mais', 'porque', 'perché', 'perche', 'parce', 'antes', 'avant', 'dopo', 'après', 'apres', 'aquí',
  'aqui', 'allí', 'ahí', 'donde', 'dónde', 'onde', 'où', 'así', 'wenn', 'dann', 'weil',
  'nachdem', 'damals', 'kiedy', 'potem', 'wtedy', 'gdy', 'noong', 'kasi', 'tapos',
]);

export const MONTHS = [
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november',
  'december',
];
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Head nouns that make a capitalised span a place (a street, a building, a body of water ...). */
export const PLACE_HEADS = new Set([
  'street', 'st', 'road', 'rd', 'avenue', 'ave', 'lane', 'drive', 'boulevard', 'parkway', 'terrace', 'crescent',
  'close', 'square', 'row', 'way', 'highway', 'hill', 'hills', 'heath', 'common', 'green', 'park', 'gardens', 'pond',
  'lake', 'river', 'creek', 'brook', 'bay', 'beach', 'coast', 'island', 'islands', 'isle', 'mountain', 'mountains',
  'valley', 'falls', 'forest', 'wood', 'woods', 'harbour', 'harbor', 'port', 'docks', 'sea', 'ocean', 'canal',
  'county', 'province', 'state', 'district', 'city', 'town', 'village', 'estate', 'station', 'bridge', 'airport',
  'hospital', 'infirmary', 'clinic', 'college', 'university', 'school', 'academy', 'institute', 'seminary',
  'elementary', 'secondary', 'primary', 'high', 'grammar', 'church', 'cathedral', 'chapel', 'abbey', 'temple',
  'synagogue', 'shul', 'mosque', 'gurdwara', 'mandir', 'pagoda', 'baptist', 'methodist', 'presbyterian', 'hall',
  'halls', 'cemetery', 'plant', 'works', 'mill', 'mills', 'factory', 'mine', 'colliery', 'shipyard', 'yard', 'steel',
  'railway', 'railways', 'telephone', 'market', 'hotel', 'inn', 'pub', 'tavern', 'arms', 'theatre', 'theater',
  'cinema', 'odeon', 'ballroom', 'palace', 'castle', 'fort', 'barracks', 'base', 'camp', 'farm', 'ranch', 'house',
  'manor', 'centre', 'center', 'store', 'stores', 'shop', 'bakery', 'laundry', 'restaurant', 'cafe', 'café', 'diner',
  'club', 'stadium', 'field', 'gardens', 'zoo', 'museum', 'library', 'prison', 'jail', 'court', 'office', 'bank',
  'company', 'motors', 'mills', 'heights', 'point', 'cape', 'peninsula', 'desert', 'plains', 'borough', 'quarter',
  'springs', 'wharf', 'pier', 'quay', 'junction', 'cross', 'place',
]);

/** Lower-case head nouns that may close a place name ("Knights of Columbus hall", "Lyons tea shop"). */
export const LOWER_PLACE_HEADS = new Set([
  'hall', 'plant', 'shop', 'church', 'school', 'hospital', 'factory', 'mill', 'station', 'market', 'street', 'road',
  'park', 'bakery', 'store', 'pub', 'hotel', 'cinema', 'theatre', 'camp', 'farm', 'office', 'works', 'yard', 'mine',
  'house', 'club', 'restaurant', 'cafe', 'café', 'refinery', 'shipyard', 'brewery', 'foundry',
]);

/** Words that open a place name ("Mount Pisgah", "Temple Beth Shalom", "HMS Larkspur"). */
export const PLACE_PREFIXES = new Set([
  'mount', 'mt', 'lake', 'fort', 'port', 'cape', 'isle', 'temple', 'st', 'saint', 'san', 'santa', 'santo', 'são',
  'hms', 'uss', 'ss', 'rms', 'mv', 'hmas', 'hmcs', 'hmnzs', 'camp', 'escuela', 'colegio', 'iglesia', 'calle', 'avenida',
  'rua', 'via', 'piazza', 'plaza', 'instituto', 'liceo', 'universidad', 'école', 'ecole', 'église', 'rue', 'ulica',
  'hospital', 'hôpital', 'scuola', 'chiesa', 'parroquia', 'mercado', 'barrio', 'colonia', 'hacienda', 'rancho', 'villa',
  'kampung', 'jalan', 'wat', 'chùa', 'bahnhof', 'schule', 'kirche', 'lycée', 'gare', 'pont', 'château', 'collège',
  'university', 'college', 'school', 'church', 'chapel', 'cathedral', 'hotel', 'lake', 'mount', 'panadería', 'panaderia',
  'tienda', 'bodega', 'taberna', 'trattoria', 'ristorante', 'pizzeria', 'boulangerie', 'bäckerei', 'restaurante',
  'cantina', 'farmacia', 'librería', 'café', 'cafe', 'casa', 'hostal', 'pensión', 'osteria', 'gasthaus', 'brasserie', 'glen', 'loch', 'lough', 'bad', 'new', 'north',
  'south', 'east', 'west', 'upper', 'lower', 'great', 'little', 'royal', 'queen', 'king', 'kings', 'queens',
  // place words that open a name in many languages ("Boulevard Insurgentes", "Lac Saint-Jean", "Kibbutz Degania")
  'boulevard', 'avenue', 'lac', 'rio', 'río', 'monte', 'kibbutz', 'moshav', 'souq', 'souk', 'wadi', 'jebel', 'bukit',
  'ciudad', 'puerto', 'porto', 'praia', 'playa', 'vila', 'col', 'lago', 'sierra', 'isla', 'ilha', 'pulau', 'gunung',
]);

/** Heads that make a span an organisation, group or publication: not a place, not a person. */
export const ORG_HEADS = new Set([
  'company', 'corps', 'army', 'navy', 'marines', 'regiment', 'battalion', 'brigade', 'division', 'union', 'party',
  'brothers', 'sisters', 'times', 'post', 'news', 'herald', 'gazette', 'tribune', 'chronicle', 'journal', 'express',
  'mail', 'guilds', 'guild', 'society', 'league', 'association', 'federation', 'committee', 'council', 'force',
  'guard', 'scouts', 'guides', 'band', 'orchestra', 'choir', 'team', 'united', 'rovers',
]);

/** Prepositions and verbs after which a capitalised span is usually a place. */
export const PLACE_CUES = new Set([
  'in', 'at', 'to', 'from', 'near', 'into', 'across', 'through', 'toward', 'towards', 'outside', 'around', 'off',
  'via', 'past', 'around', 'onto', 'on', 'left', 'visited', 'reached', 'leaving', 'visit', 'reach', 'inside', 'over',
  'beyond', 'round', 'behind', 'above', 'below', 'under', 'along', 'within',
]);

/** Connectors allowed inside a multi-word name ("Knights of Columbus", "Leonardo da Vinci"). */
export const NAME_CONNECTORS = new Set(['of', 'de', 'del', 'della', 'da', 'di', 'van', 'von', 'der', 'den', 'la', 'le', 'du', 'dos', 'das', 'y', 'bin', 'al', 'el']);

/** Number words 1-99 by value, for ages. */
const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
export const NUMBER_WORD = `(?:(?:${TENS.slice(2).join('|')})(?:[- ](?:${UNITS.slice(1, 10).join('|')}))?|${UNITS.slice(1).join('|')}|\\d{1,2})`;
export const ORDINAL_WORD =
  '(?:\\d{1,2}(?:st|nd|rd|th)|(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ]?)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|fortieth|fiftieth|sixtieth|seventieth|eightieth|ninetieth)';

/** Holidays that can anchor a date ("Christmas Eve 1956", "by the New Year"). */
export const HOLIDAYS =
  "(?:Christmas(?: Eve| Day)?|New Year(?:'s)?(?: Eve| Day)?|the New Year|Easter(?: Sunday| Monday)?|Thanksgiving|Passover|Hanukkah|Diwali|Eid|Ramadan|Armistice Day|Boxing Day|Independence Day|Remembrance Day|Halloween|Yom Kippur|Rosh Hashanah|harvest|Tết|Lunar New Year)";

/** Verbs that introduce a name ("a man called Dinny", "we called him Emeka"). */
export const NAME_VERBS_SET = new Set(['called', 'named', 'christened', 'nicknamed', 'call', 'name']);

/** Words between a possessive and a kin word that keep the phrase about one relative. */
export const KIN_MODIFIERS = new Set([
  'little', 'big', 'older', 'younger', 'elder', 'eldest', 'youngest', 'oldest', 'baby', 'late', 'dear', 'own', 'best',
  'first', 'second', 'third', 'new', 'beloved', 'darling', 'two', 'three', 'four', 'five', 'twin', 'favourite',
  'favorite', 'only', 'old', 'dearest', 'kid', 'poor', 'sweet', 'lovely', 'wee', 'great', 'step', 'half', 'future',
  'dead', 'then', 'closest', 'childhood', 'school', 'army', 'work', 'lifelong', 'oldest', 'a', 'an', 'six', 'seven',
  'eight', 'nine', 'ten', 'eleven', 'twelve', 'older', 'younger', 'big', 'two', 'twin',
]);

/** Nationalities, faiths and languages written with a capital: never a person or a place on their own. */
export const DEMONYMS = new Set([
  'irish', 'english', 'scottish', 'scots', 'welsh', 'british', 'american', 'canadian', 'mexican', 'italian', 'polish',
  'german', 'french', 'spanish', 'portuguese', 'dutch', 'greek', 'russian', 'ukrainian', 'jewish', 'catholic',
  'protestant', 'muslim', 'hindu', 'sikh', 'buddhist', 'christian', 'methodist', 'baptist', 'lutheran', 'anglican',
  'chinese', 'japanese', 'korean', 'vietnamese', 'filipino', 'filipina', 'indian', 'pakistani', 'bengali', 'punjabi',
  'nigerian', 'igbo', 'yoruba', 'hausa', 'ghanaian', 'kenyan', 'jamaican', 'cuban', 'puerto', 'rican', 'australian',
  'swedish', 'norwegian', 'danish', 'finnish', 'hungarian', 'czech', 'slovak', 'serbian', 'croatian', 'romanian',
  'bulgarian', 'turkish', 'arab', 'arabic', 'persian', 'iranian', 'iraqi', 'lebanese', 'syrian', 'egyptian',
  'malaysian', 'indonesian', 'thai', 'cambodian', 'lao', 'hmong', 'tamil', 'gujarati', 'urdu', 'hindi', 'latin',
  'hebrew', 'yiddish', 'tagalog', 'cantonese', 'mandarin', 'swahili', 'somali', 'ethiopian', 'eritrean', 'african',
  'european', 'asian', 'latino', 'latina', 'hispanic', 'yankee', 'yankees', 'brits', 'germans', 'japs', 'yanks',
  'nazi', 'nazis', 'communist', 'communists', 'republican', 'democrat', 'labour', 'tory', 'conservative', 'liberal',
  'orthodox', 'pentecostal', 'presbyterian', 'quaker', 'mormon', 'amish', 'creole', 'cajun', 'maori', 'aboriginal',
  'native', 'caribbean', 'west', 'slovene', 'lithuanian', 'latvian', 'estonian', 'albanian', 'armenian', 'kurdish',
  'afghan', 'nepali', 'sri', 'lankan', 'burmese', 'taiwanese', 'brazilian', 'argentine', 'argentinian', 'chilean',
  'colombian', 'peruvian', 'venezuelan', 'salvadoran', 'guatemalan', 'honduran', 'dominican', 'haitian', 'trinidadian',
]);

/** Named historical events and eras: capitalised, but neither people nor places. */
export const EVENT_PREFIXES = new Set(['hurricane', 'cyclone', 'typhoon', 'storm', 'operation', 'tropical', 'battle', 'siege', 'treaty', 'expo', 'festival']);

export const EVENTS = new Set([
  'depression', 'war', 'blitz', 'holocaust', 'partition', 'famine', 'emergency', 'troubles', 'revolution', 'liberation',
  'occupation', 'armistice', 'coronation', 'independence', 'reformation', 'olympics', 'jubilee', 'crash', 'crusades',
  'prohibition', 'rationing', 'evacuation', 'exodus', 'dust', 'bowl', 'moon', 'landing', 'cold',
]);

/** Animals and objects that get names ("a donkey called Garibaldi", "named the carp Felek"). */
export const NAMED_THINGS = new Set([
  'dog', 'puppy', 'cat', 'kitten', 'horse', 'pony', 'donkey', 'mule', 'cow', 'goat', 'pig', 'sheep', 'lamb', 'hen',
  'chicken', 'rooster', 'duck', 'goose', 'parrot', 'budgie', 'bird', 'fish', 'carp', 'rabbit', 'hamster', 'tortoise',
  'turtle', 'car', 'boat', 'doll', 'bear', 'teddy', 'bike', 'bicycle', 'truck', 'tractor', 'van', 'canary', 'ox',
  'buffalo', 'camel', 'calf', 'cattle', 'mare', 'stallion', 'pet', 'kitty', 'lorry', 'motorbike', 'scooter', 'guitar',
]);

/** Words before "of" that make the following capitalised span a place ("out of Harwich", "the edge of Lagos"). */
export const PLACE_OF = new Set([
  'out', 'north', 'south', 'east', 'west', 'outskirts', 'edge', 'city', 'town', 'village', 'county', 'province',
  'state', 'port', 'island', 'suburbs', 'centre', 'center', 'streets', 'coast', 'shores', 'banks', 'outside', 'parts',
  'heart', 'people', 'mayor', 'capital', 'republic', 'kingdom', 'university', 'north-east', 'south-east', 'north-west',
  'south-west', 'side', 'part', 'rest',
  // historical events that happen to a place ("the blockade of Leningrad", "the fall of Saigon")
  'blockade', 'siege', 'bombing', 'bombardment', 'fall', 'liberation', 'occupation', 'invasion', 'evacuation', 'ruins',
  // what a place is seen by ("the towers of Morumbi", "a map of Ulster")
  'towers', 'skyline', 'map', 'slums', 'alleys', 'lanes', 'markets',
]);

/** Lower-case nouns after a capitalised word that make it a place ("the Normandy beaches"). */
export const GEO_NOUNS = new Set([
  'beaches', 'beach', 'coast', 'hills', 'mountains', 'countryside', 'border', 'streets', 'docks', 'valley', 'river',
  'harbour', 'harbor', 'plains', 'desert', 'jungle', 'front', 'area', 'region', 'delta', 'islands', 'shore', 'suburbs',
  'mines', 'fields', 'highlands', 'lowlands',
]);

/** Titles of public figures ("President Kennedy", "Queen Elizabeth", "Chairman Mao"): known to all, nobody's relative. */
export const PUBLIC_TITLE = /^(?:President|King|Queen|Pope|Prince|Princess|Emperor|Empress|Tsar|Czar|Shah|Sultan|Chairman|Premier|Chancellor|Prime Minister|Field Marshal|Marshal|Ayatollah|Kaiser)\s+\p{Lu}/u;

/** A name and a verb in the past after it, where the next clause starts without a comma ("sold it | Tony cried"). */
export const NAME_THEN_PAST = /\s+\p{Lu}\p{Ll}+\s+(?:\p{Ll}+ed|went|came|said|cried|ran|took|told|got|left|sat|stood|wept|fell|saw)\b.*$/u;
