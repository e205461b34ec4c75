import storybookPreview from '../storybook/preview.ts';
import { expect, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { BookRequest } from '@kinstory/contract';
import { bookPdfHandlers, bookPlanHandlers, fixtures } from '@kinstory/mocks';
import { captureDownloads, type SavedFile } from '../storybook/downloads.ts';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { MakeBook } from './MakeBook.tsx';

const meta = storybookPreview.meta({
  title: 'Keepsakes/MakeBook',
  component: MakeBook,
  ...featureStory,
  args: { previewDelayMs: 50 },
});

type Canvas = ReturnType<typeof within>;
const contents = (canvas: Canvas) => within(canvas.getByRole('list', { name: 'Contents' }));
const chapterTitles = (canvas: Canvas) => contents(canvas).getAllByRole('listitem').map((li) => li.querySelector('span')?.textContent);
const preview = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Preview' }));
const savedFiles: SavedFile[] = [];
const bookRequests: BookRequest[] = [];

/** The confirmed stories are chosen, drafts and private ones marked; the preview follows every option. */
export const Ready = meta.story({
  play: async ({ canvas, userEvent }) => {
    const whatGoesIn = within(await canvas.findByRole('group', { name: 'What goes in' }));
    await expect(whatGoesIn.getByRole('checkbox', { name: /^Marrying Harold/ })).toBeChecked();
    await expect(whatGoesIn.getByRole('checkbox', { name: /^Snowed in/ })).toBeChecked();
    const letter = whatGoesIn.getByRole('checkbox', { name: /^The letter from Ōsaka/ });
    await expect(letter).toBeChecked();
    await expect(letter.closest('label')).toHaveTextContent('Private');
    const mill = whatGoesIn.getByRole('checkbox', { name: /^First day at the mill/ });
    await expect(mill).not.toBeChecked();
    await expect(mill.closest('label')).toHaveTextContent('Draft');
    await expect(canvas.getByRole('radio', { name: /^Chronology/ })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'The book’s title' })).toHaveValue('The Stories of Edna');
    await expect(preview(canvas).getByText('The Stories of Edna')).toBeVisible();
    await expect(chapterTitles(canvas)).toEqual(['Snowed in, the winter of 1947', 'The letter from Ōsaka', 'Marrying Harold at St Anne’s']);
    await expect(contents(canvas).getByText('the winter of 1947 · Leeds')).toBeVisible();

    // A draft ticked goes in, marked; the order by theme groups the chapters.
    await userEvent.click(mill);
    await waitFor(() => expect(chapterTitles(canvas)).toContain('First day at the mill'));
    await expect(contents(canvas).getByText('First day at the mill').closest('li')).toHaveTextContent('Draft');
    await userEvent.click(canvas.getByRole('radio', { name: /^By theme/ }));
    await waitFor(() =>
      expect(chapterTitles(canvas)).toEqual(['Snowed in, the winter of 1947', 'The letter from Ōsaka', 'Marrying Harold at St Anne’s', 'First day at the mill']),
    );
    await userEvent.click(whatGoesIn.getByRole('checkbox', { name: /^Snowed in/ }));
    await waitFor(() => expect(chapterTitles(canvas)).not.toContain('Snowed in, the winter of 1947'));

    // Title, dedication and large print reach the preview.
    const title = canvas.getByRole('textbox', { name: 'The book’s title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Mum’s Book');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Dedication' }), 'For Alfie, who was there.');
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Large print/ }));
    // the preview follows after a short delay, and may show the dedication before the large print under a slow machine
    await waitFor(() => expect(preview(canvas).getByText('Large print')).toBeVisible());
    await expect(preview(canvas).getByText('For Alfie, who was there.')).toBeVisible();
    await expect(preview(canvas).getByText('Mum’s Book')).toBeVisible();
  },
});

/** Nothing recorded yet: a plain word and the way to start. */
export const EmptyArchive = meta.story({
  beforeEach: ({ msw }) => msw.use(bookPlanHandlers.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^No stories yet\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start a conversation' })).toHaveAttribute('href', '/chat');
    await expect(canvas.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  },
});

/** Only drafts: none is chosen at first, and the page says why. */
export const DraftsOnly = meta.story({
  beforeEach: ({ msw }) => msw.use(bookPlanHandlers.draftsOnly),
  play: async ({ canvas, userEvent }) => {
    const group = await canvas.findByRole('group', { name: 'What goes in' });
    await expect(group).toHaveAccessibleDescription(/Only confirmed stories are chosen at first/);
    for (const box of within(group).getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    await expect(canvas.getByText('No stories chosen yet. Tick the stories you want in the book.')).toBeVisible();
    const download = canvas.getByRole('button', { name: 'Download PDF' });
    await expect(download).toBeDisabled();
    await expect(download).toHaveAccessibleDescription('Choose at least one story for the book.');
    await userEvent.click(within(group).getByRole('checkbox', { name: /^Lost at the Hampstead Heath fair/ }));
    await waitFor(() => expect(chapterTitles(canvas)).toEqual(['Lost at the Hampstead Heath fair']));
    await expect(download).toBeEnabled();
  },
});

/** The PDF is being made: the button says so and stays busy. */
export const Generating = meta.story({
  beforeEach: ({ msw }) => msw.use(bookPdfHandlers.loading),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download PDF' }));
    const busy = await canvas.findByRole('button', { name: 'Making your book…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
  },
});

/** Download PDF sends the options as chosen, and saves the file the server names. */
export const Downloaded = meta.story({
  beforeEach: ({ msw }) => {
    bookRequests.length = 0;
    msw.use(
      http.post('*/api/archive/book.pdf', async ({ request }) => {
        bookRequests.push((await request.json()) as BookRequest);
        return new HttpResponse(fixtures.bookPdf, { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="mums-book.pdf"' } });
      }),
    );
    return captureDownloads(savedFiles, 5);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Dedication' }), 'For Alfie');
    await userEvent.click(canvas.getByRole('radio', { name: /^By theme/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Download PDF' }));
    await expect(await canvas.findByText('Your book was saved: mums-book.pdf')).toBeVisible();
    await expect(savedFiles.map((f) => f.name)).toEqual(['mums-book.pdf']);
    await expect(await savedFiles[0]!.head).toBe('%PDF-');
    await expect(bookRequests).toEqual([{ order: 'theme', dedication: 'For Alfie', largePrint: false }]);
  },
});

/** The PDF could not be made: said plainly, and the options stay as they were. */
export const Failed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(bookPdfHandlers.error);
    return captureDownloads(savedFiles);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: /^First day at the mill/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Dedication' }), 'For Alfie');
    await userEvent.click(canvas.getByRole('button', { name: 'Download PDF' }));
    await expect(await canvas.findByText('Failed to make the PDF')).toHaveAttribute('role', 'alert');
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    await expect(canvas.getByRole('checkbox', { name: /^First day at the mill/ })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Dedication' })).toHaveValue('For Alfie');
    await expect(savedFiles).toHaveLength(0);
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(bookPlanHandlers.loading),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Preparing your book…')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

export const PlanFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(bookPlanHandlers.error),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to prepare the book')).toHaveAttribute('role', 'alert');
  },
});

/** One column on a phone: nothing spills sideways, every control a 44 px target or bigger. */
export const Phone = meta.story({
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('group', { name: 'What goes in' });
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    for (const target of [...canvas.getAllByRole('button'), ...canvasElement.querySelectorAll('label:has(input)')]) {
      await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
});
