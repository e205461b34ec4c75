import nlp from 'compromise';
import type { Extraction } from '@kinstory/contract';
import { KIN } from '../extractor/lexicons.ts';
import { FEMALE, MALE } from '../extractor/relations.ts';
import { nameGender } from '../extractor/tokens.ts';

/**
 * The central event of a storyteller's message: what happened, and who did it, said back in the second
 * person ("your father dug a tunnel to the barn"). The interviewer follows this, not the first name told.
 */
export interface Episode {
  /** Who did it, as the interviewer says it: "your father", "you", "Frank". */
  subject: string;
  /** What they did, in the second person: "dug a tunnel to the barn". */
  action: string;
  /** The words that make this event this event (for repeats and tests): "tunnel", "barn". */
  keyWords: string[];
  /** When and where, when the message says so in the event's own sentence. */
  when?: string;
  where?: string;
  /** The storyteller already told how it ended ("in the end", "ever since"): no "what happened next". */
  ended: boolean;
  /** Its sentence tells a habit ("She made two hundred every Duanwu", "we always walked"): no "what happened after". */
  habitual: boolean;
}

const STOP = new Set([
  'the', 'a', 'an', 'to', 'of', 'in', 'on', 'at', 'for', 'with', 'from', 'by', 'and', 'or', 'but', 'so', 'up', 'down',
  'out', 'off', 'into', 'onto', 'over', 'under', 'my', 'our', 'your', 'his', 'her', 'their', 'its', 'me', 'us', 'you',
  'him', 'them', 'it', 'i', 'we', 'he', 'she', 'they', 'was', 'were', 'had', 'did', 'got', 'went', 'came', 'took',
  'made', 'all', 'just', 'then', 'that', 'this', 'there', 'one', 'day', 'first', 'last', 'very', 'too', 'back', 'away',
]);

