/** Open questions in the manner of an oral historian: one at a time, no feelings put in the storyteller's mouth. */

export const PERSON_QUESTIONS = [
  (p: string) => `What was ${p} like?`,
  (p: string) => `What do you remember most about ${p}?`,
  (p: string) => `How did ${p} come into your life?`,
  (p: string) => `What did ${p} do in those days?`,
  (p: string) => `What is a story about ${p} you would like the family to know?`,
];

export const PLACE_QUESTIONS = [
  (p: string) => `What was ${p} like back then?`,
  (p: string) => `When you picture ${p}, what do you see?`,
  (p: string) => `How did you come to be in ${p}?`,
  (p: string) => `What was an ordinary day in ${p} like?`,
];

export const TIME_QUESTIONS = [
  (d: string) => `What else was going on in your life around ${d}?`,
  (d: string) => `Who was around you at that time, ${d}?`,
  (d: string) => `What do you remember about the world around you in ${d}?`,
];

export const NEXT_QUESTIONS = ['What happened next?', 'And then what happened?', 'How did it all turn out in the end?', 'What happened after that?'];

/** Chapters of a life, for when a thread is exhausted. */
export const CHAPTERS = [
  { topic: 'childhood', question: 'Where did you grow up, and what was the house like?' },
  { topic: 'parents', question: 'What were your parents like when you were small?' },
  { topic: 'school', question: 'What do you remember about your school days?' },
  { topic: 'friends', question: 'Who were your closest friends when you were young?' },
  { topic: 'first job', question: 'What was your very first job?' },
  { topic: 'work', question: 'What work did you do for most of your life?' },
  { topic: 'love', question: 'How did you meet the person you married, or the great love of your life?' },
  { topic: 'wedding', question: 'What do you remember about your wedding day?' },
  { topic: 'children', question: 'What was it like when your first child arrived?' },
  { topic: 'home', question: 'Which home of yours do you think of most, and where was it?' },
  { topic: 'food', question: 'What dishes do you remember from your family table?' },
  { topic: 'traditions', question: 'Which holidays or traditions did your family keep?' },
  { topic: 'faith', question: 'What part did faith or your community play in your life?' },
  { topic: 'travel', question: 'What journey in your life stands out for you?' },
  { topic: 'hard times', question: 'Is there a difficult time in your life you would be willing to tell me about?' },
  { topic: 'proud', question: 'What are you proudest of in your life?' },
  { topic: 'history', question: 'Which big events in the world do you remember living through?' },
  { topic: 'grandparents', question: 'What do you know about your grandparents?' },
  { topic: 'hobbies', question: 'What did you love doing in your spare time?' },
  { topic: 'advice', question: 'What would you like your grandchildren to know about life?' },
  { topic: 'neighbours', question: 'Who were your neighbours, and what was the street like?' },
  { topic: 'music', question: 'What music or dances do you remember from your youth?' },
];


export const NOT_REMEMBER = /\b(?:(?:don'?t|do not|can'?t|cannot|can not) (?:really )?(?:remember|recall)|(?:i )?forget|long time ago|no idea|not sure|my memory)\b/i;
export const DECLINE = /\b(?:(?:don'?t|do not|rather not|prefer not to|won'?t) (?:want to )?(?:talk|speak|go into|discuss)|let'?s not|i'?d rather not|rather not say|leave (?:it|that)|not talk about|change the subject|next question|skip (?:that|this))\b/i;
export const THREAD_DONE = /^(?:no|nope|nothing|not really|that'?s (?:it|all|about it)|i don'?t know|yes|yeah|ok(?:ay)?|mm+|hmm+|well)[.!,\s]*$/i;
