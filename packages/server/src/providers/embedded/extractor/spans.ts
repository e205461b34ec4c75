import { breaksAfter, hasTag, inLexicon, type Token } from './tokens.ts';
import {
  DEMONYMS, EVENT_PREFIXES, EVENTS, GEO_NOUNS, KIN, KIN_TITLES, NAMED_THINGS, PLACE_OF, LOWER_PLACE_HEADS, MONTHS, NAME_CONNECTORS, NOT_NAMES, ORG_HEADS, PLACE_CUES, PLACE_HEADS,
  PLACE_PREFIXES, ROLES, TITLES, WEEKDAYS,
} from './lexicons.ts';
import { isTownName } from './gazetteer.ts';
import { isEnglishWord } from './dictionary.ts';

export type SpanKind = 'person' | 'place' | 'group' | 'other';

/** A capitalised name span and what the rules make of it. */
export interface Span {
  start: number;
  /** Exclusive. */
  end: number;
  text: string;
  kind: SpanKind;
  /** The span begins with a title or kin word written as part of the name. */
  titled: boolean;
}

const CALENDAR = new Set([...MONTHS, ...WEEKDAYS, ...WEEKDAYS.map((d) => `${d}s`)]);
const SHIP_PREFIXES = new Set(['hms', 'uss', 'ss', 'rms', 'mv', 'hmas', 'hmcs', 'hmnzs']);
const WEAK_PREFIXES = new Set(['new', 'north', 'south', 'east', 'west', 'upper', 'lower', 'great', 'little', 'royal', 'queen', 'king', 'kings', 'queens', 'bad']);
const NAME_VERBS = new Set(['called', 'named', 'christened', 'nicknamed']);
const SPEECH_BEFORE_TO = new Set(['said', 'wrote', 'talked', 'spoke', 'married', 'engaged', 'introduced', 'listened', 'belonged', 'sent', 'gave', 'showed', 'told', 'letter', 'letters', 'write', 'talk', 'speak', 'say', 'next', 'close', 'kind', 'nice', 'mean', 'up', 'thanks', 'due', 'according']);
const NON_NAME_TAGS = ['Verb', 'Adverb', 'Adjective', 'Plural', 'Pronoun', 'Determiner', 'Conjunction', 'Preposition', 'Value', 'Date', 'Expression', 'QuestionWord', 'Possessive'];
const ARTICLES = new Set(['a', 'an']);
const POSSESSIVE_PRONOUNS = new Set(['my', 'our', 'your', 'his', 'her', 'their', 'its', 'whose']);
const PLACE_NOUNS = new Set(['village', 'town', 'city', 'place', 'street', 'road', 'farm', 'pub', 'shop', 'hotel', 'school', 'island', 'river', 'lake', 'hamlet', 'parish', 'area', 'suburb', 'estate', 'district', 'county', 'country', 'province', 'region', 'valley', 'mountain', 'hill', 'bar', 'cafe', 'café', 'restaurant', 'club', 'church', 'station', 'camp', 'port', 'ship', 'boat', 'house', 'neighbourhood', 'neighborhood', 'township', 'settlement', 'mill', 'factory', 'company', 'firm', 'store', 'townland', 'kibbutz', 'compound', 'quarter']);
const MOTION_VERBS = new Set(['came', 'come', 'went', 'go', 'going', 'moved', 'move', 'drove', 'flew', 'sailed', 'walked', 'returned', 'emigrated', 'travelled', 'traveled', 'back', 'down', 'got', 'arrived', 'born', 'lived', 'living', 'live', 'grew', 'settled', 'stayed', 'posted', 'sent', 'evacuated', 'fled', 'escaped', 'transferred', 'way', 'road', 'train', 'bus', 'ship', 'boat', 'trip', 'journey', 'holiday']);
const SPEECH_VERBS = new Set(['said', 'saying', 'says', 'say', 'shouted', 'cried', 'called', 'whispered', 'yelled', 'asked', 'replied', 'wrote']);
const ADDRESS_VERBS = new Set(['said', 'called', 'call', 'say', 'says', 'calling']);
/** Verbs whose capitalised object is a language ("spoke Breton", "learning Cree", "taught us Pali"). */
const LANGUAGE_VERBS = new Set(['speak', 'speaks', 'spoke', 'speaking', 'spoken', 'learn', 'learns', 'learned', 'learnt', 'learning', 'study', 'studied', 'studying']);
const TEACH_VERBS = new Set(['teach', 'teaches', 'taught', 'teaching']);
const OBJECT_PRONOUNS = new Set(['me', 'us', 'them', 'him', 'her', 'you']);
const THIRD_POSSESSIVES = new Set(['his', 'her', 'their', 'its']);
/** After these a name is somewhere far more often than someone ("a room in Grey Lynn", "near Adelaide"). */
const STRONG_PLACE_CUES = new Set(['in', 'near', 'inside', 'outside']);
const INTERJECTIONS = new Set(['well', 'oh', 'now', 'look', 'listen']);
/** What is done to people and not to places, said right before a name ("I met Ngozi", "she married Sofia"). */
const PERSON_BEFORE = new Set(['met', 'meet', 'married', 'marry', 'told', 'asked', 'helped', 'loved', 'phoned', 'rang', 'kissed', 'hugged', 'thanked', 'introduced', 'called', 'named', 'nursed', 'buried', 'adopted', 'dear']);
/** What people do and places do not, said right after a name ("Mina said", "Sofia married a sailor"). */
const PERSON_AFTER = new Set([
  'said', 'says', 'told', 'asked', 'married', 'died', 'cried', 'laughed', 'smiled', 'sang', 'danced', 'wrote', 'worked',
  'taught', 'came', 'went', 'ran', 'walked', 'kissed', 'held', 'took', 'gave', 'brought', 'wanted', 'loved', 'knew',
  'thought', 'looked', 'had', 'who', 'whispered', 'shouted', 'answered', 'replied', 'would', 'could', 'used', 'never', 'always',
]);
/** Vessels: a named one the narrator travelled on is a place ("the ferry Caribou", "the steamer Earnslaw"). */
const VESSELS = new Set(['ship', 'ferry', 'steamer', 'boat', 'liner', 'freighter', 'tanker', 'trawler', 'schooner', 'yacht', 'troopship', 'vessel', 'steamship', 'launch']);

