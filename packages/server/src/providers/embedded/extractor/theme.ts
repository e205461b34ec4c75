/** Theme keyword lexicons: stems matched at word starts, weight 1 unless doubled by listing twice. */
export const THEME_CUES: Record<string, string[]> = {
  'childhood': ['child', 'kid', 'boy', 'girl', 'little', 'play', 'toy', 'fair', 'grow', 'growing up', 'young', 'i was six', 'i was seven', 'i was eight', 'i was nine', 'i was ten', 'when i was', 'lost', 'games', 'swing', 'sweet', 'candy', 'pond', 'ice', 'tree', 'hide', 'mischief', 'hiding', 'disappoint', 'movies'],
  'family': ['family', 'baby', 'born', 'birth', 'daughter', 'son', 'grandchild', 'grandson', 'granddaughter', 'cousins', 'relatives', 'people were', 'pregnan', 'hospital', 'brother', 'sister', 'grace', 'named after', 'christening', 'naming'],
  'love & marriage': ['married', 'marri', 'wedding', 'husband', 'wife', 'courted', 'dance', 'danc', 'kiss', 'love', 'boyfriend', 'girlfriend', 'engaged', 'proposed', 'romance', 'date', 'letters', 'chaperone', 'hand in marriage', 'my hand', 'suitor', 'sweetheart', 'honeymoon', 'partner'],
  'work & career': ['work', 'job', 'started at', 'foreman', 'boss', 'shift', 'factory', 'plant', 'steel', 'wage', 'money', 'paid', 'operator', 'switchboard', 'office', 'supervisor', 'career', 'engineer', 'apprentice', 'retire', 'hired', 'fired', 'union', 'crane', 'shovel', 'customers', 'shop', 'business', 'employ'],
  'war & service': ['war', 'army', 'navy', 'joined up', 'minesweeper', 'soldier', 'battle', 'bomb', 'shot', 'killed', 'landing', 'military', 'service', 'medals', 'regiment', 'enlist', 'draft', 'conscript', 'front', 'troops', 'command', 'messages', 'air raid', 'shelter', 'evacuat', 'uniform', 'ship', 'mine'],
  'migration & travel': ['boat', 'sailed', 'emigrat', 'immigra', 'came over', 'left', 'arrived', 'flew', 'ship', 'voyage', 'passport', 'visa', 'camp', 'refugee', 'sponsor', 'suitcase', 'new country', 'america', 'abroad', 'journey', 'train', 'crossing', 'landed', 'lights of', 'moved to', 'came to', 'rent', 'no irish'],
  'school & education': ['school', 'exam', 'teacher', 'college', 'university', 'class', 'lesson', 'study', 'studied', 'passed', 'results', 'certificate', 'qualified', 'headmaster', 'fees', 'degree', 'learn', 'graduat', 'homework', 'grades', 'ruler', 'medical college', 'hostel', 'scholarship'],
  'food & traditions': ['cook', 'recipe', 'bread', 'dish', 'dishes', 'eat', 'ate', 'meal', 'dinner', 'feast', 'christmas', 'tradition', 'old way', 'pierogi', 'cake', 'rice', 'chocolate', 'toast', 'bake', 'kitchen', 'sauce', 'leaves', 'pot', 'boiled', 'carp', 'sweet', 'festival', 'holiday', 'new year', 'custom', 'table', 'wine', 'herring'],
  'faith & community': ['church', 'temple', 'pray', 'prayer', 'god', 'rabbi', 'priest', 'reverend', 'bar mitzvah', 'bat mitzvah', 'mass', 'faith', 'congregation', 'chanting', 'altar', 'community', 'neighbours', 'neighbors', 'families', 'choir', 'sermon', 'pulpit', 'baptis', 'communion', 'mosque', 'gurdwara', 'synagogue', 'incense', 'monk', 'chùa', 'funeral', 'worship', 'blessing', 'sunday school'],
  'hardship & loss': ['died', 'death', 'dead', 'lost', 'buried', 'funeral', 'polio', 'ill', 'sick', 'hospital', 'poor', 'poverty', 'nothing', 'depression', 'bank took', 'hunger', 'hungry', 'grief', 'passed away', 'cried', 'isolation', 'cemetery', 'struggle', 'evicted', 'debt', 'cancer', 'accident', 'fire'],
  'achievements': ['proud', 'first woman', 'first man', 'won', 'award', 'prize', 'marathon', 'finished', 'medal', 'built', 'achiev', 'promotion', 'promoted', 'project', 'success', 'record', 'champion', 'built that', 'my own hands', 'founded', 'started my own', 'published'],
  'everyday life': ['television', 'car', 'radio', 'washing', 'ironing', 'garden', 'shed', 'house', 'roof', 'aerial', 'mondays', 'sunday', 'every day', 'routine', 'shopping', 'neighbour', 'street', 'front room', 'watch', 'bath', 'crossword', 'hobby', 'phone'],
};

function countCue(text: string, cue: string): number {
  let n = 0;
  let at = text.indexOf(cue);
  while (at !== -1) {
    if (at === 0 || !/\p{L}/u.test(text[at - 1]!)) n++;
    at = text.indexOf(cue, at + cue.length);
  }
  return n;
}

/** The theme with the most cue hits; ties go to the earlier (more specific) theme in the list. */
export function detectTheme(text: string): string {
  const lower = ` ${text.toLowerCase()} `;
  let best = 'everyday life';
  let bestScore = 0;
  for (const [theme, cues] of Object.entries(THEME_CUES)) {
    let score = 0;
    for (const cue of cues) score += Math.min(countCue(lower, cue), 3) * (cue.includes(' ') ? 2 : 1);
    if (score > bestScore) {
      best = theme;
      bestScore = score;
    }
  }
  return best;
}
