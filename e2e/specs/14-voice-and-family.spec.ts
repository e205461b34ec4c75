import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { watchAudio } from '../support/audioProbe.ts';
import { annAndEdna, api, messagesOf, newMember, openConversationId, STORY, tellStory } from '../support/family.ts';
import { expect, test, useFamily, useStack, useStackWith } from '../support/fixtures.ts';
import { signIn, signInOnOwnDevice } from '../support/people.ts';
import { HEARD, startSpeechServer } from '../support/speechServer.ts';

/** What an <audio> element on the page reports: whether it played, where it is, and from where. */
function lastAudio(page: Page) {
  return page.evaluate(() => {
    const last = (window as unknown as { __audio: { last: HTMLMediaElement | null } }).__audio.last;
    return last ? { src: last.src, currentTime: last.currentTime, paused: last.paused } : null;
  });
}

/** Saves the next download the action starts; answers its file name and bytes. */
async function download(page: Page, action: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), action()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(path) };
}

test.describe('her voice kept (speech-to-text configured)', () => {
  const [stack] = useStackWith(startSpeechServer, (server) => ({ speechUrl: server.url }));

  test('a spoken message is kept with its words; Listen plays it; Download Audio and Download Transcript give the recording and the words', async ({ page }) => {
    const { edna } = await annAndEdna(stack);
    await watchAudio(page);
    await signIn(page, stack, edna.email, edna.password);

    // Edna speaks into Chromium's fake microphone, then types the rest of the story.
    await page.goto(stack.url + '/chat');
    await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible();
    await page.getByRole('button', { name: 'Record' }).click();
    const stop = page.getByRole('button', { name: /^Stop \d+s$/ });
    await expect(stop).toHaveText(/Stop [2-9]\d*s/, { timeout: 8_000 });
    await stop.click();
    await expect(page.getByRole('log')).toContainText(`You said: ${HEARD}`, { timeout: 20_000 });
    await expect(page.getByRole('log').getByText(/^AI said:/)).toHaveCount(2, { timeout: 30_000 });
    const conversationId = openConversationId(page);
    // The spoken message carries its recording; the interviewer's replies do not.
    const spoken = (await messagesOf(stack, edna, conversationId)).find((m) => m.role === 'user')!;
    expect(spoken).toMatchObject({ content: HEARD, audio: true });
    const box = page.getByRole('textbox', { name: 'Your message' });
    await box.fill(STORY);
    await box.press('Enter');
    await expect(page.getByRole('log').getByText(/^AI said:/)).toHaveCount(3, { timeout: 30_000 });
    let storyTitle = '';
    await expect
      .poll(async () => {
        const { stories } = await api<{ stories: { title: string; recordings: string[] }[] }>(stack, edna, 'GET', `/api/stories?conversationId=${conversationId}`);
        storyTitle = stories[0]?.title ?? '';
        return stories[0]?.recordings;
      })
      .toEqual([spoken.id]);

    // On her dashboard, the story's Listen plays her voice.
    await page.goto(stack.url + '/storyteller-dashboard');
    const card = page.getByRole('article', { name: storyTitle });
    const listen = card.getByRole('button', { name: /^Listen \(/ });
    await expect(listen).toBeEnabled();
    await listen.click();
    await card.getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => (await lastAudio(page))?.src ?? '').toContain(`/api/messages/${spoken.id}/audio?token=`);
    await expect.poll(async () => (await lastAudio(page))?.currentTime ?? 0, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect(card.getByRole('button', { name: 'Pause' })).toBeVisible();

    // Download Audio: the recording itself, as the microphone made it (a WebM file).
    const audio = await download(page, () => card.getByRole('button', { name: 'Download Audio' }).click());
    expect(audio.name).toMatch(/\.webm$/);
    expect([...audio.bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const kept = Buffer.from(await (await fetch(`${stack.url}/api/messages/${spoken.id}/audio`, { headers: { authorization: `Bearer ${edna.idToken}` } })).arrayBuffer());
    expect(audio.bytes.equals(kept)).toBe(true);
    expect(audio.bytes.length).toBeGreaterThan(1_000);

    // Download Transcript: her words, spoken and typed, and the interviewer's turns.
    const transcript = await download(page, () => card.getByRole('button', { name: 'Download Transcript' }).click());
    expect(transcript.name).toMatch(/\.txt$/);
    const text = transcript.bytes.toString('utf8');
    expect(text).toContain('Storyteller: Edna');
    expect(text).toContain(`Edna: ${HEARD}`);
    expect(text).toContain('Pete and I took the bus to Blackpool without telling anyone');
    expect(text).toMatch(/Interviewer: /);
  });
});

test.describe('a voice memory (no speech-to-text configured)', () => {
  const stack = useStack();

  test('the storyteller’s recording is kept with no words; a contributor listens and types them; the story is made from them', async ({ page, browser }) => {
    const { ann, edna } = await annAndEdna(stack);
    const tom = await newMember(stack, ann, 'contributor', 'Tom');
    await signIn(page, stack, edna.email, edna.password);
    await page.goto(stack.url + '/chat');
    await expect(page.getByText('Speech is not turned into text here. Your recording is kept as a voice memory.')).toBeVisible();
    await page.getByRole('button', { name: 'Record' }).click();
    const stop = page.getByRole('button', { name: /^Stop \d+s$/ });
    await expect(stop).toHaveText(/Stop [2-9]\d*s/, { timeout: 8_000 });
    await stop.click();
    await expect(page.getByText('Voice memory kept', { exact: true })).toBeVisible();
    await expect(page.getByRole('log')).toContainText('Voice memory — not transcribed yet');
    // Kept, with its recording, and no reply: there are no words to answer yet.
    const conversationId = openConversationId(page);
    const messages = await messagesOf(stack, edna, conversationId);
    expect(messages.filter((m) => m.role === 'user')).toEqual([expect.objectContaining({ content: '', audio: true, awaiting_transcript: true })]);

    // Tom, on his own device, listens and types what she said.
    const tomContext = await browser.newContext();
    const tomPage = await tomContext.newPage();
    await watchAudio(tomPage);
    await signIn(tomPage, stack, tom.email, tom.password);
    await tomPage.goto(stack.url + '/contributor-dashboard');
    const memories = tomPage.getByRole('region', { name: 'Voice memories to type' });
    const item = memories.getByRole('listitem').filter({ hasText: 'Edna' });
    await item.getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => (await lastAudio(tomPage))?.currentTime ?? 0, { timeout: 10_000 }).toBeGreaterThan(0);
    await item.getByRole('textbox', { name: 'Type what was said' }).fill(STORY);
    await item.getByRole('button', { name: 'Save' }).click();
    await expect(tomPage.getByText('Words saved', { exact: true })).toBeVisible();
    await expect(memories).toHaveCount(0);
    await tomContext.close();

    // Her words are extracted now: a story of the family's, with her voice to listen to.
    await expect
      .poll(async () => (await api<{ stories: { title: string; recordings: string[] }[] }>(stack, ann, 'GET', `/api/stories?conversationId=${conversationId}`)).stories.map((s) => s.recordings.length), {
        timeout: 20_000,
      })
      .toEqual([1]);
  });
});

test.describe('the family around the story', () => {
  const stack = useStack();

  test.describe.configure({ mode: 'serial' });

  const family = useFamily(stack, async ({ ann, edna }) => ({
    tom: await newMember(stack, ann, 'contributor', 'Tom'),
    joe: await newMember(stack, ann, 'viewer', 'Joe'),
    storyTitle: (await tellStory(stack, edna)).storyTitle,
  }));

  test('a contributor adds his perspective to a story, and the storyteller sees it under the story with his name', async ({ page, browser }) => {
    const { edna, tom, storyTitle } = family;
    await signIn(page, stack, tom.email, tom.password);
    await page.goto(stack.url + '/contributor-dashboard');
    const perspectives = page.getByRole('region', { name: `Family perspectives on ${storyTitle}` });
    await perspectives.getByRole('button', { name: `Add your perspective on ${storyTitle}` }).click();
    await perspectives.getByRole('textbox', { name: 'Your perspective' }).fill('I was the one who lent Pete the bus fare the week after. He never paid me back.');
    await perspectives.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Your perspective was shared with the family', { exact: true })).toBeVisible();

    const ednaPage = await signInOnOwnDevice(browser, stack, edna);
    await ednaPage.goto(stack.url + '/storyteller-dashboard');
    const seen = ednaPage.getByRole('region', { name: `Family perspectives on ${storyTitle}` });
    await expect(seen).toContainText('Tom');
    await expect(seen).toContainText('I was the one who lent Pete the bus fare the week after.');
    await ednaPage.context().close();
  });

  test('a viewer sends encouragement; the storyteller is told on her next visit, and finds it on her dashboard', async ({ page, browser }) => {
    const { edna, joe, storyTitle } = family;
    await signIn(page, stack, joe.email, joe.password);
    await page.goto(stack.url + '/viewer-dashboard');
    // The viewer dashboard runs on the archive's real stories now.
    await expect(page.getByText(storyTitle).first()).toBeVisible();
    await page.getByRole('textbox', { name: 'A note for Edna' }).fill('So proud of you, Gran. Tell us about the pier!');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Your message has been sent to Edna! 💌', { exact: true })).toBeVisible();

    // Her next visit: the dashboard that signing in opens tells her.
    const ednaPage = await signInOnOwnDevice(browser, stack, edna);
    await expect(ednaPage.getByText('A message from Joe', { exact: true })).toBeVisible();
    const card = ednaPage.getByRole('region', { name: 'Messages from your family' });
    await expect(card).toContainText('So proud of you, Gran. Tell us about the pier!');
    // Seen now: her next visit has no toast, and the message is still on her dashboard.
    await ednaPage.reload();
    await expect(card).toContainText('So proud of you, Gran.');
    await expect(ednaPage.getByText('A message from Joe', { exact: true })).toHaveCount(0);
    expect((await api<{ encouragements: { seen: boolean }[] }>(stack, edna, 'GET', '/api/encouragements')).encouragements.map((e) => e.seen)).toEqual([true]);
    await ednaPage.context().close();
  });
});