/** What a firm of two names ran ("the Tate and Lyle refinery"): lower-case heads that end its name. */
const FIRM_HEADS = new Set(['refinery', 'factory', 'works', 'mill', 'shipyard', 'yard', 'plant', 'shop', 'store', 'brewery', 'foundry', 'warehouse', 'depot', 'company', 'firm']);

/** Words that open a holy name or a feast's greeting, whose next word is no one's name. */
const FEAST_OPENERS = new Set(['virgin', 'eid', 'ave']);

/** Words of the calendar and its feasts that are first names too ("my sister June", "Auntie May", "Maria", "Eve"). */
const CALENDAR_NAMES = new Set(['may', 'june', 'april', 'august', 'maria', 'eve']);
/** What a month does not do and a woman does: "June said", "May married a sailor" (not "June came", "May was wet"). */
const SAID_AFTER = new Set(['said', 'says', 'told', 'asked', 'married', 'died', 'cried', 'laughed', 'smiled', 'sang', 'danced', 'wrote', 'whispered', 'shouted', 'answered', 'replied', 'kissed', 'loved', 'knew', 'thought', 'wanted']);
/** The calendar words of this message that name someone (set by findSpans). */
const calendarNamed = new WeakSet<Token>();

/**
 * A calendar word that is someone's name here: "my sister June", "Auntie May", "Mrs May", "Ellie May", "June said";
 * "Maria" but for the Ave Maria; "Eve" but for Christmas Eve and the eve of something. Not "in June", "June 1944",
 * "last May", "every August".
 */
