import type { Relationship } from '@kinstory/contract';
import { breaksAfter, fold, hasTag, type Token } from './tokens.ts';
import type { Span } from './spans.ts';
import { KIN, KIN_MODIFIERS, NAME_VERBS_SET, ROLES } from './lexicons.ts';
import { canonicalNames, impliedKin, isNickname, type KnownPeople } from './people.ts';

export interface PeopleResult {
  people: string[];
  relationships: Relationship[];
  /** Person mentions in text order (token index), for antecedents and follow-ups. */
  mentions: { name: string; index: number }[];
}

const KIN_OWNER = '\u0000';
export const FEMALE = new Set(['mother', 'grandmother', 'sister', 'daughter', 'wife', 'aunt', 'niece', 'granddaughter', 'mother-in-law', 'sister-in-law', 'daughter-in-law', 'stepmother', 'stepsister', 'stepdaughter', 'godmother', 'fiancee', 'landlady']);
export const MALE = new Set(['father', 'grandfather', 'brother', 'son', 'husband', 'uncle', 'nephew', 'grandson', 'father-in-law', 'brother-in-law', 'son-in-law', 'stepfather', 'stepbrother', 'stepson', 'godfather', 'suitor', 'boyfriend', 'fiance']);
// (and the storyteller's "my" in the language they grew up in: "mi abuela Rosario", "meine Oma", "minha avó")
const NARRATOR_POSSESSORS = new Set(['my', 'our', 'mi', 'mis', 'mein', 'meine', 'mon', 'mes', 'moja', 'mój', 'meu', 'minha', 'mia', 'mio']);
const THIRD_POSSESSORS = new Set(['his', 'her', 'their']);
const NEIGHBOUR_AFTER = [
  /^next door\b/i, /^from (?:next door|across the (?:street|road|way|hall|landing)|down the (?:street|road|lane))/i,
  /^across the (?:street|road|way|hall)/i, /^(?:from )?(?:downstairs|upstairs)\b/i, /^opposite\b/i,
  // "Herr Kowalski from the second floor", "Mrs. Katz on the top floor", "Mr. Drummond from the next block"
  /^(?:from|on|in) the (?:first|second|third|fourth|fifth|sixth|seventh|eighth|ground|top|bottom|next) (?:floor|flat|block|house|apartment|landing|hut)\b/i,
  /^(?:two|three|four|a few) doors (?:down|up|along|away)\b/i,
];

/** The kin or role a word names, singular, or null ("sisters" → sister). */
export function kinOf(word: string): { relation: string; plural: boolean; role: boolean } | null {
  const w = word.toLowerCase();
  if (KIN[w]) return { relation: KIN[w]!, plural: false, role: false };
  if (ROLES[w]) return { relation: ROLES[w]!, plural: false, role: true };
  const sing = w.replace(/(?:ren|s)$/, '');
  if (w !== sing && KIN[sing]) return { relation: KIN[sing]!, plural: true, role: false };
  if (w !== sing && ROLES[sing]) return { relation: ROLES[sing]!, plural: true, role: true };
  if (w === 'children') return { relation: 'child', plural: true, role: false };
  return null;
}

function restText(tokens: Token[], from: number, count: number): string {
  return tokens.slice(from, from + count).map((t) => t.text + t.post).join('');
}

const COPULA = /^(?:was|is|were)$/;
const COUNT_WORDS = new Set(['three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen']);
/** What may follow a family's count: "six of us children", "we were nine, counting me" ("six of us from the camp" are not kin). */
const AFTER_COUNT = /^(?:children|kids|brothers|sisters|siblings|boys|girls|counting|altogether|all)$/;

/**
 * Where the message counts the storyteller's family ("We were seven", "There were nine of us", "Six of us, counting
 * me"): the token index of the number, or -1.
 */
function familyCount(tokens: Token[]): number {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!COUNT_WORDS.has(t.lower)) continue;
    const prev = tokens[i - 1]?.lower;
    const next = tokens[i + 1];
    // (not "between the five of us", company counted)
    const ofUs = next?.lower === 'of' && tokens[i + 2]?.lower === 'us' && !breaksAfter(t) && prev !== 'the';
    const we = tokens[i - 2]?.lower === 'we';
    const weWere = prev === 'were' && (we || tokens[i - 2]?.lower === 'there') && !breaksAfter(tokens[i - 1]!);
    if (!ofUs && !weWere) continue;
    // "we were seven." is a family, "there were seven children" too; "there were six at the table" is company
    const after = ofUs ? tokens[i + 3] : next;
    const ends = ofUs ? breaksAfter(tokens[i + 2]!) : breaksAfter(t);
    // ("We were seven from Ibb": where the family came from)
    const home = weWere && we && after?.lower === 'from' && tokens[i + 2]?.cap;
    if ((ends && (ofUs || we)) || !after || AFTER_COUNT.test(after.lower) || home) return i;
  }
  return -1;
}

