/** What a transcript is made of: the conversation, its storyteller and its turns, oldest first. */
export interface TranscriptSource {
  storyteller: string;
  title: string | null;
  /** ISO 8601. */
  createdAt: string;
  messages: { role: 'user' | 'assistant'; content: string; createdAt: string; complete: boolean }[];
  /** IANA time zone the times are written in. */
  timeZone: string;
}

const dateIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
const timeIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/**
 * A conversation as plain text (issue #17, 'Download Transcript'): a header with the storyteller,
 * the title and the date, then each turn with its speaker and time. A reply cut off mid-way says
 * so; nothing is left out or rewritten.
 */
export function formatTranscript(source: TranscriptSource): string {
  const { storyteller, timeZone } = source;
  const header = [
    source.title?.trim() || 'Untitled conversation',
    `Storyteller: ${storyteller}`,
    `Date: ${dateIn(source.createdAt, timeZone)} (times in ${timeZone})`,
    'Recorded with Kinstory',
  ];
  const turns = source.messages
    .filter((m) => m.content.trim() || m.complete)
    .map((m) => {
      const speaker = m.role === 'user' ? storyteller : 'Interviewer';
      const cut = m.complete ? '' : ' [cut off]';
      return `[${timeIn(m.createdAt, timeZone)}] ${speaker}: ${m.content.trim()}${cut}`;
    });
  return `${header.join('\n')}\n\n${turns.join('\n\n')}\n`;
}

/** A download's file name: ASCII letters, digits and dashes, from the title and the date. */
export function transcriptFileName(title: string | null, createdAt: string): string {
  const slug = (title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `kinstory-${slug || 'conversation'}-${createdAt.slice(0, 10)}.txt`;
}
