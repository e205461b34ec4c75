/**
 * Open questions in the manner of an oral historian: one at a time, never a yes/no, no feelings put in the
 * storyteller's mouth. Each names what it asks about, so the storyteller knows what is meant.
 */

/** About the central event ("your father dug a tunnel to the barn"): its feel, its senses, who was there. */
export const EVENT_QUESTIONS = {
  like: (c: string) => `What was it like when ${c}?`,
  senses: (c: string) => `What do you remember seeing and hearing when ${c}?`,
  feelings: (c: string) => `How did you feel when ${c}?`,
  others: (c: string) => `Who else was there when ${c}?`,
  stays: (c: string) => `What stays with you most from the time ${c}?`,
};
export type EventQuestion = keyof typeof EVENT_QUESTIONS;

/** When the storyteller tells of their own birth, which nobody remembers: what they were told, and their first memories. */
export const BORN_QUESTIONS = (place?: string) => [
  place ? `What are your earliest memories of ${place}?` : 'What are your earliest memories?',
  'What were you told about the day you were born?',
  'Who was in your family when you were small?',
];

/** "What happened next", naming the event it follows. */
export const AFTER_EVENT = [(c: string) => `What happened after ${c}?`, (c: string) => `What came next, after ${c}?`];

/** When the storyteller goes on with an episode without a new event in it. */
export const NEXT_QUESTIONS = ['What happened next?', 'And then what happened?', 'What happened after that?', 'How did it all turn out in the end?'];

export const PERSON_QUESTIONS = [
  (p: string) => `What was ${p} like?`,
  (p: string) => `What do you remember most about ${p}?`,
  (p: string) => `What did ${p} do in those days?`,
  (p: string) => `What is a story about ${p} you would like the family to know?`,
];

export const PLACE_QUESTIONS = [
  (p: string) => `When you picture ${p}, what do you see?`,
  (p: string) => `What was an ordinary day in ${p} like?`,
  (p: string) => `How did you come to be in ${p}?`,
];

/** A time told as a clause ("you were six"), not a date: "the time you were six". */
const clause = (d: string) => /^(?:you|we|he|she|they)\s/i.test(d);

export const TIME_QUESTIONS = [
  (d: string) => `What else was going on in your life around ${clause(d) ? `the time ${d}` : d}?`,
  (d: string) => (clause(d) ? `Who was around you at the time ${d}?` : `Who was around you at that time, ${d}?`),
];

/**
 * Chapters of a life, for when a thread is exhausted. `told` is what, said by the storyteller, already
 * answers the chapter's question: it is then not asked.
 */
