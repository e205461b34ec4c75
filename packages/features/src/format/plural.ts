/** Plural forms as SPEC writes them: '1 message', '2 messages', '1 memory', '3 memories'. */
const forms = {
  message: ['message', 'messages'],
  memory: ['memory', 'memories'],
  conversation: ['conversation', 'conversations'],
  story: ['Story', 'Stories'],
  item: ['Item', 'Items'],
  person: ['person', 'people'],
  hour: ['hour', 'hours'],
  day: ['day', 'days'],
  recording: ['recording', 'recordings'],
} as const;

export type Countable = keyof typeof forms;

/** `count(3, 'memory')` → '3 memories'. */
export function count(n: number, noun: Countable): string {
  const [one, many] = forms[noun];
  return `${n} ${n === 1 ? one : many}`;
}