/**
 * Roles that are the storyteller's when a name is set beside them ("the teacher, Mr. McAllister", "the neighbour,
 * Dona Amélia"): in a storyteller's school days the teacher is theirs, and the neighbour is their household's.
 */
const NAMED_ROLES: Record<string, string> = {
  teacher: 'teacher', schoolteacher: 'teacher', schoolmaster: 'teacher', schoolmistress: 'teacher', tutor: 'teacher',
  neighbour: 'neighbour', neighbor: 'neighbour',
};

/** People (named, kin-word-only) and their relations in one message, given earlier turns. */
export function analysePeople(tokens: Token[], spans: Span[], known: KnownPeople): PeopleResult {
  const personSpans = spans.filter((s) => s.kind === 'person' && !isNickname(tokens, s));
  const canon = canonicalNames(personSpans, known);
  const spanAt = new Map<number, Span>();
  for (const s of personSpans) spanAt.set(s.start, s);
  const endAt = new Map<number, Span>();
  for (const s of personSpans) endAt.set(s.end - 1, s);

  const rels: Relationship[] = [];
  const explicit = new Set<string>();
  const add = (from: string, to: string, relation: string, isExplicit = true) => {
    if (!to || from === to) return;
    if (!rels.some((r) => r.from === from && r.to === to && r.relation === relation)) rels.push({ from, to, relation });
    if (isExplicit) explicit.add(to);
  };
  // mentions in order, with kin-only phrases ("my father") resolved later
  const mentions: { name: string; index: number; kinOnly?: string }[] = personSpans.map((s) => ({ name: canon.get(s)!, index: s.start }));
  /** `owner`: "my husband" in "my husband's mother", whose relative the phrase names. */
  const kinOnly: { text: string; relation: string; index: number; owner?: { text: string; relation: string } }[] = [];
  const phrase = (from: number, last: number): string =>
    tokens
      .slice(from, last + 1)
      .map((x, n) => (n === last - from && x.possessive ? x.text.slice(0, -2) : x.text) + (n < last - from && x.post === '-' ? '-' : ' '))
      .join('')
      .trim();
  // "my husband's mother", "my sister's husband": a relative of a relative, unnamed (null when a name follows)
  const chainedKin = (from: number): { end: number; relation: string } | null => {
    let m = from;
    while (m < tokens.length && KIN_MODIFIERS.has(tokens[m]!.lower) && !breaksAfter(tokens[m]!)) m++;
    const second = tokens[m] ? kinOf(tokens[m]!.lower) : null;
    if (!second || second.plural || second.role || breaksAfter(tokens[m - 1]!)) return null;
    if (spanAt.get(m + 1) || (/,/.test(tokens[m]!.post) && spanAt.get(m + 1))) return null;
    return { end: m, relation: second.relation };
  };

  // "his mother": the last person mentioned who may be a man (by kin word, title or first name)
  const lastPersonBefore = (index: number, gender: string): string | null => {
    let best: { name: string; index: number } | null = null;
    for (const m of mentions) {
      if (m.index >= index || (best && m.index < best.index)) continue;
      const g = genderOf(m.name);
      if (gender && g && g !== gender) continue;
      best = m;
    }
    return best?.name ?? null;
  };
  const genderOf = (name: string): string => {
    const rel = rels.find((r) => r.to === name)?.relation ?? known.relations.find((r) => r.to === name)?.relation;
    if (rel && FEMALE.has(rel)) return 'f';
    if (rel && MALE.has(rel)) return 'm';
    if (/^(?:mrs|miss|ms|sister|aunt|auntie|lady|madame|señora|signora|doña)\b/i.test(name)) return 'f';
    if (/^(?:mr|father|brother|uncle|sir|señor|signor|don|rabbi)\b/i.test(name)) return 'm';
    const span = personSpans.find((s) => canon.get(s) === name);
    if (span && tokens.slice(span.start, span.end).some((t) => t.tags.has('FemaleName'))) return 'f';
    if (span && tokens.slice(span.start, span.end).some((t) => t.tags.has('MaleName'))) return 'm';
    return '';
  };

  const namedSpansAfter = (k: number, plural: boolean): Span[] => {
    const out: Span[] = [];
    let at = k;
    for (;;) {
      const s = spanAt.get(at);
      // "my sisters Ruth and Lorraine, and Mama": a kin word as a name is someone else
      if (!s || (out.length && KIN[s.text.toLowerCase()])) break;
      out.push(s);
      if (!plural) break;
      const sep = tokens[s.end];
      if (sep && sep.lower === 'and' && spanAt.get(s.end + 1)) at = s.end + 1;
      else if (/,/.test(tokens[s.end - 1]!.post) && spanAt.get(s.end)) at = s.end;
      else if (/,/.test(tokens[s.end - 1]!.post) && sep?.lower === 'and') at = s.end + 1;
      else break;
    }
    return out;
  };

  /** The person span that is the subject of the copula at `at` ("Mele from Ha'apai was"), when nothing is done between. */
  const copulaSubject = (at: number): Span | undefined => {
    const sentence = tokens[at]!.sentence;
    for (let k = at - 1; k >= 0 && k >= at - 12 && tokens[k]!.sentence === sentence; k--) {
      const s = endAt.get(k);
      if (s) return tokens[s.end - 1]!.possessive ? undefined : s;
      if (hasTag(tokens[k], 'Verb') && !hasTag(tokens[k], 'Participle') || /^(?:who|which|that|and|but|or|i|we|he|she|they)$/.test(tokens[k]!.lower)) return undefined;
    }
    return undefined;
  };

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    let owner: string | null | undefined;
    if (NARRATOR_POSSESSORS.has(t.lower) && !t.possessive) owner = '';
    // "I had three brothers, Seán, Michael and Tom"
    else if (/^(?:had|have)$/.test(t.lower) && /^(?:i|we)$/.test(tokens[i - 1]?.lower ?? '')) owner = '';
    // "the twins Patsy and Vinnie": told by a sibling
    else if (t.lower === 'the' && tokens[i + 1]?.lower === 'twins' && spanAt.get(i + 2)) owner = '';
    else if (THIRD_POSSESSORS.has(t.lower)) owner = lastPersonBefore(i, t.lower === 'his' ? 'm' : t.lower === 'her' ? 'f' : '');
    else if (t.possessive && endAt.get(i)) owner = canon.get(endAt.get(i)!)!;
    else if (t.possessive && KIN[t.lower] && NARRATOR_POSSESSORS.has(tokens[i - 1]?.lower ?? '')) owner = KIN_OWNER + KIN[t.lower]!;
    else continue;
    let j = i + 1;
    while (j < tokens.length && KIN_MODIFIERS.has(tokens[j]!.lower) && !breaksAfter(tokens[j - 1]!)) j++;
    // "our first baby, Grace": the modifier was the kin word
    if (j > i + 1 && KIN[tokens[j - 1]!.lower] && !kinOf(tokens[j]?.lower ?? '')) j--;
    // "my piano teacher", "my speech therapist": a word saying what kind of teacher, before the role
    if (tokens[j] && !tokens[j]!.cap && !kinOf(tokens[j]!.lower) && ROLES[tokens[j + 1]?.lower ?? ''] && !breaksAfter(tokens[j]!)) j++;
    let kinTok = tokens[j];
    if (!kinTok || breaksAfter(tokens[j - 1]!)) continue;
    let kin = kinOf(kinTok.lower);
    // "brother-in-law's": compromise splits the hyphenated kin word
    const inLaw = kinTok.post === '-' && tokens[j + 1]?.lower === 'in' && tokens[j + 2]?.lower === 'law';
    if (inLaw && kin) {
      kin = { ...kin, relation: `${kin.relation}-in-law` };
      kinTok = tokens[j + 2]!;
    }
    if (!kin) continue;
    // the kin word is itself the name ("my Lola", "my Amma")
    if (kinTok.cap && spanAt.get(j)?.end === j + 1) {
      if (owner !== null) add(owner, canon.get(spanAt.get(j)!)!, kin.relation);
      continue;
    }
    let targets: Span[] = [];
    const after = inLaw ? j + 3 : j + 1;
    if (!breaksAfter(kinTok) && !kinTok.possessive) targets = namedSpansAfter(after, kin.plural);
    else if (/,/.test(kinTok.post)) targets = namedSpansAfter(after, kin.plural);
    // "My father was Sione, a fisherman": the name said of the tie
    const named = spanAt.get(j + 2);
    if (!targets.length && owner === '' && !kin.plural && COPULA.test(tokens[j + 1]?.lower ?? '') && !breaksAfter(kinTok) && named && !tokens[named.end - 1]!.possessive) targets = [named];
    // "My children are Paul, who lives in Perth, and Susan": a list of names right after the copula, each after a comma or
    // "and", a "who ..." clause between them skipped
    if (!targets.length && owner === '' && kin.plural && /^(?:are|were)$/.test(tokens[j + 1]?.lower ?? '') && !breaksAfter(kinTok)) {
      let s = spanAt.get(j + 2);
      while (s) {
        targets.push(s);
        let k = s.end;
        if (/^(?:who|which)$/.test(tokens[k]?.lower ?? '') && /,/.test(tokens[k - 1]!.post)) {
          while (k < Math.min(tokens.length, s.end + 12) && !(/,/.test(tokens[k]!.post) && tokens[k + 1]?.lower === 'and')) k++;
          k++;
        }
        if (tokens[k]?.lower === 'and') k++;
        else if (!/,/.test(tokens[k - 1]?.post ?? '')) break;
        s = tokens[k]?.sentence === kinTok.sentence ? spanAt.get(k) : undefined;
      }
      // (two names or more: one alone after "are" is as often what they are, "my kids are Kiwi")
      if (targets.length < 2) targets = [];
    }
    if (!targets.length && !kinTok.possessive) {
      // "my best friend from school, Chukwuemeka"; "my foreman, a big fellow named Mr. Hudak"
      for (let k = j + 1; k < Math.min(tokens.length, j + 11); k++) {
        if (tokens[k]!.sentence !== kinTok.sentence) break;
        const s = spanAt.get(k);
        if (s) {
          const prev = tokens[k - 1]!;
          if (NAME_VERBS_SET.has(prev.lower) || (/,/.test(prev.post) && k - j <= 4)) targets = namedSpansAfter(k, kin.plural);
          break;
        }
        if (NARRATOR_POSSESSORS.has(tokens[k]!.lower) || THIRD_POSSESSORS.has(tokens[k]!.lower)) break;
      }
    }
    if (targets.length) {
      if (owner !== null) for (const s of targets) add(owner, canon.get(s)!, kin.relation);
      continue;
    }
    // "Mama Ngozi, my mother-in-law": the name came first
    const before = endAt.get(i - 1);
    if (owner === '' && before && /,/.test(tokens[i - 1]!.post)) {
      add('', canon.get(before)!, kin.relation);
      continue;
    }
    // "Mele from Ha'apai was my mother", "Sione Fifita, a fisherman of Neiafu, was my father": the name the sentence is
    // about, said to be the tie (nothing done in between: not "Ruth, who lived next door, was my friend")
    // (not "Vidar was my father's name": the tie's owner, not the tie)
    const subject = owner === '' && !kin.plural && !kinTok.possessive && COPULA.test(tokens[i - 1]?.lower ?? '') ? copulaSubject(i - 1) : undefined;
    if (subject) {
      add('', canon.get(subject)!, kin.relation);
      continue;
    }
    if (owner === '' && !kin.plural && !kin.role && NARRATOR_POSSESSORS.has(t.lower)) {
      const last = inLaw ? j + 2 : j;
      const text = phrase(i, last);
      const chained = tokens[last]!.possessive ? chainedKin(last + 1) : null;
      // the owner is a person of the story too ("my husband" in "my husband's mother")
      kinOnly.push({ text, relation: kin.relation, index: i });
      if (chained) kinOnly.push({ text: phrase(i, chained.end), relation: chained.relation, index: i, owner: { text, relation: kin.relation } });
    }
  }

  // stated in patterns rather than kin words
  const taught: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const after = restText(tokens, i + 1, 5);
    const subj = endAt.get(i - 1);
    if (t.lower === 'married' && !/^(?:at|in|on|for|to|fifty|\d)/i.test(after)) {
      let target: Span | undefined = spanAt.get(i + 1);
      let gender = '';
      if (!target) {
        for (let k = i + 1; k < Math.min(tokens.length, i + 6); k++) {
          if (/^(?:man|fellow|chap|boy|lad)$/.test(tokens[k]!.lower)) gender = 'husband';
          if (/^(?:woman|girl|lass|lady)$/.test(tokens[k]!.lower)) gender = 'wife';
          const s = spanAt.get(k);
          if (s && NAME_VERBS_SET.has(tokens[k - 1]!.lower)) target = s;
          if (s || breaksAfter(tokens[k]!)) break;
        }
      }
      const who = tokens[i - 1]?.lower === 'i' ? '' : subj ? canon.get(subj)! : null;
      if (target && who !== null) add(who, canon.get(target)!, gender || 'spouse');
    }
    if (subj && /^(?:courted|wooed|proposed)$/.test(t.lower) && /^(?:me|to me)\b/i.test(after)) add('', canon.get(subj)!, 'suitor');
    if (subj && /^(?:taught)$/.test(t.lower) && /^(?:me|us)\b/i.test(after)) taught.push(canon.get(subj)!);
    // "Mr Wallace, who taught English", "Brother Patrick was teaching us Shakespeare"
    if (subj && (t.lower === 'who' && /^taught\b/i.test(after) || t.lower === 'was' && /^teaching (?:me|us)\b/i.test(after))) taught.push(canon.get(subj)!);
    // "the teacher, Mr. McAllister", "a teacher named Galina Petrovna", "our teacher in the Volksschule in Linz, Fräulein
    // Gruber", "the neighbour, Doña Toña" (not a teacher of someone else: "my son's teacher")
    const role = NAMED_ROLES[t.lower];
    if (role && !t.possessive) {
      let d = i - 1;
      while (d > i - 4 && d >= 0 && !breaksAfter(tokens[d]!) && !/^(?:the|a|an|our|my)$/.test(tokens[d]!.lower) && !tokens[d]!.possessive && !endAt.get(d)) d--;
      if (d >= 0 && d > i - 4 && /^(?:the|a|an|our|my)$/.test(tokens[d]!.lower)) {
        for (let k = i + 1; k < Math.min(tokens.length, i + 9) && tokens[k]!.sentence === t.sentence; k++) {
          const named = spanAt.get(k);
          if (named) {
            const prev = tokens[k - 1]!;
            if (k === i + 1 && !breaksAfter(t) || /,/.test(prev.post) || NAME_VERBS_SET.has(prev.lower)) {
              if (role === 'teacher') taught.push(canon.get(named)!);
              else if (!rels.some((r) => r.to === canon.get(named))) add('', canon.get(named)!, role);
            }
            break;
          }
          if (hasTag(tokens[k], 'Verb') && !NAME_VERBS_SET.has(tokens[k]!.lower)) break;
        }
      }
    }
    const s = spanAt.get(i);
    if (s && NEIGHBOUR_AFTER.some((re) => re.test(restText(tokens, s.end, 5)))) add('', canon.get(s)!, 'neighbour');
    // "Aldo and I were married in San Biagio", "Homi and I married at the Dadar Parsi Colony"
    if (s && !breaksAfter(tokens[s.end - 1]!) && /^and (?:i|me) (?:were |got )?married\b/i.test(restText(tokens, s.end, 5))) add('', canon.get(s)!, 'spouse');
    // "fifty-three years married to Graeme", "I was married to Stan", "my marriage to Ramanathan"
    const to = tokens[i + 1]?.lower === 'to' ? spanAt.get(i + 2) : undefined;
    if (to && (t.lower === 'married' && (tokens[i - 1]?.lower === 'years' || /^(?:i|i'd)$/.test(tokens[i - 2]?.lower ?? '') && /^(?:was|got|am|been)$/.test(tokens[i - 1]?.lower ?? '')) || t.lower === 'marriage' && /^(?:my|our)$/.test(tokens[i - 1]?.lower ?? ''))) add('', canon.get(to)!, 'spouse');
  }
  // "taught me" makes a teacher only of someone with no other stated tie (not a grandson, not a neighbour)
  for (const name of taught) if (!rels.some((r) => r.to === name)) add('', name, 'teacher');
  const wedding = /\bwe (?:got |were |was )?married\b/i.test(tokens.map((t) => t.text + t.post).join(''));
  if (wedding) {
    const counts = new Map<string, number>();
    for (const m of mentions) counts.set(m.name, (counts.get(m.name) ?? 0) + 1);
    const free = [...counts.entries()].filter(([n]) => !explicit.has(n) && !rels.some((r) => r.to === n) && !/^(?:mr|mrs|ms|miss|dr|rabbi|reverend|father|sister|brother)\b/i.test(n));
    free.sort((a, b) => b[1] - a[1]);
    if (free[0]) add('', free[0][0], 'spouse');
  }
  // "We were seven from Ibb. Abdullah went to Sheffield ...", "Six of us, counting me. Harbhajan, the eldest, died ...":
  // the family counted, then the ones named after it with no other tie are the storyteller's brothers and sisters
  // (GUIDELINES: the "six of us ... then me" list of siblings); "sibling", the sex not being said
  const counted = familyCount(tokens);
  if (counted >= 0) {
    const sentence = tokens[counted]!.sentence;
    for (const s of personSpans) {
      const name = canon.get(s)!;
      const first = tokens[s.start]!;
      if (s.start <= counted || first.sentence > sentence + 3 || s.titled || KIN[first.lower] || KIN[fold(first.lower)] || explicit.has(name) || rels.some((r) => r.to === name)) continue;
      add('', name, 'sibling', false);
    }
  }
  // "my grandad Albert ... Grandad": the kin word used as a name is the relative already named
  for (const m of mentions) {
    const relation = KIN[m.name.toLowerCase()];
    if (!relation) continue;
    const named = [...rels, ...known.relations].find((r) => r.from === '' && r.relation === relation && !KIN[r.to.toLowerCase()] && !/^(?:my|our)\b/i.test(r.to));
    if (named) m.name = named.to;
  }
  // capitalised kin words and kin titles imply their relation when nothing more specific was said
  const stillNamed = new Set(mentions.map((m) => m.name));
  for (const s of personSpans) {
    const name = canon.get(s)!;
    if (!stillNamed.has(name)) continue;
    const implied = impliedKin(s, tokens);
    if (implied && !rels.some((r) => r.to === name)) add('', name, implied, false);
  }
  // earlier turns: a relation said once holds for the conversation
  const mentioned = new Set(mentions.map((m) => m.name));
  for (const r of known.relations) {
    if ((mentioned.has(r.to) || (r.from && mentioned.has(r.from) && mentioned.has(r.to))) && !rels.some((x) => x.to === r.to && x.from === r.from)) add(r.from, r.to, r.relation, false);
  }

  // "my father" is a person unless the father is already named
  const kinPeople: string[] = [];
  for (const k of kinOnly) {
    if (k.owner) {
      const owner = k.owner;
      const from = rels.find((r) => r.from === '' && r.relation === owner.relation)?.to ?? owner.text;
      add(from, k.text, k.relation);
      mentions.push({ name: k.text, index: k.index });
      continue;
    }
    const named = rels.find((r) => r.from === '' && r.relation === k.relation) ?? known.relations.find((r) => r.from === '' && r.relation === k.relation);
    if (named) {
      mentions.push({ name: named.to, index: k.index });
      if (!rels.includes(named)) add(named.from, named.to, named.relation, false);
      continue;
    }
    const same = kinPeople.find((p) => kinOf(p.split(' ').pop()!)?.relation === k.relation);
    const name = same ?? k.text;
    if (!same) {
      kinPeople.push(name);
      add('', name, k.relation);
    }
    mentions.push({ name, index: k.index });
  }
  // "my mother's brother Ramesh": the owner is whoever "my mother" turned out to be
  for (const r of rels) {
    if (!r.from.startsWith(KIN_OWNER)) continue;
    const relation = r.from.slice(KIN_OWNER.length);
    const who = rels.find((x) => x.from === '' && x.relation === relation);
    r.from = who?.to ?? kinPeople.find((p) => kinOf(p.split(' ').pop()!)?.relation === relation) ?? r.from;
  }
  mentions.sort((a, b) => a.index - b.index);
  const people: string[] = [];
  for (const m of mentions) if (!people.includes(m.name)) people.push(m.name);
  const relationships = rels.filter((r) => !r.from.startsWith(KIN_OWNER) && people.includes(r.to) && (r.from === '' || people.includes(r.from) || known.names.includes(r.from)));
  return { people, relationships, mentions };
}