function calendarName(tokens: Token[], i: number): boolean {
  const t = tokens[i]!;
  if (!t.cap || !CALENDAR_NAMES.has(t.lower)) return false;
  const before = tokens[i - 1];
  const prev = before && before.sentence === t.sentence && !breaksAfter(before) ? before : undefined;
  const next = breaksAfter(t) ? undefined : tokens[i + 1];
  if (t.lower === 'maria') return prev?.lower !== 'ave';
  if (t.lower === 'eve') return !prev || !(prev.possessive || prev.lower === 'the' || NOT_NAMES.has(prev.lower) || CALENDAR.has(prev.lower));
  if (next && (/^\d/.test(next.text) || hasTag(next, 'Value'))) return false;
  if (prev && (KIN[prev.lower] || TITLES.has(prev.lower) || KIN_TITLES.has(prev.lower) || ROLES[prev.lower] || (prev.cap && hasTag(prev, 'FirstName')))) return true;
  return !!next && SAID_AFTER.has(next.lower);
}

function startsName(t: Token, seenMidSentence: Set<string>, next?: Token): boolean {
  if (calendarNamed.has(t)) return true;
  // ("New Year" is no name, but "New Mexico", "New Zealand" and "New Street" are)
  if (t.lower === 'new' && next?.cap && !breaksAfter(t) && !/^year/.test(next.lower) && !isCalendarish(next)) return true;
  // ("Memorial Hospital", "the Virgin Islands", "Easter Road", "Lord Street": a feast word that opens a place's name)
  if (NOT_NAMES.has(t.lower) && next?.cap && !breaksAfter(t) && !isCalendarish(next) && PLACE_HEADS.has(next.lower)) return true;
  if (NOT_NAMES.has(t.lower) || CALENDAR.has(t.lower)) return false;
  if (/^i['’]/.test(t.lower)) return false;
  if (t.lower === 'our') return !t.initial;
  if (POSSESSIVE_PRONOUNS.has(t.lower) || hasTag(t, 'Determiner', 'Conjunction', 'Preposition')) return false;
  if (!t.initial) return true;
  if (seenMidSentence.has(t.lower)) return true;
  if (KIN[t.lower] || TITLES.has(t.lower)) return true;
  // "Lake Tahoe", "School Street": a place word opening a sentence begins a name only when one follows
  const nameFollows = !!next?.cap && !breaksAfter(t);
  if (PLACE_PREFIXES.has(t.lower) && nameFollows) return true;
  if (hasTag(t, 'Person', 'Place', 'FirstName', 'LastName', 'City', 'Country', 'Region')) return true;
  if (inLexicon(t.lower)) return false;
  // "School was something you got through": a word of the dictionary opening a sentence, capitalised nowhere else and
  // not the first word of a longer name ("Station Pier")
  if (isEnglishWord(t.lower) && !nameFollows) return false;
  // "Kostas ran back in": a word no dictionary has, doing what people do, is someone whatever the tagger thought it was
  if (next && !breaksAfter(t) && PERSON_AFTER.has(next.lower)) return true;
  return !hasTag(t, ...NON_NAME_TAGS);
}

/** "spoke Michif and Cree", "taught us Pali": the span (or a list it ends) is the object of a language verb. */
function objectOfLanguageVerb(tokens: Token[], start: number, end: number): boolean {
  // "I learned Mary had gone": a name before a verb is the subject of what was learned
  if (hasTag(tokens[end], 'Verb')) return false;
  let k = start - 1;
  const sentence = tokens[start]!.sentence;
  while (k >= 0 && tokens[k]!.sentence === sentence && (tokens[k]!.cap || /^(?:and|or)$/.test(tokens[k]!.lower))) k--;
  const verb = tokens[k]?.lower ?? '';
  if (LANGUAGE_VERBS.has(verb)) return true;
  return OBJECT_PRONOUNS.has(verb) && TEACH_VERBS.has(tokens[k - 1]?.lower ?? '');
}

/** "she said, Mormor, his name is ...", "he says well, Lyuba, ...": a name someone else says to the narrator. */
function spokenTo(tokens: Token[], start: number, end: number): boolean {
  if (!/,/.test(tokens[end - 1]!.post) || !/,/.test(tokens[start - 1]?.post ?? '')) return false;
  let k = start - 1;
  if (INTERJECTIONS.has(tokens[k]?.lower ?? '')) k--;
  if (!SPEECH_VERBS.has(tokens[k]?.lower ?? '')) return false;
  // "I said, Mary, come here": the narrator speaks to someone in the story
  return !/^(?:i|we)$/.test(tokens[k - 1]?.lower ?? '');
}

function isCalendarish(t: Token): boolean {
  return !calendarNamed.has(t) && (NOT_NAMES.has(t.lower) || CALENDAR.has(t.lower));
}

/** Titles that only ever open a person's name ("Mr", "Dr", "Señora"), never a place's or a thing's. */
const HONORIFIC = /^(?:mr|mrs|ms|dr|prof|professor|reverend|rev|pastor|imam|rabbi|herr|frau|monsieur|madame|señor|señora|senor|senora|signor|signora|sergeant|sgt)$/;

/** Finds capitalised spans (with inner connectors and closing lower-case place heads). */
export function findSpans(tokens: Token[], knownNames: Set<string> = new Set()): Span[] {
  const seen = new Set<string>(knownNames);
  for (const t of tokens) if (t.cap && !t.initial) seen.add(t.lower);
  tokens.forEach((t, k) => calendarName(tokens, k) && calendarNamed.add(t));
  const spans: Span[] = [];
  const thingNames = new Set<string>();
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    // ("the Virgin Mary", "Eid Mubarak": the rest of a holy name or a greeting is no one of the story)
    const holy = i > 0 && tokens[i - 1]!.cap && FEAST_OPENERS.has(tokens[i - 1]!.lower) && !breaksAfter(tokens[i - 1]!);
    if (!t.cap || holy || !startsName(t, seen, tokens[i + 1])) {
      i++;
      continue;
    }
    if (t.lower === 'our' && tokens[i + 1]?.lower !== 'lady') {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < tokens.length && !breaksAfter(tokens[j]!)) {
      const cur = tokens[j]!;
      const next = tokens[j + 1]!;
      if (cur.possessive && !(next.cap && PLACE_HEADS.has(next.lower))) break;
      // "In Saigon Papa opened the shop": a kin word that follows a name starts the next person, it is not its end
      if (next.cap && KIN[next.lower] && !KIN[cur.lower] && !KIN_TITLES.has(cur.lower) && !TITLES.has(cur.lower)) break;
      // ("At school in Kumasi Mr Owusu would send me": so does an honorific)
      if (next.cap && HONORIFIC.test(next.lower) && !TITLES.has(cur.lower) && !KIN_TITLES.has(cur.lower)) break;
      if (next.cap && !isCalendarish(next) && next.lower !== 'i') {
        j++;
      } else if (
        NAME_CONNECTORS.has(next.lower) && !next.cap && !breaksAfter(next) && tokens[j + 2]?.cap &&
        !isCalendarish(tokens[j + 2]!) ||
        // "the Tate and Lyle refinery", "Harland and Wolff shipyard": a firm of two names, said with what it ran
        next.lower === 'and' && !breaksAfter(cur) && !breaksAfter(next) && tokens[j + 2]?.cap && !breaksAfter(tokens[j + 2]!) && FIRM_HEADS.has(tokens[j + 3]?.lower ?? '')
      ) {
        j += 2;
      } else break;
    }
    // closing lower-case head ("Knights of Columbus hall", "Lyons tea shop")
    let end = j + 1;
    const last = tokens[j]!;
    const saintly = /^(?:st|saint)$/.test(t.lower);
    if (!breaksAfter(last) && (!last.possessive || saintly)) {
      const n1 = tokens[j + 1];
      const n2 = tokens[j + 2];
      if (n1 && !n1.cap && LOWER_PLACE_HEADS.has(n1.lower)) end = j + 2;
      else if (n1 && n2 && !n1.cap && !n2.cap && !breaksAfter(n1) && hasTag(n1, 'Noun') && !hasTag(n1, 'Pronoun') && LOWER_PLACE_HEADS.has(n2.lower)) end = j + 3;
    }
    const span = classify(tokens, i, end, spans);
    if (span) {
      // a name once given to an animal or a thing stays a thing ("the carp Felek ... ate Felek")
      if (span.kind === 'person' && thingNames.has(span.text)) span.kind = 'other';
      if (span.kind === 'other' && span.end - span.start === 1) thingNames.add(span.text);
      spans.push(span);
    }
    i = end;
  }
  return spans;
}

function spanText(tokens: Token[], start: number, end: number): string {
  let s = '';
  for (let k = start; k < end; k++) {
    const t = tokens[k]!;
    const saint = /^(?:st|saint)$/.test(tokens[start]!.lower);
    // "Granddaddy'd never": the 'd (had, would) is not part of the name
    const word = k === end - 1 && t.possessive && !saint ? t.text.slice(0, -2) : k === end - 1 ? t.text.replace(/['’](?:d|ll|ve|re)$/i, '') : t.text;
    s += word + (k < end - 1 ? (t.post.includes('.') ? '. ' : t.post.includes('-') ? '-' : ' ') : '');
  }
  return s.replace(/\s+/g, ' ').trim();
}

const INSTITUTIONS = /^(?:college|university|school|academy|institute|seminary|hospital|infirmary|clinic|church|cathedral|chapel|mosque|temple|synagogue|station|market|mission)$/;

function classify(tokens: Token[], start: number, end: number, before: Span[]): Span | null {
  const words = tokens.slice(start, end);
  const first = words[0]!;
  const last = words[words.length - 1]!;
  const prev = tokens[start - 1];
  const prev2 = tokens[start - 2];
  const next = tokens[end];
  const text = spanText(tokens, start, end);
  const titled = words.length > 1 && (TITLES.has(first.lower) || KIN_TITLES.has(first.lower));
  const make = (kind: SpanKind): Span => ({ start, end, text, kind, titled });
  const connectorsOnly = words.filter((w) => !NAME_CONNECTORS.has(w.lower));
  const content = connectorsOnly.length ? connectorsOnly : words;
  if (content.every((w) => isCalendarish(w))) return null;
  if (words.length === 1 && (ROLES[first.lower] || TITLES.has(first.lower)) && !KIN[first.lower]) return null;
  if (content.every((w) => DEMONYMS.has(w.lower) || EVENTS.has(w.lower))) return make('other');
  if (EVENT_PREFIXES.has(first.lower) && words.length > 1) return make('other');
  // a name given to an animal or a thing ("a donkey called Garibaldi", "named the carp Felek")
  const window = tokens.slice(Math.max(0, start - 4), start);
  if (window.some((w) => NAME_VERBS.has(w.lower)) && window.some((w) => NAMED_THINGS.has(w.lower))) return make('other');
  // "the ferry Caribou", "this goat Nancy", "the donkey, Rufus,": a name in apposition to a vessel or an animal
  if (prev && !prev.cap && VESSELS.has(prev.lower)) return make('place');
  if (prev && !prev.cap && NAMED_THINGS.has(prev.lower) && !KIN[first.lower]) return make('other');
  // "some said Sister, some said Madam": an address word, not a person
  if (words.length === 1 && ADDRESS_VERBS.has(prev?.lower ?? '') && (TITLES.has(first.lower) || KIN[first.lower])) return null;
  // "Dogs", "Blacks": a capitalised plural common noun
  if (words.length === 1 && /s$/.test(first.lower) && !first.possessive && inLexicon(first.lower.slice(0, -1)) && !hasTag(first, 'Person', 'Place', 'FirstName', 'LastName')) return make('other');

  const lowerHead = !last.cap;
  const headPlace = PLACE_HEADS.has(last.lower) || lowerHead;
  const prefixPlace = words.length > 1 && PLACE_PREFIXES.has(first.lower) && !WEAK_PREFIXES.has(first.lower);
  if (SHIP_PREFIXES.has(first.lower) && words.length > 1) return make('place');
  const prevWord = prev?.lower ?? '';
  const afterThe = prevWord === 'the';

  // "Government College Umuahia", "Holy Cross Hospital Mombasa": an institution's name with its town after it is a place
  if (words.length > 2 && !titled && words.slice(1, -1).some((w) => w.cap && INSTITUTIONS.test(w.lower))) return make('place');
  // groups, organisations, publications, nationalities
  if ((ORG_HEADS.has(last.lower) || /^red (?:cross|crescent)$/i.test(text)) && !lowerHead) return make('other');
  // "Ford's Dagenham plant": a possessive name before a place is a business
  if (words.length === 1 && first.possessive && next?.cap && PLACE_CUES.has(prev?.lower ?? '')) return make('place');
  // "the andouille from Jacob's in LaPlace": a possessive owning nothing after a place word is a shop or a house
  if (words.length === 1 && first.possessive && PLACE_CUES.has(prev?.lower ?? '') && !hasTag(next, 'Noun', 'Adjective') && !KIN[first.lower]) return make('place');
  // "our town, Tiruchirappalli", "the mill, Lister's": a name in apposition to a place noun
  const determined = /^(?:the|our|my|his|her|their|this|that)$/.test(prev2?.lower ?? '');
  if (prev && !prev.cap && PLACE_NOUNS.has(prev.lower) && /,/.test(prev.post) && determined && !titled) return make('place');
  // "the Sullivans" is a family; "to the Falklands" is somewhere
  if (afterThe && /s$/.test(last.lower) && !hasTag(last, 'Place', 'Country', 'City', 'Region') && words.length <= 2 && !PLACE_HEADS.has(last.lower)) {
    return make(PLACE_CUES.has(prev2?.lower ?? '') && prev2?.lower !== 'on' ? 'place' : 'group');
  }
  // "saying Mum, I'm fine": a kin word said to someone, not a person in the story
  if (words.length === 1 && KIN[first.lower] && /^,/.test(last.post) && SPEECH_VERBS.has(prevWord)) return null;
  if (words.every((w) => hasTag(w, 'Demonym', 'Language') || NAME_CONNECTORS.has(w.lower))) return make('other');
  // "Mother's Day", "Valentine's Day": a name inside a holiday's
  if (last.possessive && next?.lower === 'day') return make('other');
  if (!titled && objectOfLanguageVerb(tokens, start, end)) return make('other');
  if (words.length === 1 && !titled && spokenTo(tokens, start, end)) return null;
  const personTagged = words.some((w) => hasTag(w, 'Person', 'FirstName', 'LastName', 'Honorific', 'MaleName', 'FemaleName'));
  const firstNamed = words.some((w) => hasTag(w, 'FirstName', 'Honorific', 'MaleName', 'FemaleName'));
  // a town of the world ("Enugu", "Thiès", "as far as Burgos") unless the words say someone: a first name, a title, a
  // relative's name in apposition ("my two sisters, Ngozi and Adaeze"), company ("with Pita"), or what people do or
  // have done to them ("Mina said", "I met Ngozi")
  const town = !titled && !firstNamed && isTownName(text) && !PERSON_AFTER.has(next?.lower ?? '')
    && !PERSON_BEFORE.has(prevWord) && prevWord !== 'with' && !(prev && !prev.cap && (KIN[prev.lower] || KIN[prev.lower.replace(/s$/, '')]));
  const placeTagged = town || words.some((w) => hasTag(w, 'Place', 'City', 'Country', 'Region', 'Address'));
  const nounAfter = !!next && !next.cap && !breaksAfter(last) && hasTag(next, 'Noun') && !hasTag(next, 'Pronoun');
  // "nine Black children", "two Soviet lorries", "lazy Saigon people": a word that qualifies a plural noun after it
  // describes them; it is nobody
  // ("the Philadelphia trolleys": a place still)
  if (words.length === 1 && !titled && !KIN[first.lower] && !first.possessive && nounAfter && hasTag(next, 'Plural') && !hasTag(next, 'Verb')) return make(placeTagged ? 'place' : 'other');
  // "a rented Mercedes", "his little Fiat", "her Qur'an": a thing, not a person (others' relatives are lower-case kin words)
  let k = start - 1;
  while (k >= 0 && hasTag(tokens[k], 'Adjective', 'PastTense', 'Participle') && !tokens[k]!.cap && !breaksAfter(tokens[k]!)) k--;
  if (ARTICLES.has(tokens[k]?.lower ?? '') && !headPlace && !titled) return make('other');
  if (THIRD_POSSESSIVES.has(tokens[k]?.lower ?? '') && !headPlace && !titled && !KIN[first.lower] && (!personTagged || nounAfter)) return make('other');

  if (titled && !headPlace) return make('person');
  // "a little village called Kilkee" names a place; "a man called Dinny" a person
  if (NAME_VERBS.has(prevWord)) {
    const before = tokens.slice(Math.max(0, start - 4), start - 1);
    if (headPlace || before.some((w) => PLACE_NOUNS.has(w.lower))) return make('place');
    return make('person');
  }
  if (words.length === 1 && KIN[first.lower] && !afterThe && !ARTICLES.has(prevWord)) return make('person');
  if (prev && !prev.cap && (KIN[prev.lower] || ROLES[prev.lower]) && !headPlace && !PLACE_CUES.has(prev2?.lower ?? '')) return make('person');
  if (headPlace || prefixPlace) return make('place');
  if (nounAfter && GEO_NOUNS.has(next!.lower)) return make('place');
  // a brand or modifier before a common noun ("the Abuelita chocolate", "the Kit Kat line")
  if (afterThe && nounAfter && !placeTagged && !titled) return make('other');
  // "Atlanta, Georgia": a span right after a place and a comma continues the address
  const prevSpan = before[before.length - 1];
  if (prevSpan && prevSpan.kind === 'place' && prevSpan.end === start && /,/.test(tokens[start - 1]!.post) && (placeTagged || !personTagged)) return make('place');
  // "from Douala and Yaoundé": a name joined to a place by "and"/"or" is another place, unless it is a first name
  const joined = prevSpan?.end === start - 1 && /^(?:and|or)$/.test(prevWord) && !breaksAfter(tokens[start - 2]!);
  if (joined && prevSpan.kind === 'place' && !firstNamed && !hasTag(next, 'Verb')) return make('place');
  let cue = PLACE_CUES.has(prevWord);
  if (prevWord === 'to' && SPEECH_BEFORE_TO.has(prev2?.lower ?? '')) cue = false;
  // "on Barra", "on Stockton" are somewhere; "On Candelaria the whole parish ..." opens a sentence with a day
  if (prevWord === 'on' && !placeTagged && (personTagged || prev!.initial)) cue = false;
  if (prevWord === 'of' && PLACE_OF.has(prev2?.lower ?? '')) cue = true;
  // "we came to Bradford": a motion verb before the preposition settles it, and a surname-only tag is weak
  const motion = MOTION_VERBS.has(prev2?.lower ?? '') && ['to', 'from', 'in', 'into', 'at'].includes(prevWord);
  const onlySurname = personTagged && !words.some((w) => hasTag(w, 'FirstName', 'Honorific', 'MaleName', 'FemaleName'));
  if (cue && (placeTagged || !personTagged || motion || onlySurname || STRONG_PLACE_CUES.has(prevWord))) return make('place');
  // "at Tate Sugars": a name ending in a common word after a place cue is a business
  if (cue && words.length > 1 && (inLexicon(last.lower) || inLexicon(last.lower.replace(/s$/, ''))) && !hasTag(last, 'Person', 'FirstName', 'LastName')) return make('place');
  // "the Champ de Mars", "the Johan van Oldenbarnevelt": "the" does not go before a person's full name
  if (afterThe && (!personTagged || words.length > 1)) return make('place');
  if (personTagged && !placeTagged) return make('person');
  if (placeTagged) return make('place');
  if (first.possessive && next?.cap) return make('place');
  return make('person');
}
