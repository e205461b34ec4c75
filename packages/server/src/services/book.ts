import { bookRequestSchema, type BookOptions, type BookPlan, type BookStory, type Story } from '@kinstory/contract';
import { bookOrder } from '../book/order.ts';
import type { Book, BookChapter } from '../book/types.ts';
import { paragraphsOf, pullQuote, sourceMessagesOf, withoutFiller } from '../book/words.ts';
import { HttpError } from '../http.ts';
import type { KeepsakeRepository } from '../storage/repositories/keepsakes.ts';
import type { StoryReader } from '../storage/repositories/storyVisibility.ts';
import type { StoryRow } from '../storage/schema.ts';

/** Shown for a perspective's author who never gave a name. */
const unnamed = 'A family member';

export const bookTexts = {
  defaultTitle: (storyteller: string) => `The Stories of ${storyteller}`,
  unknownStory: (id: string) => `Story ${id} cannot go in the book: there is no such story you may see`,
} as const;

/** The book's settings when nobody chose any (the export's book.pdf). */
export const defaultBookOptions: BookOptions = bookRequestSchema.parse({});

/**
 * The book as the reader may see the archive (issue #16): its plan, for the preview, and what the
 * PDF is made from. Drafts and private stories go in only when chosen, and only where the reader
 * may see them (the repository leaves out what they may not); by default every confirmed story.
 */
export async function planBook(keepsakes: KeepsakeRepository, archiveId: string, reader: StoryReader, options: BookOptions, now = new Date()) {
  const { archive, members, conversations, stories } = await keepsakes.archiveFor(archiveId, reader);
  const storyteller = archive?.subject_name?.trim() || members.find((m) => m.role === 'storyteller')?.user_name?.trim() || 'The Storyteller';
  const began = new Map(conversations.map((c) => [c.id, c.created_at]));
  const life = { subjectAge: archive?.subject_age ?? null, now };
  const placed = bookOrder(
    stories.map((row) => {
      const narrative = JSON.parse(row.narrative) as Story['narrative'];
      const toldAt = (row.conversation_id && began.get(row.conversation_id)) || row.created_at;
      return { row, narrative, id: row.id, when: narrative.dateContext ?? '', theme: row.theme, toldAt };
    }),
    options.order,
    life,
  );
  let chosen: typeof placed;
  if (options.storyIds) {
    const seen = new Set(placed.map((s) => String(s.id)));
    const unknown = options.storyIds.find((id) => !seen.has(id));
    if (unknown !== undefined) throw new HttpError(400, bookTexts.unknownStory(unknown));
    const wanted = new Set(options.storyIds);
    chosen = placed.filter((s) => wanted.has(String(s.id)));
  } else {
    chosen = placed.filter((s) => s.row.status === 'confirmed');
  }
  const asBookStory = ({ row, narrative }: (typeof placed)[number]): BookStory => ({
    storyId: String(row.id),
    title: row.title,
    theme: row.theme,
    whenWhere: [narrative.dateContext, narrative.place].map((part) => part?.trim()).filter(Boolean).join(' · '),
    status: row.status,
    private: row.private === 1,
  });
  const plan: BookPlan = {
    title: options.title ?? bookTexts.defaultTitle(storyteller),
    storyteller,
    dedication: options.dedication,
    order: options.order,
    largePrint: options.largePrint,
    chapters: chosen.map(asBookStory),
    available: placed.map(asBookStory),
  };
  return { plan, chosen: chosen.map((s) => ({ row: s.row, narrative: s.narrative, story: asBookStory(s) })) };
}

/** The book's chapters: each story in the storyteller's own words, with its people and perspectives. */
export async function bookOf(keepsakes: KeepsakeRepository, { plan, chosen }: Awaited<ReturnType<typeof planBook>>, madeOn = new Date()): Promise<Book> {
  const rows: StoryRow[] = chosen.map((c) => c.row);
  const { messages, boundaries, perspectives } = await keepsakes.bookSources(rows);
  const spoken = messages.map((m) => ({ id: m.id, conversationId: m.conversation_id, content: m.content }));
  const chapters = chosen.map(({ row, narrative, story }): BookChapter => {
    const sources = sourceMessagesOf(
      { conversationId: row.conversation_id, sourceMessageId: row.source_message_id },
      boundaries.filter((b) => b.conversation_id === row.conversation_id).map((b) => b.source_message_id!),
      spoken,
    );
    const said = sources.length ? sources.flatMap((m) => paragraphsOf(withoutFiller(m.content))) : paragraphsOf(row.content);
    const paragraphs = said.length ? said : paragraphsOf(row.summary);
    const people = [...new Set([...(JSON.parse(row.people) as string[]), ...(narrative.people ?? [])].map((p) => p.trim()).filter(Boolean))];
    const place = narrative.place?.trim() ?? '';
    return {
      id: story.storyId,
      title: story.title,
      theme: story.theme,
      whenWhere: story.whenWhere,
      status: story.status,
      private: story.private,
      paragraphs,
      pullQuote: pullQuote(paragraphs, [...people, place]),
      people,
      place,
      perspectives: perspectives.filter((p) => p.story_id === row.id).map((p) => ({ author: p.user_name?.trim() || unnamed, text: p.text })),
    };
  });
  return { title: plan.title, storyteller: plan.storyteller, dedication: plan.dedication, order: plan.order, largePrint: plan.largePrint, chapters, madeOn };
}

/**
 * The book as a PDF, for the route and for the export's book.pdf: `options` as the book page sends
 * them (defaults: every confirmed story the reader may see, in the life's chronology).
 */
export async function bookPdf(
  keepsakes: KeepsakeRepository,
  archiveId: string,
  reader: StoryReader,
  options: BookOptions = defaultBookOptions,
  now = new Date(),
): Promise<{ title: string; pdf: Buffer }> {
  const planned = await planBook(keepsakes, archiveId, reader, options, now);
  // The PDF renderer (@react-pdf/renderer and the book's pages) loads with the first book, not with
  // the server: loaded at start it was two seconds of every start (with mailparser, also on first use).
  const { renderBook } = await import('../book/render.tsx');
  const pdf = await renderBook(await bookOf(keepsakes, planned, now));
  return { title: planned.plan.title, pdf };
}
