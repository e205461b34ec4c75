import { delay, http, HttpResponse } from 'msw';
import { bookRequestSchema, keepsakeTexts, storyThemes, type BookPlan, type BookStory, type Story } from '@kinstory/contract';
import * as f from '../fixtures/index.ts';

const never = async () => {
  await delay('infinite');
  return new HttpResponse(null);
};
const serverError = () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 });

const bookStory = (story: Story): BookStory => ({
  storyId: story.id,
  title: story.title,
  theme: story.theme,
  whenWhere: [story.narrative.dateContext, story.narrative.place].filter(Boolean).join(' · '),
  status: story.status,
  private: story.private,
});

const yearOf = (story: BookStory) => Number(/\b(1[89]\d\d|20\d\d)\b/.exec(story.whenWhere)?.[1] ?? Infinity);
const themeRank = (story: BookStory) => (storyThemes as readonly string[]).indexOf(story.theme);

/** The plan as the server would make it, ordered more simply (by the year in its "when"; undated last). */
function bookPlan(stories: Story[], body: unknown): BookPlan | null {
  const parsed = bookRequestSchema.safeParse(body);
  if (!parsed.success) return null;
  const options = parsed.data;
  const available = stories.filter((s) => s.status !== 'discarded').map(bookStory);
  const chosen = options.storyIds ? available.filter((s) => options.storyIds!.includes(s.storyId)) : available.filter((s) => s.status === 'confirmed');
  const chapters = [...chosen].sort((a, b) => (options.order === 'theme' ? themeRank(a) - themeRank(b) : 0) || yearOf(a) - yearOf(b));
  return {
    title: options.title ?? `The Stories of ${f.bookStoryteller}`,
    storyteller: f.bookStoryteller,
    dedication: options.dedication,
    order: options.order,
    largePrint: options.largePrint,
    chapters,
    available,
  };
}

const planOf = (stories: Story[]) =>
  http.post('*/api/archive/book/plan', async ({ request }) => {
    const plan = bookPlan(stories, await request.json().catch(() => null));
    return plan ? HttpResponse.json(plan) : HttpResponse.json({ error: 'Invalid book options' }, { status: 400 });
  });

/** POST /api/archive/book/plan: computed from the fixtures' stories on each call. */
export const bookPlanHandlers = {
  default: planOf(f.bookArchiveStories),
  empty: planOf([]),
  draftsOnly: planOf(f.bookDraftStories),
  loading: http.post('*/api/archive/book/plan', never),
  error: http.post('*/api/archive/book/plan', serverError),
};

const attachment = (body: Uint8Array<ArrayBuffer> | string, type: string, fileName: string) =>
  new HttpResponse(body, { headers: { 'content-type': type, 'content-disposition': `attachment; filename="${fileName}"` } });

/** POST /api/archive/book.pdf */
export const bookPdfHandlers = {
  default: http.post('*/api/archive/book.pdf', () => attachment(f.bookPdf, 'application/pdf', 'the-stories-of-edna.pdf')),
  loading: http.post('*/api/archive/book.pdf', never),
  error: http.post('*/api/archive/book.pdf', serverError),
};

const MB = 1024 * 1024;

/**
 * The export streamed in 256 KB chunks, one every `everyMs`; with `stopAt` it stops sending there
 * and never ends (a download caught mid-way). `withLength: false` leaves out Content-Length.
 */
function streamedExport({ everyMs, stopAt, withLength = true }: { everyMs: number; stopAt?: number; withLength?: boolean }) {
  return http.get('*/api/archive/export', () => {
    const zip = f.exportZip(3 * MB);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (stopAt !== undefined && sent >= stopAt) return delay('infinite');
        await delay(everyMs);
        const chunk = zip.subarray(sent, sent + MB / 4);
        sent += chunk.length;
        controller.enqueue(chunk);
        if (sent >= zip.length) controller.close();
      },
    });
    return new HttpResponse(stream, {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': 'attachment; filename="kinstory-edna-2026-11-25.zip"',
        ...(withLength ? { 'content-length': String(zip.length) } : {}),
      },
    });
  });
}

/** GET /api/archive/export */
export const exportHandlers = {
  default: http.get('*/api/archive/export', () => attachment(f.exportZip(), 'application/zip', 'kinstory-edna-2026-11-25.zip')),
  /** Slowly, to the end. */
  slow: streamedExport({ everyMs: 120 }),
  /** 1.5 MB of about 3 MB arrive, then nothing more. */
  midway: streamedExport({ everyMs: 10, stopAt: 1.5 * MB }),
  /** As midway, with no Content-Length. */
  midwayUnknownSize: streamedExport({ everyMs: 10, stopAt: 1.5 * MB, withLength: false }),
  error: http.get('*/api/archive/export', serverError),
};

/** GET /api/archive/family.ged */
export const familyTreeHandlers = {
  default: http.get('*/api/archive/family.ged', () => attachment(f.familyGed, 'text/plain; charset=utf-8', 'kinstory-family-2026-11-25.ged')),
  error: http.get('*/api/archive/family.ged', serverError),
};

/** POST /api/archive/import */
export const importHandlers = {
  default: http.post('*/api/archive/import', () => HttpResponse.json(f.archiveImported, { status: 201 })),
  loading: http.post('*/api/archive/import', never),
  notEmpty: http.post('*/api/archive/import', () => HttpResponse.json({ error: keepsakeTexts.importNotEmpty }, { status: 409 })),
  notOurs: http.post('*/api/archive/import', () => HttpResponse.json({ error: keepsakeTexts.importNotOurs }, { status: 400 })),
  tooLarge: http.post('*/api/archive/import', () => HttpResponse.json({ error: keepsakeTexts.importTooLarge }, { status: 413 })),
};

/** The keepsakes' default answers (issue #16). */
export const keepsakesHandlers = [bookPlanHandlers.default, bookPdfHandlers.default, exportHandlers.default, familyTreeHandlers.default, importHandlers.default];