export const CHAPTERS: { topic: string; question: string; told?: RegExp }[] = [
  { topic: 'childhood', question: 'Where did you grow up?', told: /\b(?:grew up|was born|were born|raised (?:in|on|near|by))\b/i },
  { topic: 'home', question: 'What was the house you grew up in like?', told: /\b(?:our|the|my) (?:house|home|cottage|flat|farmhouse) (?:was|had)\b/i },
  { topic: 'parents', question: 'What were your parents like when you were small?', told: /\b(?:my|our) (?:parents|mother and father|mum and dad|mam and dad) (?:were|was)\b/i },
  { topic: 'school', question: 'What do you remember about your school days?', told: /\b(?:at school|my school|the school|schoolteacher|teacher)\b/i },
  { topic: 'friends', question: 'Who were your closest friends when you were young?', told: /\b(?:best friend|closest friend)\b/i },
  { topic: 'your first job', question: 'What was your very first job?', told: /\b(?:first job|started work|began work|went to work|started at the)\b/i },
  { topic: 'work', question: 'What work did you do for most of your life?', told: /\b(?:work(?:ed)? (?:as|at|in|for)|my (?:job|trade|work) (?:was|as)|I was an? [a-z-]+ for (?:\w+ )?(?:years|decades)|I was an? (?:teacher|nurse|doctor|miner|farmer|tailor|cook|driver|clerk|secretary|typist|soldier|sailor|midwife|seamstress|dressmaker|shopkeeper|engineer|mechanic|builder|carpenter|porter|baker|butcher|fisherman|policeman|postman|postwoman|labourer|housekeeper|cleaner|machinist|weaver|bus conductor|conductor|accountant|bookkeeper|pharmacist|priest|vicar|pastor|imam)\b)/i },
  { topic: 'love', question: 'How did you meet the person you married?', told: /\b(?:met (?:my|your) (?:husband|wife)|when I met|we met|married|wedding)\b/i },
  // ("I never married", "we never had children": a chapter the life did not have is not asked about either)
  { topic: 'your wedding', question: 'What do you remember about your wedding day?', told: /\b(?:wedding|got married|were married|never married|(?:never|didn'?t|did not) (?:get )?marry)\b/i },
  { topic: 'your children', question: 'What was it like when your first child arrived?', told: /\bfirst (?:child|baby|son|daughter|born)\b|\b(?:no|never had(?: any)?|(?:don'?t|do not|didn'?t|did not) have(?: any)?|couldn'?t have(?: any)?) (?:children|kids|babies|family of (?:my|our) own)\b|\bchildless\b/i },
  { topic: 'the family table', question: 'What dishes do you remember from your family table?', told: /\b(?:cooked|baked|recipe|dish(?:es)?)\b/i },
  { topic: 'traditions', question: 'What holidays or traditions did your family keep?', told: /\b(?:christmas|easter|eid|diwali|passover|hanukkah|tết|tet|lunar new year|festival|tradition)\b/i },
  { topic: 'faith', question: 'What part did faith or your community play in your life?', told: /\b(?:church|chapel|mosque|temple|synagogue|pagoda|mass|prayers?|faith)\b/i },
  { topic: 'journeys', question: 'What journey in your life stands out for you?', told: /\b(?:sailed|emigrated|journey|voyage|flew to)\b/i },
  { topic: 'hard times', question: 'What helped you through the hardest times in your life?', told: /\b(?:hard times|the hardest|helped (?:me|us) through)\b/i },
  { topic: 'what you are proud of', question: 'What are you proudest of in your life?', told: /\bproud(?:est)?\b/i },
  { topic: 'history', question: 'Which big events in the world do you remember living through?', told: /\b(?:the war|the blitz|coronation|moon landing|independence|revolution)\b/i },
  { topic: 'your grandparents', question: 'What do you know about your grandparents?', told: /\bgrand(?:mother|father|ma|pa|parents)\b|\b(?:granny|nana|gran)\b/i },
  { topic: 'spare time', question: 'What did you love doing in your spare time?', told: /\b(?:hobby|hobbies|spare time|pastime)\b/i },
  { topic: 'life', question: 'What would you like your grandchildren to know about life?' },
  { topic: 'neighbours', question: 'Who were your neighbours when you were growing up?', told: /\bneighbou?rs?\b/i },
  { topic: 'music', question: 'What music or dances do you remember from your youth?', told: /\b(?:danc\w*|music|songs?)\b/i },
];

/** When every chapter has been asked: open invitations that ask for nothing in particular. */
export const OPEN_INVITATIONS = [
  'What would you like to talk about next?',
  'What is a memory you have not told anyone in a long time?',
  'Which day of your life would you most like to live again?',
  'Who has been the kindest person in your life?',
  'What is something about you that would surprise your family?',
  'What place do you still go back to in your mind?',
];

/**
 * The storyteller's memory fails them now: "I don't remember", "I forget the name", "I'm not sure", "my memory these
 * days". Not a story's "she never let him forget it", "I had no idea who he was", "you've no idea", "It was all a long
 * time ago, and most of it was good".
 */
export const NOT_REMEMBER = /^(?:(?:oh|well|um|erm|hmm),? )?i (?:don'?t|do not) (?:really )?know(?:,? really)?(?=\s*[.,!?]|\s*$)|\b(?:(?:i|we) (?:really |honestly |just )?(?:don'?t|do not|can'?t|cannot|can not) (?:really )?(?:remember|recall)|(?:don'?t|do not|can'?t|cannot) (?:really )?(?:remember|recall) (?:that|it|much|anything|the|when|where|who|what|how|now)\b|i (?:forget|(?:'ve|have) forgotten)\b(?! it\b)|(?:i'?ve|i have|i'?ve got) no idea|i'?m not (?:really |quite )?sure|i am not sure|my memory(?! of)|(?:such|so) a long time ago|so long ago)\b/i;
/** "ask me about the durian farm", "let's talk about my school": where the storyteller would rather go. */
export const REDIRECT = /\b(?:ask me about|(?:let'?s|let us|we can|can we) talk about|let me tell you about|(?:i'?d|i would) rather (?:talk|tell you) about)\s+(?!(?:that|it|this|those|him|her|them|something|anything|other)\b)([^.!?,;]{2,60}?)(?:\s+(?:instead|now|please))?\s*(?:[.!?,;]|$)/i;
export const DECLINE = /\b(?:(?:don'?t|do not|rather not|prefer not to|won'?t) (?:want to )?(?:talk|speak|go into|discuss)|let'?s not|i'?d rather not|rather not say|leave (?:it|that) (?:there|at that|for now|alone|be)\b|(?:let'?s|let us|can we|i'?d like to|i want to) leave (?:it|that)|not talk about|(?:don'?t|do not|never|won'?t) tell (?:it|that|this|that part)\b|(?:talk|ask me) about something (?:else|happier|nicer|more cheerful|lighter|different)|i (?:will not|won'?t) say (?:much|more|anything)|change the subject|next question|skip (?:that|this)|(?:let'?s|let us|can we|could we|i'?d like to|i want to|we can) move on)\b/i;
/** "I don't talk much about the war": a hedge before telling, not a refusal, when the telling follows. */
const HEDGE = /^(?:don'?t|do not) (?:talk|speak) (?:much|often|a lot|very much)\b/i;
/**
 * Whether the storyteller declines to tell (DECLINE), and has not gone on to tell it anyway: "I don't talk much about
 * the war. My father was taken by the Japanese in Singapore ..." tells, and is answered as a story.
 */
export function declines(message: string): boolean {
  const flags = DECLINE.flags.includes('g') ? DECLINE.flags : `${DECLINE.flags}g`;
  return [...message.matchAll(new RegExp(DECLINE.source, flags))].some((m) => {
    if (!HEDGE.test(message.slice(m.index))) return true;
    // (what follows the hedging sentence, in words)
    const rest = message.slice(m.index).replace(/^[^.!?]*[.!?]*/, '').trim();
    return rest.split(/\s+/).filter(Boolean).length < 12;
  });
}
/** The storyteller asks what to tell: anything is welcome. */
export const WHAT_TO_TELL = /^(?:so,? |well,? |ok(?:ay)?,? )?(?:what (?:else )?(?:do|would|should) (?:you|i) (?:want|like|wish)?\s*(?:me )?(?:to )?(?:know|say|tell(?: you)?)|what should i (?:say|tell you)|where (?:should|do|shall) i (?:start|begin)|where (?:do|would) you (?:want|like) me to (?:start|begin)|(?:honestly,? )?i (?:don't|do not) know where to (?:start|begin)|how (?:should|do|shall) i (?:start|begin))\b[^.!]*\??\s*$/i;
/** The storyteller asks why they are asked: the interviewer says why, and that the pace is theirs. */
export const WHY_ASK = /\bwhy (?:do|are|did) you (?:ask|asking|want to know|need to know)\b|\bwhy (?:so many|all these) questions\b/i;

/** The storyteller would like to stop for today: thanked, and asked only what to talk about next time. */
export const WANTS_TO_STOP = /\b(?:(?:that'?s|that is) (?:enough|all|it) for (?:today|now|tonight)|enough for (?:today|now|tonight)|i'?m (?:so |very |a bit |too |getting |feeling |a little |rather |quite )?(?:tired|worn out|exhausted)(?: now)?\b(?! of)|i am (?:so |very |a bit |too |getting |feeling |a little |rather |quite )?(?:tired|worn out|exhausted)(?! of)|(?:can|could|shall|let'?s) (?:we )?(?:stop|finish|leave it) (?:there|here|now|for (?:today|now))|(?:do|talk about|continue) (?:some )?more (?:another|next) time|call it a day|i need (?:to|a) rest|i (?:don'?t|do not) want to (?:do this|go on|carry on|continue|talk)(?: any ?more| now| today)?(?=[.!]*$))\b/i;
/**
 * Said when leaving, in a short message: "I have to go, the doctor is here", "bye for now", "someone's at the door".
 * (In a longer message such words are more often part of the story: "he said goodbye at the station".)
 */
export const GOING_NOW = /\b(?:i (?:have|need|must|'ve got|have got|got) (?:to )?(?:go|stop|leave)(?: now)?\b(?! to\b| back\b| out\b| and\b| through\b)|(?:gotta|got to) go\b|good ?bye|bye(?: for now| now)?[.!]*$|good ?night|see you (?:next time|soon|later|tomorrow|next week)|talk (?:to you )?(?:later|soon|tomorrow|next time)|(?:someone|somebody)(?:'s| is) at the door|the (?:doctor|nurse|carer|taxi|ambulance|bus)(?:'s| is) (?:here|coming)|my (?:dinner|tea|lunch)(?:'s| is) ready)/i;
/** The storyteller did not catch the question: "pardon?", "can you repeat the question", "I didn't hear you". */
export const REPEAT = /^(?:\?+|(?:sorry|pardon|what|eh|huh)(?: (?:dear|love))?[?!.]*|(?:sorry,? )?(?:pardon me|come again)[?!.]*)$|\b(?:repeat (?:the|that|your|it)(?: question)?|(?:ask|say) (?:that|it|the question) again|what (?:was|is) (?:the|your) question|what did you (?:ask|say)|(?:didn'?t|did not|couldn'?t|could not) (?:catch|hear) (?:that|you|the question|what you)|speak up|(?:speak|talk|say it|go) (?:more )?slow(?:ly|er)|slow down|too fast|(?:say|ask) (?:it )?once more)\b/i;
/** The storyteller has lost where they were: "I lost my train of thought", "where was I?". */
export const LOST_THREAD = /\b(?:lost (?:my|the) (?:train of thought|thread)|where was i\b|what was i (?:saying|talking about|on about)|(?:forgot|forgotten) what i was (?:saying|going to say|talking about)|(?:my )?mind(?:'s| has| went| has gone) (?:gone )?blank|i'?ve gone blank)/i;
/** The storyteller asks who, or what, is asking: "Are you a robot?", "Who am I talking to?". */
export const WHO_ARE_YOU = /\b(?:are you (?:a |an )?(?:robot|computer|machine|real(?: person)?|person|human|ai|program)|who (?:are|is) (?:you|this)\b|what(?:'s| is) your name|who am i (?:talking|speaking) (?:to|with)|is (?:this|that) (?:a |an )?(?:computer|robot|machine|real person|person))\b/i;
/** The storyteller did not follow the question: "I don't understand", "what do you mean?". */
export const NOT_UNDERSTOOD = /\b(?:(?:don'?t|do not|didn'?t|did not) (?:understand|follow|get)(?: (?:the question|what you mean|what you(?:'re| are) asking|you|that|it))?|what do you mean)\b/i;
/** The storyteller asks what they told before: "What did I tell you last time?". */
export const RECALL = /\b(?:what did i (?:tell|say to) you (?:last time|before|the other day|last week)|what (?:have|did) i (?:already )?(?:told|tell|said|say) (?:you )?(?:so far|before|already|last time)|(?:do|can) you remember what i (?:said|told you)|where did we (?:get to|leave off|stop)|what were we talking about)\b/i;
/** "Sorry, I'm rambling": nothing to be sorry for. */
export const RAMBLING = /\b(?:i'?m (?:rambling|going on|waffling|babbling)|i (?:do )?(?:ramble|go on|waffle)(?: a bit)?|(?:sorry|excuse me) (?:for|about) (?:the )?(?:rambling|going on|waffling)|i'?ve gone off the (?:subject|point))\b/i;
/** A pause: "Give me a minute", "hang on, the phone is ringing", "I need the toilet, hold on". */
export const PAUSE = /\b(?:give me a (?:minute|moment|second|sec)|(?:can|could|may) we (?:stop|pause|wait|break) (?:for )?(?:a|one) (?:minute|moment|second|sec)|(?:hang|hold) on\b|just a (?:minute|moment|second|sec)|one (?:minute|moment|second|sec)\b|(?:be )?(?:right )?back in a (?:minute|moment|second|sec|bit)|the (?:phone|doorbell|door|kettle)(?:'s| is) (?:ringing|going)|wait a (?:minute|moment|second|sec)|(?:have|need|got) to take my (?:tablets|pills|medicine|medication|insulin))/i;
/** Back from a pause: "ok I'm back", "sorry about that, where were we". */
export const BACK = /^(?:(?:ok(?:ay)?|right|sorry|so|well)[,.!]?\s+)*(?:i'?m back|i am back|back again|sorry about that|where were we)\b/i;
/** Someone with the storyteller says hello: "My husband is sitting with me, he says hello". */
export const HELLO_FROM = /\b((?:[Mm]y|[Oo]ur) [a-z-]+|\p{Lu}\p{Ll}+)\b[^.!?]{0,50}?\b(?:says|said|sends) (?:hello|hi|(?:his|her|their) love)\b/u;
/**
 * Brothers and sisters, children, grandchildren told as a group ("I had seven brothers and sisters", "I have eleven
 * grandchildren"): the group is what to ask about, said as it was told.
 */
export const KIN_GROUP = /\b(?:(?:i|we) (?:have|had|'ve got|have got)|there (?:were|are)) ((?:\w+(?:-\w+)? )?(?:brothers and sisters|sisters and brothers|brothers|sisters|siblings|children|kids|grandchildren|grandkids|great-grandchildren))\b/i;
/** The storyteller chooses what to tell: "I want to tell you about my first job instead", "Can I talk about my dad?". */
export const TELL_ABOUT = /^(?:(?:no|well|actually|oh|but),? )*(?:i(?: want| would like|['’]d like| wanted) to|(?:can|could|may) i|let me) (?:tell you|talk|tell|say something) about ([^.!?,]{2,60}?)[.!?]*$/i;
/** The storyteller puts something right: "no, it was my brother who dug it, not my father", "I told you wrong". */
export const CORRECTION = /^(?:(?:no|oh|sorry|actually|wait|well),? )*(?:it (?:was|is)(?:n'?t)? [^.?!]{1,40}?,? not |(?:no|sorry),? it was [^.?!]{1,40}?,? actually\b|i (?:think i |must have )?(?:told you|said (?:it|that)|got (?:it|that)) wrong|i made a mistake|i meant |that'?s not (?:right|quite right|what i said)|(?:let me|i (?:should|must)) correct|correction)/i;
/** The storyteller has told this already: "I already told you that", "you asked me that before" (not "what I just said"). */
export const ALREADY_TOLD = /(?<!\bwhat\s+)\b(?:i(?:'ve| have)? (?:already|just) (?:told you|said (?:that|so|it))|i(?:'ve| have) (?:already )?(?:told|said)(?: you)?(?: that| this)? (?:already|before)|you (?:already|just) asked|you asked (?:me )?(?:that|this) (?:already|before))\b/i;
/** The storyteller is unwell today: "I'm not feeling well", "a bad day with my hip". */
export const UNWELL = /\b(?:not feeling (?:very |too )?(?:well|good|great|myself)|feeling (?:poorly|unwell|ill|rough|under the weather)|i(?:'m| am) (?:feeling )?(?:poorly|unwell|ill|sick|in pain|not well|not so good)|(?:having )?a bad day)\b/i;
/** The memory hurts now: "it makes me cry to think of it", "I'm getting upset". */
export const UPSET = /\b(?:makes? me (?:cry|sad|upset|emotional|tearful)|i(?:['’]m| am) (?:(?:a bit|a little|getting|getting a bit|getting a little|so|very|quite|rather|all) )*(?:crying|upset|emotional|in tears|welling up|tearful|choked up|teary)|i feel (?:(?:a bit|a little|so|very|quite) )?(?:sad|upset|emotional|low|tearful|so sad)|(?:brings|bringing) it all back|(?:too )?(?:hard|painful) to (?:talk|think) about)\b/i;
/** "It's my birthday today." */
export const BIRTHDAY = /\b(?:it'?s|it is|today is|today'?s) my (?:\w+ )?birthday\b/i;
/** A greeting on its own: "hello", "good morning, dear", "Sat sri akal ji", "kia ora". */
/** The storyteller says who they are: "My name is Rosa", "my name's Harold Jenkins", "call me Bunny". */
export const INTRODUCES = /\b(?:[Mm]y name(?:['’]s| is)|[Cc]all me|[Ee]veryone calls me|[Pp]eople call me)\s+(\p{Lu}[\p{L}'’-]+)/u;
export const GREETING = /^(?:hello|hi|hiya|hey|good (?:morning|afternoon|evening|day)|morning|evening|g'?day|sat (?:sri|shri) akal|namaste|namaskar|salaam|salam|as-?salaa?mu? ?alaykum|shalom|hola|buenos d[ií]as|bonjour|ciao|kia ora|jambo|habari|ni ?hao|ol[aá]|dzie[nń] dobry|kalimera|merhaba|sawasdee|xin ch[aà]o|konnichiwa|annyeong(?:haseyo)?|mabuhay|kumusta)\b[\s,!.]*(?:(?:dear|love|there|again|to you|ji|beta|jee)[\s,!.]*)?$/i;
/** Who sees what is told, and whether it is kept: "Is this being recorded?", "Who will see this?". */
export const PRIVACY = /\b(?:is (?:this|it|that) (?:being )?(?:recorded|saved|kept|private)|are you (?:recording|saving|keeping)|who (?:will|can|gets to|is going to) (?:see|read|hear|listen to) (?:this|it|these|that|what i|my)|who (?:sees|reads|hears) (?:this|it|that)|will (?:anyone|anybody|everyone|my family|the family|other people) (?:see|read|hear))\b/i;
/** The storyteller wants something they said taken back: "Can you delete what I just said?", "don't put that in". */
export const TAKE_BACK = /\b(?:delete|erase|rub out|strike) (?:that|it|this|what i (?:just )?said)|take (?:that|it) (?:out|back)|(?:forget|ignore) (?:what|that) i (?:just )?said|(?:don'?t|do not) (?:put|write|keep|record) (?:that|it|this)(?: in| down)?\b/i;
/** The storyteller doubts anyone wants to hear it: "what does it matter now", "nobody wants to hear about that". */
export const DOUBTS_WORTH = /\b(?:what does it matter|who (?:would|will|could) (?:want to hear|care)|(?:nobody|no one|no-one) (?:wants|will want|would want|cares) (?:to hear|about)|(?:it'?s|that'?s|it is|that is|my life (?:is|was)) (?:not|nothing) (?:very )?(?:interesting|important|exciting)|(?:boring|dull) (?:old )?(?:stuff|story|stories|life))\b/i;
export const THREAD_DONE = /^(?:no|nope|nothing(?: (?:else|more))?(?: to (?:say|tell|add))?|not really|(?:that'?s|that is) (?:it|all|about it|all i (?:can )?(?:think of|remember|know))(?: really)?|i can'?t think of (?:anything|any more|anything else)|i don'?t know|yes|yeah|ok(?:ay)?|mm+|hmm+|well)[.!,\s]*$/i;
/** Feelings or senses the storyteller already gave: "what was it like" would ask again for them. */
export const FELT = /\b(?:scared|frightened|terrified|afraid|happy|sad|cried|laughed|proud|excited|awful|wonderful|lovely|cold|freezing|hot|dark|loud|quiet|smell\w*|beautiful|miserable|thrilled|ashamed|angry|furious)\b/i;