/** Content words of a phrase, lower-case: what a reply must name to be about it. */
export function contentWords(phrase: string): string[] {
  return phrase.toLowerCase().replace(/[^\p{L}\p{N}' -]+/gu, ' ').split(/[\s-]+/)
    .filter((w) => w.length > 2 && !STOP.has(w) && !/^\d+$/.test(w) && !/^(?:19|20)\d\d$/.test(w));
}

/** "I was" → "you were", "my father" → "your father", "took us" → "took you": saying it back. */
export function secondPerson(phrase: string): string {
  return phrase
    .replace(/\bI was\b/g, 'you were')
    .replace(/\bwe were\b/gi, 'you were')
    .replace(/\bI am\b/g, 'you are')
    .replace(/\bI\b/g, 'you')
    .replace(/\b[Ww]e\b/g, 'you')
    .replace(/\b[Mm]yself\b/g, 'yourself')
    .replace(/\b[Oo]urselves\b/g, 'yourselves')
    .replace(/\b[Mm]y\b/g, 'your')
    // (not "Our Lady of the Assumption", "Our Father": a name)
    .replace(/\b(?:our|Our(?! (?:Lady|Father|Saviour|Savior|Lord)\b))\b/g, 'your')
    .replace(/\bme\b/gi, 'you')
    .replace(/\bus\b/g, 'you')
    .replace(/\bmine\b/g, 'yours');
}

/** Events that are a life's background or a birthday, not an episode worth following. */
const THIN = /^(?:smel(?:led|t) (?:of|like)|turned \w+|was born|were born|started school|grew up|lived|made (?:sure|a point|it|do)|did (?:it|that|so)|knew (?:it|that)|meant (?:it|that)|thought so)\b/i;
/** Sentences that anchor one occasion: a year, a season, "one day", "that night". */
const ANCHORED = /\b(?:(?:19|20)\d\d|one (?:day|night|morning|evening|winter|summer|spring|autumn)|that (?:day|night|morning|winter|summer|spring|autumn|year)|the (?:day|night|morning) (?:we|I|he|she|they)|the (?:winter|summer|spring|autumn) of|on the first day|christmas|easter)\b/i;
/** "so deep that our father dug...", "suddenly": the moment the message builds to. */
const CLIMAX = /\b(?:so \w+ that|such a \w+ that|suddenly|all of a sudden|just then|at last|before we knew it)\b/i;
const ENDED = /\b(?:in the end|finally|eventually|ever since|from then on|after that|never again|that was the end|and that was that|to this day|still (?:have|got|keep)|for the rest of|got used to it|settled in|never looked back)\b/i;

/** Past-tense verbs the tagger may pass over ("got on the train", "the yard flooded"): a small fallback. */
const FALLBACK_EVENT = /\b(I|we|he|she|they|(?:my|our|the) [a-z]+|[A-Z][a-z]+)\s+((?:got (?:on|off|lost|out|in)|ran|fell|met|found|left|sold|bought|built|broke|caught|drove|flew|gave|lost|won|wrote|sang|rode|swam|hid|dug|threw|sank|came|saw|took|went|[a-z]{3,}ed)\b(?:\s+(?!(?:and|but|so|then|when|because|while|until|as|that|which)\b)[\w'’-]+){0,6})/;
/**
 * Where speech without stops runs on into a new clause: a subject straight after a verb in the past ("if we giggled she
 * pinched us"), except after an "-ed" verb that takes a clause ("decided she would walk", "realised we had", "hoped he was").
 */
const TAKES_CLAUSE = /^(?:decided|realised|realized|hoped|believed|wished|promised|pretended|noticed|learned|guessed|supposed|figured|reckoned|agreed|insisted|warned|explained|admitted|answered|replied|asked|worried|remembered|complained|announced|claimed|recognised|recognized|showed|prayed|ensured|wanted|needed)$/i;
/** A subject pronoun, as a new clause opens with. */
const NEW_SUBJECT = /^(?:i|we|he|she|they|you)$/i;
/** A past-tense verb, for "... in 1959 my father killed a goat": "my father" is the next clause's subject. */
const SAID_PAST = /^(?:[a-z]+ed|went|came|took|gave|made|said|told|brought|bought|sent|left|got|had|was|were|found|saw|put|ran|sat|stood|held|kept|let|met|began|wrote|sold|paid|built|taught|caught|fought|knew|thought|wore|won|lost|fell|broke|rode|drove|flew|spoke|stole|hid|threw|grew|drew|sang|swam|ate|drank)$/;
// ("when he came home he weighed six stone", "when we got back we": a past verb and where it went, then the next
// clause; not "the first home he bought", where a noun takes the clause)
const runsOn = (words: string[], i: number) => NEW_SUBJECT.test(words[i]!) && (/^[a-z]+ed$/i.test(words[i - 1] ?? '') && !TAKES_CLAUSE.test(words[i - 1]!)
  || /^(?:home|back|away|again|over|there|out)$/i.test(words[i - 1] ?? '') && SAID_PAST.test(words[i - 2] ?? ''))
  // ("the day we sold it Tony cried": someone named after the object, with their own verb)
  || /^\p{Lu}\p{Ll}+$/u.test(words[i]!) && SAID_PAST.test(words[i + 1] ?? '') && /^(?:it|them|him|her|me|us)$/i.test(words[i - 1] ?? '');

/** "-ed" words that are states, not events: "we lived", "he wanted". */
const STATE_ED = /^(?:lived|wanted|used|loved|liked|hated|needed|seemed|looked|named|called|owned|belonged|wished|hoped|believed|remembered|minded|worked)\b/i;

interface Sentence { text: string; start: number }

/** "I was allowed", "who hadn't been home", "we'd been", "we got married": the auxiliary the event phrase starts after. */
const AUX_BEFORE = /(?:\b(?:was|were|had|have|has|is|am|are|did|got)(?:n['’]t)?|['’]d)(?:\s+(?:not|never|just|already|finally|only))?(?:\s+been)?\s+$|\bbeen\s+$/i;

function sentences(message: string): Sentence[] {
  const out: Sentence[] = [];
  const re = /[^.!?]+(?:[.!?]+|$)/g;
  for (let m = re.exec(message); m; m = re.exec(message)) if (m[0].trim()) out.push({ text: m[0], start: m.index });
  return out;
}

const PRONOUNS: Record<string, string> = { i: 'you', we: 'you', he: 'he', she: 'she', they: 'they', you: 'you' };
const FILLER = /^(?:just|then|finally|suddenly|even|once|all|both|quickly|eventually|soon|later|also|had|and|so)$/i;

/** "Dad" → "your dad": a kin word used as a name reads better with "your". */
export function personRef(name: string, maxWords = 4): string {
  const short = name.split(/\s+/).slice(0, maxWords).join(' ');
  return KIN[short.toLowerCase()] ? `your ${short.toLowerCase()}` : byName(secondPerson(short));
}

/**
 * "our Billy", "my Doreen": someone the family's way of speaking names with "our", said back by name ("Billy"), not
 * "your Billy"; a kin word used as a name keeps it ("your Lola").
 */
export function byName(ref: string): string {
  return ref.replace(/^your (?=(\p{Lu}\p{Ll}+)$)/u, (w, n: string) => (KIN[n.toLowerCase()] ? w : ''));
}

/** Names that are not the people of the story: "a medal of Our Lady of Aparecida", "Saint Anthony". */
export const HOLY = /^(?:our lady|the virgin|madonna|nossa senhora|nuestra señora|notre dame|saint|st\.?|san|santa|são|sao|jesus|christ|god|allah|the prophet|buddha)\b/i;

/** Each person's tie to the storyteller ("Peng" → "brother"), as `fitsPronoun` and `referent` take it. */
export function tiesOf(extraction: Extraction): Map<string, string> {
  return new Map(extraction.memory.relationships.filter((r) => r.from === '').map((r) => [r.to, r.relation]));
}

/** Whether "he" or "she" may be `person`: not when their tie, or the kin word they are known by, says the other ("your father" is not "she"). */
export function fitsPronoun(pronoun: string, person: string, relationOf?: Map<string, string>): boolean {
  const tie = relationOf?.get(person) ?? KIN[person.split(/\s+/).at(-1)!.toLowerCase()] ?? '';
  // (a name without a tie by the name itself: "he died" is not "a farmer's wife named Maria")
  if (!tie) return nameGender(person) !== (pronoun === 'she' ? 'm' : 'f');
  return !(pronoun === 'she' ? MALE : FEMALE).has(tie);
}

/**
 * Who "he" or "she" is: the person named last before it, passing over one whose tie to the storyteller says the
 * other ("my brother Peng" is not "she"). `relationOf` is each person's tie ("Peng" → "brother"), when known.
 */
export function referent(pronoun: string, before: string, people: string[], relationOf?: Map<string, string>, which: 'first' | 'last' | 'only' = 'last'): string | undefined {
  // ("My mother lit incense ... until she died": "my mother" as the extractor keeps it)
  // (a name as written, so "Ivan's View" is not found in "you always wanted a view"; "my mother" in any case)
  const lower = before.toLowerCase();
  const at = (p: string) => (/^\p{Lu}/u.test(p) ? before[which === 'first' ? 'indexOf' : 'lastIndexOf'](p) : lower[which === 'first' ? 'indexOf' : 'lastIndexOf'](p.toLowerCase()));
  const named = people.filter((p) => at(p) >= 0 && !HOLY.test(p)).sort((a, b) => at(a) - at(b));
  // the last one named whose tie does not say otherwise: a tie that agrees is not preferred to a nearer name, since
  // the friend or neighbour named last before "he died" is most often the one who died
  const fits = named.filter((p) => fitsPronoun(pronoun, p, relationOf));
  if (which === 'only') return fits.length === 1 ? fits[0] : undefined;
  return which === 'first' ? fits[0] : fits.at(-1);
}

/** "The men did the killing and singed the carcass": the subject that opens the clause the event is joined to. */
const OPENING_SUBJECT = /^\s*(?:(?:[Tt]hen|[Ss]o|[Aa]nd|[Bb]ut|[Ww]ell)\s+)?(I|[Ww]e|[Hh]e|[Ss]he|[Tt]hey|(?:[Mm]y|[Oo]ur|[Tt]he)\s+[a-z]+|(?!(?:One|It|There|This|That|These|Those|Every|Each|In|On|At|When|After|Before|Then|Once|Later|Next|The|My|Our|Well|So|But|And)\b)[A-Z][a-z]+)\s+[a-z]+/;

/** Words that open a sentence with a capital and are no one's name ("Around him the ward went quiet", "After Obama ..."). */
const NOT_A_DOER = /^(?:The|My|Our|I|Then|And|So|But|When|In|On|At|Around|About|After|Before|Later|Soon|Once|Now|There|Here|Suddenly|Finally|Still|Only|Just|Even|Also|By|For|From|With|Without|Into|Over|Under|Through|During|Until|Since|Outside|Inside|Behind|Beside|Near|Across|Along|Somehow|Everyone|Everybody|Nobody|Someone|Somebody|Men|Women|People|Children)$/;

/** Prepositions after a doer and before a noun phrase that says where or whose it was: "the women from our lane came". */
const DOER_BEFORE = /^(?:in|of|at|on|from|with|for|by|near|behind|across)$/i;

/** Words that end or join clauses, and pronouns, which are no part of a noun phrase's last two words. */
const NOT_IN_NOUN_PHRASE = /^(?:and|or|but|so|of|in|on|at|to|for|from|with|by|as|than|that|which|who|when|where|while|because|if|then|is|was|were|are|be|been|had|has|have|did|do|does|not|no|he|she|they|we|i|you|it|him|her|them|us|me|one|ones|all|both|each|every|some|any|other|two|three|four|five|six|seven|eight|nine|ten|down|up|out|off|away|back|over|there|here|now|too|also|just|still)$/;

/**
 * Who did the event: the words just before it in its sentence, or the last person named before it. '' when the
 * words do not say ("lavash brushed with butter", "Perth who hadn't been home"): a guess would be said back wrong.
 */
export function subjectOf(before: string, people: string[]): string {
  const words = before.trim().split(/\s+/).filter(Boolean);
  let joined = false;
  while (words.length && FILLER.test(words.at(-1)!)) {
    if (/^(?:and|then|so)$/i.test(words.at(-1)!)) joined = true;
    words.pop();
  }
  const raw = words.at(-1) ?? '';
  // ("my mother-in-law" keeps its hyphens: "your mother-in-law", not "your motherinlaw")
  const last = raw.replace(/[^\p{L}'’-]/gu, '').replace(/^-+|-+$/g, '');
  const prev = words.at(-2)?.toLowerCase() ?? '';
  // (nothing before the verb: the storyteller's own "went to the market"; "... in 1953 and took everything" is joined
  // to the clause before, whose subject is found below)
  if (!last && !(joined && words.length)) return 'you';
  const pronoun = PRONOUNS[last.toLowerCase()];
  // "Ruth and I lost touch", "my brother Frank and I": the storyteller and the one they name
  if (last === 'I' && prev === 'and') {
    const other = (words.at(-3) ?? '').replace(/[^\p{L}'’-]/gu, '');
    const person = people.find((p) => p.split(/\s+/).at(-1) === other);
    if (person) return `you and ${personRef(person)}`;
  }
  // "they" is often several people, so it stays "they"
  if (pronoun && pronoun !== 'he' && pronoun !== 'she') return pronoun;
  if (pronoun) {
    // "he" is said back as the person the storyteller last named, so the reply stands on its own
    const named = people.filter((p) => before.includes(p)).at(-1);
    return named ? personRef(named) : pronoun;
  }
  if (joined) {
    // "... and went": the word before "and" ends the clause before, not the subject of this one
    const opening = OPENING_SUBJECT.exec(before);
    return opening ? subjectOf(opening[1]!, people) : '';
  }
  // "Cork, and" / "Saint-Michel, and": a list or a clause ends there
  if (/[,;:]$/.test(raw)) return '';
  // "nobody in the village talked": the doer is before the preposition
  // ("all the women from our lane in Daegu came": the women; "one of my brothers" stays "your brothers")
  if (/^(?:the|a|an|my|our|his|her|their)$/.test(prev) && DOER_BEFORE.test(words.at(-3) ?? '')) {
    const doer = subjectOf(words.slice(0, -3).join(' '), people);
    if (doer || !/^of$/i.test(words.at(-3)!)) return doer;
  }
  if (prev === 'my' || prev === 'our') return `your ${KIN[last.toLowerCase()] ? last.toLowerCase() : last}`;
  // "a church in Minnesota sponsored us": the place says which church; the church did it
  if (/^(?:in|at|from|near)$/.test(prev) && /^\p{Lu}/u.test(last) && /^(?:the|a|an|my|our|his|her|their)$/i.test(words.at(-4) ?? '')) {
    return subjectOf(words.slice(0, -2).join(' '), people);
  }
  if (/^(?:everyone|everybody|someone|somebody|all)$/i.test(last)) return last.toLowerCase();
  if (/^(?:nobody|none|one|it|this|that|there|which|who)$/i.test(last)) return '';
  if (prev === 'the' || prev === 'a') return `the ${last}`;
  // "the women machinists walked out", "my little brother ran": a noun with one word before it after its determiner
  const det = words.at(-3)?.toLowerCase() ?? '';
  const before2 = words.at(-2) ?? '';
  if (/^(?:the|my|our)$/.test(det) && /^\p{L}+$/u.test(before2) && /^\p{Ll}+(?:-\p{Ll}+)*$/u.test(last) && !NOT_IN_NOUN_PHRASE.test(prev) && !NOT_IN_NOUN_PHRASE.test(last)) {
    // ("my friend Dinshaw from the next desk": the doer is before the preposition)
    if (DOER_BEFORE.test(words.at(-4) ?? '')) return subjectOf(words.slice(0, -4).join(' '), people);
    // (not "the dough sits", where the last word is the verb: the tagger reads the three words)
    const [, , head] = nlp(`${det} ${prev} ${last}`).terms().json() as { terms: { tags: string[] }[] }[];
    if (head?.terms[0]?.tags.includes('Noun') && !head.terms[0].tags.includes('Verb')) return `${det === 'the' ? 'the' : 'your'} ${before2} ${last}`;
    return '';
  }
  // a summary's "their father" is the storyteller's father, said back as "your father"
  if (prev === 'their') return `your ${last}`;
  if (prev === 'his' || prev === 'her') return `${prev} ${last}`;
  // "my employer's wife", "Maria's husband"
  if (/['’]s$/.test(prev)) {
    const owner = words.at(-3)?.toLowerCase();
    return `${owner === 'my' || owner === 'our' ? 'your' : owner === 'the' ? 'the' : ''} ${words.at(-2)!} ${last}`.trim();
  }
  const person = people.find((p) => p.split(/\s+/).at(-1) === last);
  if (person) return personRef(person);
  // (not a sentence's first word that is no name: "Around him the ward went quiet")
  if (/^\p{Lu}/u.test(last) && !NOT_A_DOER.test(last)) {
    // a name of several words is said whole: "Hong Kong surrendered", not "Kong surrendered"
    let k = words.length - 1;
    while (k > 0 && /^\p{Lu}[\p{L}'’-]*$/u.test(words[k - 1]!) && !NOT_A_DOER.test(words[k - 1]!)) k--;
    return words.slice(k).join(' ').replace(/[^\p{L}'’ -]/gu, '');
  }
  return '';
}

const CLAUSE_END = /^(?:and|but|so|because|when|while|until|till|though|although|that|which|who|where|if|or|as|than|then|before|after|since)$/i;
const TRAILING = /^(?:to|the|a|an|of|in|on|at|with|for|from|my|our|his|her|their|its|into|by|under|over|near|through|around|about|onto|three|two|four|some|every|just|still|even|only|right|all)$/i;
const MAX_ACTION_WORDS = 12;
const PHRASE_START = /^(?:on|in|at|with|for|from|by|under|over|near|through|into|onto|across|behind|beside|without|to)$/i;

/**
 * The event phrase carried on to the end of its clause: the extractor keeps phrases short ("caught my
 * first fish with a bent"), and saying back half a clause reads as not listening.
 */
function toClauseEnd(message: string, index: number, action: string): string {
  const rest = message.slice(index).split(/[.,;:!?\n]/)[0]!;
  const words = rest.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let cut = false;
  for (const [i, w] of words.entries()) {
    if (out.length >= MAX_ACTION_WORDS) { cut = true; break; }
    // ("trained as a typist": "as a" says what the storyteller was, the clause goes on)
    if (i > 0 && (CLAUSE_END.test(w) && !(/^as$/i.test(w) && /^(?:a|an)$/i.test(words[i + 1] ?? '')) || /^there$/i.test(w) && /^(?:was|were)$/i.test(words[i + 1] ?? '')) && out.join(' ').length >= action.length) break;
    // speech without stops runs on into the next clause: "... on the windrush in 1948 me and my husband", "... in 1956 he
    // asked me", "... on Brick Lane in 1994 you had eighteen covers": a new subject after a year or a name ends this one
    // (not "the house you had built", "the ten rupees she gave you", where the clause goes on inside)
    // ("if we giggled she pinched us": so does one straight after a verb in the past, runsOn)
    if (i > 0 && out.join(' ').length >= action.length && ((NEW_SUBJECT.test(w) || /^(?:my|our)$/i.test(w) && SAID_PAST.test(words[i + 2] ?? '')) && /^(?:\d|\p{Lu})/u.test(words[i - 1]!) || runsOn(words, i) || /^me$/i.test(w) && /^and$/i.test(words[i + 1] ?? ''))) break;
    out.push(w);
  }
  // cut short by the word limit ("... on a transistor radio hidden", "... in January 1962 with a chop"): end before the
  // last phrase that was cut through, when what is left still holds the event
  if (cut) {
    const k = out.findLastIndex((w, i) => i > 1 && PHRASE_START.test(w));
    if (k > 0 && out.slice(0, k).join(' ').length >= action.length) out.length = k;
  }
  while (out.length > 1 && TRAILING.test(out.at(-1)!)) out.pop();
  const longer = out.join(' ');
  return longer.length >= action.length ? longer : action;
}

/** Finds where `phrase` starts in `message`, ignoring case. */
function at(message: string, phrase: string): number {
  return message.toLowerCase().indexOf(phrase.toLowerCase());
}

function dateIn(sentence: string, extraction: Extraction): string | undefined {
  for (const d of extraction.memory.dates) {
    const v = String(typeof d === 'object' ? d.value : d);
    if (sentence.toLowerCase().includes(v.toLowerCase())) return secondPerson(v);
  }
  return undefined;
}

function placeIn(sentence: string, extraction: Extraction): string | undefined {
  return extraction.memory.places.find((p) => sentence.includes(p));
}

/**
 * Comings and goings whose words are all small ("the war came", "my father went away", "the soldiers came back"):
 * the event is in its doer, which the clause says back with it.
 */
const ARRIVAL = /^(?:came|went|left|arrived|started|began|ended|broke out|hit|struck)(?: (?:away|back|home|over|in|out|off|up|down))?(?: (?:too|again|then|at last))?$/i;

const HABITUAL = /\b(?:every|each|always|used to|would|whenever)\b/i;
/**
 * A habit, in the event's own clause: "every", "always" ("She made two hundred every Duanwu", "Every Sunday my father
 * took us"); not "each" or "would", which also tell of one time, nor "I'll always remember", which says how a time is
 * kept, nor an "every" of another clause of the sentence ("we went every Saturday, and in '84 I met my husband there").
 */
const CLAUSE_BREAK = /[;:.!?]|,?\s+\b(?:and|but|so|when|because|until|till|while|then|where)\b/i;
const HABIT = new RegExp(String.raw`\b[Ee]very (?:(?:single|other|few|second|\w+ or \w+|two|three|four|five|six|\d+) )?(?:(?:day|night|morning|evening|afternoon|week|weekend|fortnight|month|year|summer|winter|spring|autumn|fall|season|time|trip|harvest|holiday|birthday|term|shift|payday|sabbath|lunchtime|dinnertime|mealtime)s?\b|\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*(?=\s+(?:in|at|on|to|from|after|of|with|for|and|we|she|he|they|I|my|our|without)\b|\s*[,.;!?]|\s*$))|\b(?:[Ww]henever|[Uu]sed to)\b|\b[Aa]lways\b(?! (?:remember(?:ed)?|think|thought|wonder(?:ed)?|says?|said|knew|know|loved?|wanted|want|regret(?:ted)?|felt|feel)\b)`, 'u');

/**
 * A stretch of years in the event's own clause: "for forty year", "for thirty-two years", "all his life", "we were
 * married fifty-one years" (not "three years later", "two years ago").
 */
const DURATION = /\bfor (?:(?:over|nearly|almost|about|some|more than) )?(?!(?:the|a|that|this|its|his|her|my|our|their|one|every|each)\b)(?:\w+[- ])?\w+ (?:years?|decades)\b|\ball (?:his|her|my|their|our) (?:working )?li(?:fe|ves)\b|\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ]\w+)? (?:years?|decades)\b(?! (?:later|ago|old|before|after|earlier|on|since|back)\b)/i;

/** A score for how central an event is: the anchored occasion and the climax over a life's background. */
function weight(action: string, sentence: string): number {
  let w = contentWords(action).length * 0.2;
  if (ANCHORED.test(sentence)) w += 2;
  if (CLIMAX.test(sentence)) w += 2;
  if (THIN.test(action)) w -= 3;
  return w;
}

/** Events the tagger may pass over, with their doer ("I rode a borrowed bicycle", "the yard flooded"). */
function fallbackEvents(message: string): { action: string; index: number }[] {
  const out: { action: string; index: number }[] = [];
  for (const m of message.matchAll(new RegExp(FALLBACK_EVENT.source, 'g'))) {
    const words = m[2]!.trim().split(/\s+/);
    const end = words.findIndex((_, i) => i > 0 && runsOn(words, i));
    if (!STATE_ED.test(m[2]!)) out.push({ action: (end > 0 ? words.slice(0, end) : words).join(' '), index: m.index + m[0].indexOf(m[2]!) });
  }
  return out;
}

/**
 * The weightiest event whose doer the words say, and where its clause starts: "I was allowed", "he had been sent"
 * keep their "was", "had been". undefined when no event says who did it.
 */
function centralOf(message: string, found: { action: string; index: number }[], extraction: Extraction) {
  const all = sentences(message);
  // (a coming or going of few words only when the message tells nothing with more in it)
  const told = found.filter((f) => contentWords(f.action).length > 0);
  // (and not a habit's: "every year she came")
  const weighed = (told.length ? told : found.filter((f) => ARRIVAL.test(f.action.trim()) && !HABITUAL.test(message))).map((f) => {
    const sentence = all.find((s) => f.index >= s.start && f.index < s.start + s.text.length) ?? { text: message, start: 0 };
    // "worked at the Ford plant for thirty-two years": a stretch of a life is its background, not the occasion told
    const span = DURATION.test(message.slice(f.index).split(/[,.;:!?]/)[0]!) ? 2 : 0;
    return { ...f, sentence, w: weight(f.action, sentence.text) - span };
  }).sort((a, b) => b.w - a.w || a.index - b.index);
  for (const f of weighed) {
    if (f.w < -1) break;
    const before = message.slice(f.sentence.start, f.index);
    const aux = AUX_BEFORE.exec(before);
    // "my husband is buried there": not a past event; "the ones whose names I learned": not the clause's own event
    if (aux && /^(?:is|am|are|has|have)\b/i.test(aux[0]) || /\b(?:whose\s+\w+|whom|which)\s+(?:I|we|he|she|they)\s*$/i.test(before)) continue;
    // "we hadn't a notion what was going on": a state not had is no event
    if (/^(?:hadn|wasn|weren|hasn|haven|isn|aren)['’]t\b/i.test(f.action)) continue;
    // "the tree my father planted is dying": the verb closes a description, the sentence's verb comes after it
    if (/^\S+\s+(?:is|are|was|were|has|had|will|would)\b/i.test(f.action)) continue;
    // "the white panjabi my son sent from London": the clause says which panjabi; its verb's object is the thing before
    // it ("the year we lost the farm" is a time, and what happened then)
    const which = REDUCED_RELATIVE.exec(before);
    if (which && !TIME_NOUN.test(which[1] ?? which[2]!) && /^\S+(?:\s+(?:from|to|in|on|at|for|with|only|back|home|himself|herself|myself|every|last)\b|\s*$)/i.test(f.action)) continue;
    // "a blackboard painted on the wall", "a man called Joe": a participle describing a thing just introduced
    // ("a man painted the word on our window" has an object: a deed)
    if (!aux && /\b(?:a|an)\s+[\p{L}'’-]+\s*$/iu.test(before) && /^[a-z]+ed\b(?!\s+(?:the|a|an|his|her|my|our|their|its|him|them|it|us|me|every|some|two|three)\b)/i.test(f.action)) continue;
    // "the silver crown carried on a cushion by the family": a participle with its doer after it describes a thing
    if (!aux && /\b(?:the|a|an)\s+(?:\p{Ll}+\s+){0,2}\p{Ll}+\s*$/u.test(before) && /^[a-z]+ed\b(?:(?!\b(?:and|but|so|then|when)\b)[^,.;!?]){0,40}\bby (?:the|a|an|his|her|their|my|our)\b/i.test(message.slice(f.index, f.index + 60))) continue;
    // "the dough sits covered another day": the present of a recipe or a habit, not what happened
    if (/^(?!(?:was|has|is|does|this|thus|yes|less|unless|across)\b)[a-z]{2,}s\b/.test(f.action)) continue;
    let subject = subjectOf(aux ? before.slice(0, aux.index) : before, extraction.memory.people);
    // ("My grandfather Ah Kow came from Guangdong. He saved every penny and opened a market garden": "he" is said back
    // as who he is, named in a sentence before, so the reply stands on its own; only when one person named may be "he":
    // "Ernesto courted me ... so my father wouldn't see them. In 1967 he finally came to the house" stays "he")
    if (subject === 'he' || subject === 'she') {
      const named = referent(subject, message.slice(0, f.index), extraction.memory.people, tiesOf(extraction), 'only');
      if (named) subject = personRef(named);
    }
    // "Mama ... sent for us" read with the storyteller as its doer would say back "you sent for you"
    if (subject === 'you' && /\b(?:for|to|with|at|after|on) (?:us|me)\b/i.test(f.action)) continue;
    // ("Expo 67 hired me": not "you hired you")
    if (subject === 'you' && /^\S+\s+(?:me|us)\b/i.test(f.action)) continue;
    if (subject) return { best: f, subject, start: aux ? f.index - aux[0].length : f.index };
  }
  return undefined;
}

/** A thing, then who did something with it: "the panjabi my son", "a cake her mother" (the clause that follows says which one). */
// ("the only picture we have is one my brother took": "one" stands for the thing)
const REDUCED_RELATIVE = /\b(?:(?:the|a|an|this|that)\s+(?:[\p{Ll}-]+\s+){0,2}([\p{Ll}-]+)|(ones?)),?\s+(?:my|our|his|her|their)\s+[\p{Ll}-]+\s*$/u;
const TIME_NOUN = /^(?:year|years|day|days|night|nights|morning|evening|afternoon|summer|winter|spring|autumn|fall|time|times|week|month|moment|hour|minute|season|christmas|way)$/;

/** The central event of `message`, or null when it tells no event (a feeling, a habit, a "no"). */
export function centralEvent(message: string, extraction: Extraction): Episode | null {
  const found: { action: string; index: number }[] = [];
  for (const e of extraction.memory.events) {
    const index = at(message, e);
    if (index >= 0) found.push({ action: e, index });
  }
  // the tagger's events, and the plain "I rode a borrowed bicycle" where it read "borrowed" as the verb
  const more = fallbackEvents(message).filter((f) => !found.some((e) => e.index <= f.index && f.index < e.index + e.action.length));
  const chosen = centralOf(message, [...found, ...more], extraction);
  if (!chosen) return null;
  const { best, subject, start } = chosen;
  let action = secondPerson(toClauseEnd(message, start, message.slice(start, best.index) + best.action)).replace(/[.,;:!?"”]+$/u, '').replace(/^['’]d\b/, 'had').trim();
  if (subject === 'you') action = action.replace(/^was\b/, 'were').replace(/^wasn['’]t\b/, "weren't").replace(/^am\b/, 'are');
  // "went with my neighbour Dževad always", "wore a black shawl winter (and summer)": a habit's word or half of "winter
  // and summer" left at the end is not said back
  // (nor a spoken "um" inside it: "walked all night um from your village")
  action = action.replace(/\s+(?:um|uh|erm|uhm)(?=\s)/g, '').replace(/\s+always$/i, '').replace(/(?<!\b(?:that|this|last|next|one|the|in|every|each|all|by|at|of|a|whole|same|following|previous|early|late|for|to|until|till|through|into|before|after|since|during|from))\s+(?:winter|summer|spring|autumn)$/i, '');
  const when = dateIn(best.sentence.text, extraction);
  const where = placeIn(best.sentence.text, extraction);
  return {
    subject,
    action,
    keyWords: contentWords(best.action).length ? contentWords(best.action) : contentWords(subject),
    when: when && !action.toLowerCase().includes(when.toLowerCase()) ? when : undefined,
    where: where && !action.includes(where) ? where : undefined,
    ended: ENDED.test(message.slice(best.index)),
    habitual: HABIT.test(`${message.slice(best.sentence.start, start).split(CLAUSE_BREAK).at(-1)} ${action}`),
  };
}

/** "your father dug a tunnel to the barn": the event as one clause. */
export function clause(e: Episode): string {
  return `${e.subject} ${e.action}`;
}
