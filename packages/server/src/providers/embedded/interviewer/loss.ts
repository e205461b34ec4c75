import { KIN } from '../extractor/lexicons.ts';
import { byName, fitsPronoun, personRef, referent, subjectOf } from './episode.ts';

/** A death or a loss the storyteller has just told: the interviewer acknowledges it before anything else. */
export interface Loss {
  /** Who was lost, said back: "your mother", "Harold". */
  who?: string;
  /** What was lost when it was not a person: "your home", "everything". */
  what?: string;
  /** Who lost it, when not the storyteller: "your oma" in "she lost everything". */
  whose?: string;
  /** Deaths the storyteller lived through, not of their own ("people died in the street from hunger"). */
  witnessed?: boolean;
}

const DIED = /\b(?:died|passed away|passed on|passed over|pass(?:es)? away|die in (?:19|20)\d\d|went (?:peacefully |quietly )?in (?:his|her|their) sleep|slipped away|no longer with us|not with us any ?more|(?:was|were|got|had been|has been|have been) killed|killed in action|lost (?:his|her|their) li(?:fe|ves)|drowned|(?:was|were) lost (?:at sea|on the (?:banks|grand banks|boats)|with (?:all hands|the (?:ship|boat|schooner|trawler)))|(?:was|were) never found|never came (?:home|back)|did not make it|didn't make it|was taken from (?:us|me)|took (?:his|her|their) own life)\b/i;
// not "so we wouldn't lose her in the crowd", "afraid to lose", "I'd lose my job if she caught me": a loss that did not happen; "her" is the object there,
// not the owner of what was lost
const LOST = /(?<!(?:\b(?:not|never|to|would|could|might|will|shall|wouldn['’]t|couldn['’]t|didn['’]t|don['’]t|won['’]t)|['’](?:d|ll))\s+)\b(?:lost|losing|lose)\s+((?:my|our|his|her|their|the)\s+(?!(?:in|on|at|to|for|with|from|by|and|or|but|as|when|so|that)\b)(?:(?:little|baby|older|younger|elder|eldest|youngest|big|dear|dearest|best|closest|oldest|childhood|only|first|darling|late)\s+)?\w+|everything|it all|[A-Z][a-z]+)/;
/**
 * "We lost him to the cancer", "we buried her in Glasnevin", "God rest him", "God be good to him", "that's what killed
 * him in the end": the one lost is the object, named before or in it (not "I could have killed him").
 */
const LOST_PERSON = /\b(?:lost (him|her|them) (?:to|in (?:the war|(?:19|20)\d\d|an? \w+ accident))\b|lost (him|her|them)(?=\s*[.!]|\s*$)|buried (him|her|(?:my|our) (?:own |little |baby |dear )?[a-z-]+|[A-Z][a-z]+)\b|[Gg]od (?:rest|be good to|have mercy on) (him|her)\b|[Gg]od rest (?:(his|her) soul)|(?:what|that|it|which|the (?:dust|drink|cancer|smoking|work|pit|damp|cold|heartbreak|grief|worry|stroke|fall|war|fever)) (?:finally |eventually |slowly )?killed (him|her)\b)/;
const DEATH_OF = /\b(?:death|funeral|passing|grave|burial)\s+of\s+((?:my|our|his|her)\s+\w+|[A-Z][a-z]+)|\b((?:my|our)\s+\w+)['’]s\s+(?:death|funeral|passing|grave)\b/i;
const OTHER = /\b(?:widowed|a widow|a widower|miscarriage|miscarried|stillborn|lost the baby|lost a baby|orphaned|orphan)\b/i;
/** "lost my way", "lost my temper", "lost my train of thought": losing these is not a loss to acknowledge. */
const NOT_A_LOSS = /\b(?:train|thread|words|sleep|appetite|sight|way|temper|keys?|glasses|balance|voice|nerve|track|count|touch|interest|weight|patience|footing|bearings|mind|head|war|battle|place|hat|gloves?|purse|wallet|ticket|race|match|game|bet)\b/i;
const THINGS = /\b(?:home|house|farm|shop|business|job|land|everything|it all|savings|flat|village|country)\b/i;
/** "lost my leg", "lost my hearing": a part of oneself, a loss said back as what was lost. */
const BODY = /\b(?:legs?|arms?|hands?|foot|feet|eyes?|fingers?|hearing|toes?)$/i;
/** "lost my best friend", "lost our little one": words for someone, beside the relatives lexicon's. */
const SOMEONE = /\b(?:friend|pal|mate|love|sweetheart|darling|fianc[eé]e?|partner|baby|boy|girl|one|twin|child|lad|lass)$/i;

/**
 * "She's gone now", "my wife has been gone ten years", "Bill's in heaven", "Hyacinth, she gone now": a death when a
 * person is the one gone (not "it's gone", "the cathedral's gone", "she's gone to Australia").
 */
const GONE = /(?:\s+(?:is|are|has been|have been)|['’]s(?: been)?|['’]ve been|(?=\s+gone\s+now\b))\s+(?:gone(?=\s*(?:now\b|[.,;!?]|$|(?:\s+(?:\w+|a|some))?\s+(?:years?|months?|weeks?)\b|\s+since\b))|(?:now )?(?:in heaven|with the angels|with god|in a better place))/g;

/** "passed" with nothing passed after it: "until she passed in ninety-nine", "the year Nan passed", "Cecil pass in 1999", "After Harold passed I moved". */
const PASSED = /\bpass(?:ed)?(?=\s*(?:[.,;!?]|$)|\s+(?:in|on|at|when|while|before|after|last|that|this|peacefully|quietly|suddenly|young|away|over|two|three|four|five|six|seven|eight|nine|ten|a (?:year|week|month|few)|the (?:year|day|week|night|spring|summer|autumn|winter|following|next)|I|we|they)\b)/g;
const PASSED_TEST = /\b(?:test|tests|exam|exams|examination|driving|licen[cs]e|parking|audition|inspection|interview|failed|fail|eleven-plus|matric|grade|certificate|diploma|stud(?:y|ied|ying)|distinction|qualified|results|marks|scholarship|degree|sums?)\b/i;
const PASSED_KIN = /^(?:(?:my|our|his|her) [a-z-]+|mum|mam|mom|ma|mother|dad|da|father|nan|nana|gran|granny|grandad|grandpa|grandma)$/i;

/**
 * Where "passed" alone (or `pattern`, such as GONE) is a death: when a person is its subject: "he", "she", a kin word ("my nan", "Mum") or a name the
 * extractor found ("Gwen"). Not "the years passed", "the bus passed", "Time passed, and ...", "she passed the exam".
 */
function diedAsSubject(message: string, people: string[], pattern = PASSED): number | undefined {
  for (const m of message.matchAll(pattern)) {
    // "She failed twice on parallel parking. The third time she passed, ...": a test passed
    if (pattern === PASSED && PASSED_TEST.test(message.slice(Math.max(0, m.index - 200), m.index + 60))) continue;
    // "me and Glyn passed": the storyteller is alive to tell it
    if (/\b(?:me|I|we)\s+and\s+[\p{L}' -]+$|\band\s+(?:me|I)\s*$/u.test(message.slice(Math.max(0, m.index - 40), m.index).trimEnd())) continue;
    const before = message.slice(0, m.index).replace(/\s+(?:had|has)\s*$/, '').trimEnd();
    const subject = /(?:\b(?:my|our|his|her)\s+)?[\p{L}'’-]+$/iu.exec(before)?.[0] ?? '';
    if (/^(?:he|she)$/i.test(subject) || PASSED_KIN.test(subject) || people.some((p) => p === subject || p.split(/\s+/).includes(subject))) {
      return m.index;
    }
  }
  return undefined;
}


/**
 * A death word that tells no death: one only feared or escaped ("we thought somebody died", "I nearly drowned", "we
 * could have been killed", "nobody died"), said of a place ("a hospital was a place where people died"), asked or
 * talked about ("the old men on the bench knew who died and who married"), of the farm's beasts and crops ("The
 * bees died the first winter"), or of things and times ("until the batteries died", "a truck passed on the road", "the
 * old mill died with him").
 */
const NO_DEATH = /(?:\b(?:thought|feared|afraid|worried|sure|in case|as if|as though|nearly|almost)\s+(?:that\s+)?(?:[\p{L}'’-]+\s+){0,3}|\b(?:would|could|might|should|must)(?:n['’]?t)?\s+(?:have\s+)?|\b(?:nobody|no one|no-one|none|anybody|anyone)\s+(?:had\s+|has\s+|have\s+)?|\bwhere\s+(?:people|someone|somebody|many)\s+|\b(?:about|over|of|knew|know|knows|asked|ask|wondered|tell|told|heard|hear)\s+who(?:['’]d|\s+had|\s+has)?\s+|\bthe\s+(?:bees|cows|cattle|sheep|goats|pigs|hens|chickens|ducks|horses|animals|crops|trees|plants|flowers|rice|wheat|potatoes|vines|herd|flock|fish)\s+|\b(?:the|a|an|our|my|its|their|his|her)\s+(?:[\p{L}-]+\s+)?(?:batter(?:y|ies)|engines?|motors?|cars?|trucks?|lorr(?:y|ies)|bus(?:es)?|trains?|tractors?|radios?|(?:tele)?phones?|lines?|lights?|lamps?|fires?|candles?|generators?|torch(?:es)?|flashlights?|wind|conversation|music|tradition|custom|language|business|trade|industry|mills?|factor(?:y|ies)|garden|grass|days?|years?|hours?|time)\s+(?:had\s+|have\s+)?)$/iu;
/** Deaths seen, not of one's own: "people died in the street from hunger", "thousands were killed", "someone died in the fire". */
const WITNESSED = /\b(?:somebody|someone|everybody|everyone|thousands|hundreds|millions|many|people|so many \w+)\s+(?:had\s+|has\s+|have\s+)?$/i;

/** "We never saw him again", "nobody ever heard from her again": gone, and not come back (not "I did not see him again until 1977"). */
const VANISHED = /\b(?:we|i|they|nobody|no one|no-one)\s+(?:never|didn['’]t|did not|never ever)\s+(?:saw|see|heard from|heard of|hear from|hear of)\s+(him|her)\s+again\b(?![,]?\s+(?:until|till|for|before|when|after|in|that|at)\b)/i;

/** Who the sentence before "we never saw him again" sees go: "until Alf went off to Australia", "my brother left for the mines". */
function leaver(pronoun: string, before: string, people: string[], relationOf?: Map<string, string>): string | undefined {
  const sentence = before.split(/(?<=[.!?])\s+/).at(-1) ?? '';
  const went = [...sentence.matchAll(/((?:\b[Mm]y|\b[Oo]ur) [a-z-]+|\p{Lu}[\p{L}'’-]+)\s+(?:went|left|emigrated|sailed|ran|flew|joined|was taken|got on|moved|set off)\b/gu)].at(-1)?.[1];
  if (!went) return undefined;
  const person = /^(?:my|our) /i.test(went) ? people.find((p) => p.toLowerCase() === went.toLowerCase()) : people.find((p) => p === went || p.split(/\s+/).includes(went));
  return person && fitsPronoun(pronoun, person, relationOf) ? person : undefined;
}

/** "who is sick, who died, whose grandson is coming": who died is one of the things the old ones talked about, a list of "who" clauses. */
function gossip(message: string, at: number): boolean {
  const before = message.slice(Math.max(0, at - 40), at);
  if (!/\bwho\s+$/i.test(before)) return false;
  return /\bwho(?:['’]s|\s+(?:is|was))?\s+[\p{L}-]+,\s+who\s+$/iu.test(before) || /^[^,.;!?]{0,30},\s+(?:who|whose)\b/iu.test(message.slice(at));
}

/** Where the message tells a death: the first death word (or "passed", or "gone") that tells one. */
function deathAt(message: string, people: string[]): number | undefined {
  const at = [...message.matchAll(new RegExp(DIED.source, 'gi'))].map((m) => m.index);
  for (const i of [diedAsSubject(message, people), diedAsSubject(message, people, GONE)]) if (i !== undefined) at.push(i);
  return at.sort((a, b) => a - b).find((i) => !NO_DEATH.test(message.slice(Math.max(0, i - 60), i)) && !gossip(message, i));
}

/** The storyteller's messages before this one and the people named in them, for "he" and "she". */
export interface Earlier {
  text: string;
  people: string[];
}

/**
 * The loss in `message`, or null. `people` are the names the extractor found, to say "Harold" for "he";
 * `relationOf` their ties to the storyteller, so "she" is not said back as a brother; `earlier` the conversation
 * before, for a "he" or "she" the message itself does not name.
 */
export function findLoss(message: string, people: string[], relationOf?: Map<string, string>, earlier?: Earlier): Loss | null {
  const diedAt = deathAt(message, people);
  // "We never saw him again" before any death word ("... until nineteen seventy-five, when Franco died"): the one
  // who vanished, named before it
  const vanished = VANISHED.exec(message);
  if (vanished && (diedAt === undefined || vanished.index < diedAt)) {
    const pronoun = vanished[1]!.toLowerCase() === 'him' ? 'he' : 'she';
    // (the one the story is about: the first named, when "him" or "her" fits, as the story is most often theirs; but
    // the one the same sentence sees leave, when it does: "My dad ran it with his brother Alf until Alf went off to
    // Australia and we never saw him again")
    const named = leaver(pronoun, message.slice(0, vanished.index), people, relationOf)
      ?? referent(pronoun, message.slice(0, vanished.index), people, relationOf, 'first') ?? (earlier && referent(pronoun, earlier.text, earlier.people, relationOf));
    return { who: named ? personRef(named) : undefined };
  }
  if (diedAt !== undefined) {
    if (WITNESSED.test(message.slice(Math.max(0, diedAt - 40), diedAt))) return { witnessed: true };
    const sentenceStart = Math.max(message.lastIndexOf('.', diedAt), message.lastIndexOf('!', diedAt), message.lastIndexOf('?', diedAt)) + 1;
    // ("He's no longer with us": the subject without its "'s")
    const before = message.slice(sentenceStart, diedAt).replace(/['’](?:s|ve been|s been)\s*$/, ' ');
    // "my wife of sixty years, Mary, passed on": a name set off by commas is who died (not "Two of them, Mwila and
    // Chanda, died": both did, and one name said back would leave the other out)
    // ("Harbhajan, the eldest, died of typhoid": the name before what is said of him)
    const apposed = /,\s*([\p{L}'’ -]+),\s*$/u.exec(before)?.[1]?.trim();
    const described = /(?:^|[,;:]\s*|\s)(\p{Lu}[\p{L}'’-]+),\s*(?:the|my|our|his|her|a|an)\s[\p{L}'’ -]{1,30},\s*$/u.exec(before)?.[1];
    // "... and little Annie who died when she was two", "my brother, who died in Korea": the one the clause is about
    const relative = /(?:\b((?:[Mm]y|[Oo]ur) [a-z-]+)|([\p{Lu}][\p{L}'’-]+)),? (?:who|that) (?:had |has )?$/u.exec(before);
    const about = relative?.[1] ?? (relative?.[2] && people.find((p) => p === relative[2] || p.split(/\s+/).at(-1) === relative[2]));
    // "My mother kept Mithu's shirt folded in her trunk until she died": in a clause of its sentence, "he" or "she" is
    // the one the sentence is about
    const opener = /^\s*((?:[Mm]y|[Oo]ur) [a-z-]+|\p{Lu}[\p{L}'’-]+)\s+(?!(?:and|or)\b)[a-z]/u.exec(before)?.[1];
    const pronoun = /\b(?:until|till|when|before|after|because|as)\s+(he|she)\s*$/.exec(before)?.[1];
    if (opener && pronoun && (/^(?:my|our) /i.test(opener) ? KIN[opener.split(/\s+/)[1]!.toLowerCase()] !== undefined : people.includes(opener))
      && fitsPronoun(pronoun, opener, relationOf)) return { who: personRef(opener) };
    // ("Mum read them all after he died": the "he", not the one the sentence is about)
    const who = pronoun ? pronoun : apposed && !/\band\b/i.test(apposed) && people.includes(apposed) ? personRef(apposed)
      : described && people.includes(described) ? described : about ? personRef(about) : subjectOf(before, people);
    // "He died two years later": said back as the person named last before it, or not named at all ("they"
    // may be several people, so it is never guessed)
    if (/^(?:he|she|they)$/.test(who)) {
      // "She's gone now, my sister.": named after, at the sentence's end
      // ("She gone now, Hyacinth, three years": named just after, and the sentence goes on)
      const after = /^[^.!?]*?,\s*((?:my|our) [a-z-]+|\p{Lu}[\p{L}'’-]+)\s*[.!]?\s*$/u.exec(message.slice(diedAt).split(/(?<=[.!?])\s/)[0]!)?.[1]
        ?? /^\S+(?:\s+\S+){0,2}?,\s*(\p{Lu}[\p{L}'’-]+),/u.exec(message.slice(diedAt).trimStart())?.[1];
      if (after && (/^(?:my|our) /.test(after) || people.includes(after))) return { who: personRef(after) };
      if (who === 'they') return {};
      // ("That is where I met Sean." then "He died in 2010.": the conversation before says who he is)
      const named = referent(who, message.slice(0, diedAt), people, relationOf)
        ?? (earlier && referent(who, earlier.text, earlier.people, relationOf));
      return { who: named ? personRef(named) : undefined };
    }
    return { who: who === 'you' ? undefined : byName(who) };
  }
  const object = LOST_PERSON.exec(message);
  if (object) {
    const lost = (object[1] ?? object[2] ?? object[3] ?? object[4] ?? object[5] ?? object[6])!;
    if (/^(?:him|her|his|them)$/i.test(lost)) {
      if (lost === 'them') return {};
      const pronoun = /^(?:him|his)$/i.test(lost) ? 'he' : 'she';
      const named = referent(pronoun, message.slice(0, object.index), people, relationOf) ?? (earlier && referent(pronoun, earlier.text, earlier.people, relationOf));
      return { who: named ? personRef(named) : undefined };
    }
    // (a name only when it is someone's: "we buried Nan", not "buried Treasure Island")
    if (/^(?:my|our) /i.test(lost) && KIN[lost.split(/\s+/).at(-1)!.toLowerCase()] || people.includes(lost)) return { who: personRef(lost) };
  }
  const of = DEATH_OF.exec(message);
  if (of) return { who: personRef((of[1] ?? of[2])!) };
  const lost = LOST.exec(message);
  // ("who'd lost his work" in the talk at the steamie, "he lost his job": someone else's, said in the story)
  const someoneElses = lost && (/^(?:his|her|their)\s/i.test(lost[1]!) && !KIN[lost[1]!.split(/\s+/).at(-1)!.toLowerCase()] || /\bwho(?:['’]d| had| has)?\s+$/i.test(message.slice(Math.max(0, lost.index - 12), lost.index)));
  if (lost && !someoneElses && !NOT_A_LOSS.test(lost[1]!)) {
    const object = lost[1]!;
    if (THINGS.test(object) || BODY.test(object)) {
      // "my Oma ... she lost everything": hers, said as hers
      const pronoun = /\b(he|she)\s+(?:had\s+)?$/i.exec(message.slice(Math.max(0, lost.index - 12), lost.index))?.[1]?.toLowerCase();
      const named = pronoun && referent(pronoun, message.slice(0, lost.index), people, relationOf);
      return pronoun ? { what: personRef(object), whose: named ? personRef(named) : pronoun } : { what: personRef(object) };
    }
    // "lost the receipt": only a person or a home is a loss told with "the"
    if (/^the\b/i.test(object)) return null;
    // "lost my shoes", "lost my brother's watch": a thing, however dear, is not a death to acknowledge; someone is
    const head = object.split(/\s+/).at(-1)!;
    const owner = /^['’]s\b/.test(message.slice(lost.index + lost[0].length));
    if (owner || /^(?:my|our)\s/i.test(object) && !KIN[head.toLowerCase()] && !SOMEONE.test(head)) return null;
    const named = people.find((p) => object.includes(p) || p.includes(head));
    // "After we Skolts lost Petsamo in the war": a name that is no one of the story's is lost as a place is
    if (!named && /^\p{Lu}/u.test(object) && !KIN[object.toLowerCase()]) return { what: object };
    return { who: named ? personRef(named) : personRef(object) };
  }
  if (OTHER.test(message)) return {};
  return null;
}

/** The gentle first sentence: acknowledging before any question. */
export function acknowledgement(loss: Loss, earlier: number): string {
  if (loss.witnessed) return earlier % 2 === 0 ? "I'm so sorry you had to live through that." : "I'm sorry; that was a terrible time to live through.";
  const lost = `${loss.whose ?? 'you'} lost ${loss.what}`;
  if (loss.what) return earlier % 2 === 0 ? `I'm so sorry ${lost}.` : `I'm sorry to hear ${lost}.`;
  if (loss.who) return earlier % 2 === 0 ? `I'm so sorry about ${loss.who}.` : `I'm sorry to hear about ${loss.who}.`;
  return earlier % 2 === 0 ? "I'm so sorry for your loss." : 'That was a great loss, and I am sorry.';
}

/** The offer to stay with it or move on, said as an offer, so the question after it stays open. */
export function offerToStay(): string {
  return 'We can stay with this for as long as you like, or turn to something else whenever you wish.';
}

/** Open questions after a loss, gentlest first. */
export function lossQuestions(loss: Loss): string[] {
  if (loss.who) {
    return [
      `What would you like the family to remember about ${loss.who}?`,
      `What do you remember most fondly about ${loss.who}?`,
      `What was ${loss.who} like in the good years?`,
      'What helped you through that time?',
      'Who was there for you then?',
    ];
  }
  // (not "What do you remember most about everything?", nor "… about your leg?")
  if (loss.what && !/^(?:everything|it all)$/i.test(loss.what) && !BODY.test(loss.what)) return [`What do you remember most about ${loss.what}?`, 'What helped you through that time?', 'Where did life take you after that?'];
  if (loss.what) return ['What helped you through that time?', 'Where did life take you after that?', 'Who was there for you then?'];
  if (loss.witnessed) return ['What helped you through that time?', 'Who was there for you then?', 'How did your family get through it?'];
  return ['What helped you through that time?', 'Who was there for you then?', 'What would you like the family to know about that time?'];
}
