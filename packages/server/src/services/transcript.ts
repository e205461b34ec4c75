/** What a transcript is made of: the conversation, its storyteller and its turns, oldest first. */
export interface TranscriptSource {
  storyteller: string;
  title: string | null;
  /** ISO 8601. */
  createdAt: string;
  messages: { role: 'user' | 'assistant'; content: string; createdAt: string; complete: boolean; awaitingTranscript?: boolean }[];
  /** IANA time zone the times are written in. */
  timeZone: string;
}

export const voiceMemoryNotTranscribed = '[voice memory, not transcribed yet]';

// One formatter per time zone and kind, kept: each is a native ICU object of tens of KB that the
// garbage collector frees late, so one per line let an export of 10,000 messages grow by 250 MB.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (kind: 'date' | 'time', timeZone: string) => {
  const key = `${kind}|${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      'en-GB',
      kind === 'date' ? { timeZone, day: 'numeric', month: 'long', year: 'numeric' } : { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    );
    formatters.set(key, format);
  }
  return format;
};
const dateIn = (iso: string, timeZone: string) => formatter('date', timeZone).format(new Date(iso));
const timeIn = (iso: string, timeZone: string) => formatter('time', timeZone).format(new Date(iso));

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
      // A voice memory whose words nobody has typed yet (issue #17): its recording is kept.
      const words = m.awaitingTranscript && !m.content.trim() ? voiceMemoryNotTranscribed : m.content.trim();
      return `[${timeIn(m.createdAt, timeZone)}] ${speaker}: ${words}${cut}`;
    });
  return `${header.join('\n')}\n\n${turns.join('\n\n')}\n`;
}

/** A title as part of a download's file name: ASCII letters, digits and dashes; empty when nothing is left. */
export function fileSlug(title: string | null): string {
  return (title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** A download's file name: ASCII letters, digits and dashes, from the title and the date. */
export function transcriptFileName(title: string | null, createdAt: string): string {
  return `kinstory-${fileSlug(title) || 'conversation'}-${createdAt.slice(0, 10)}.txt`;
}
