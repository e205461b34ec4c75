import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { unzipAll } from '@kinstory/server/testing/unzip';
import { SECOND_STORY, tellStory } from '../support/family.ts';
import { expect, test, useFamily, useStack } from '../support/fixtures.ts';
import { signIn } from '../support/people.ts';

const stack = useStack();

/** Saves the next download the action starts; answers its file name and bytes. */
async function download(page: Page, action: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), action()]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

test.describe.configure({ mode: 'serial' });

const family = useFamily(stack, async ({ edna }) => ({ first: await tellStory(stack, edna), second: await tellStory(stack, edna, SECOND_STORY) }));

test('a family records two stories and confirms them; the book and the export both hold them', async ({ page }) => {
  const { ann, first, second } = family;
  await signIn(page, stack, ann.email, ann.password);
  for (const told of [first, second]) {
    const card = page.getByRole('article', { name: told.storyTitle });
    await card.getByRole('button', { name: `Confirm ${told.storyTitle}` }).click();
    await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  }

  // The book: both confirmed stories chosen, in the life's order (1958, then 1963).
  await page.getByRole('link', { name: 'Make the book' }).click();
  await expect(page).toHaveURL(/\/book$/);
  await expect(page.getByRole('textbox', { name: 'The book’s title' })).toHaveValue('The Stories of Edna');
  const contents = page.getByRole('region', { name: 'Preview' }).getByRole('list', { name: 'Contents' });
  await expect(contents.getByRole('listitem')).toHaveCount(2);
  await expect(contents.getByRole('listitem').nth(0)).toContainText(first.storyTitle);
  await expect(contents.getByRole('listitem').nth(1)).toContainText(second.storyTitle);
  await page.getByRole('textbox', { name: 'Dedication' }).fill('For Pete and Rose.');
  const book = await download(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
  expect(book.name).toMatch(/\.pdf$/);
  expect(book.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(book.bytes);
  expect(text).toContain('The Stories of Edna');
  expect(text).toContain('For Pete and Rose.');
  expect(text.indexOf(first.storyTitle)).toBeGreaterThan(-1);
  // Each title is in the contents and again at its chapter.
  expect(text.split(first.storyTitle).length - 1).toBeGreaterThanOrEqual(2);
  expect(text.split(second.storyTitle).length - 1).toBeGreaterThanOrEqual(2);
  expect(text).toContain('Recorded with Kinstory');

  // Everything: the archive, the stories as files, the transcripts, the book and the family tree.
  await page.goto(stack.url + '/admin-dashboard');
  const everything = await download(page, () => page.getByRole('button', { name: 'Download everything' }).click());
  expect(everything.name).toMatch(/\.zip$/);
  const files = await unzipAll(everything.bytes);
  const archive = JSON.parse(files.get('archive.json')!.toString('utf8')) as {
    format: string;
    version: number;
    stories: { title: string; status: string }[];
    conversations: { messages: { content: string }[] }[];
  };
  expect(archive).toMatchObject({ format: 'kinstory-archive', version: 1 });
  expect(archive.stories.map((s) => [s.title, s.status]).sort()).toEqual([
    [first.storyTitle, 'confirmed'],
    [second.storyTitle, 'confirmed'],
  ].sort());
  expect(archive.conversations.flatMap((c) => c.messages.map((m) => m.content))).toEqual(expect.arrayContaining([SECOND_STORY]));
  const names = [...files.keys()];
  const storyFiles = names.filter((n) => n.startsWith('stories/') && n.endsWith('.md'));
  expect(storyFiles).toHaveLength(2);
  expect(storyFiles.map((n) => files.get(n)!.toString('utf8')).join('\n')).toContain(second.storyTitle);
  expect(names.filter((n) => n.startsWith('transcripts/') && n.endsWith('.txt'))).toHaveLength(2);
  expect(await pdfText(files.get('book.pdf')!)).toContain(second.storyTitle);
  const tree = files.get('family.ged')!.toString('utf8');
  expect(tree).toContain('2 VERS 7.0');
  expect(tree).toContain('1 NAME Edna');
  expect(tree).toContain('1 NAME Rose');
});
