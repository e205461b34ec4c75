import { audioPlays, replyAudioPlaying, watchAudio } from '../support/audioProbe.ts';
import { createAccount, uniqueEmail } from '../support/emulator.ts';
import { expect, test, useStack, useStackWith } from '../support/fixtures.ts';
import { HEARD, startSpeechServer } from '../support/speechServer.ts';
import type { Page } from '@playwright/test';
import type { Stack } from '../support/stack.ts';

/** A signed-in family member on a new conversation's chat page, with the intro shown. */
async function openNewChat(page: Page, stack: Stack) {
  const email = uniqueEmail('voice');
  await createAccount(email, 'voice-test-1');
  await page.goto(stack.url + '/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('voice-test-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto(stack.url + '/chat');
  await expect(page.getByRole('heading', { name: 'Chat Session' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible();
}

test.describe('with speech configured (an OpenAI-compatible audio server)', () => {
  const [stack, speech] = useStackWith(startSpeechServer, (server) => ({ speechUrl: server.url }));

  test("the fake microphone records, the transcript is sent, the reply is spoken, and mute stops it", async ({ page }) => {
    await watchAudio(page);
    await openNewChat(page, stack);
    const record = page.getByRole('button', { name: 'Record' });
    await expect(record).toBeEnabled();
    await record.click();
    // The button turns into Stop with the seconds recorded.
    const stop = page.getByRole('button', { name: /^Stop \d+s$/ });
    await expect(stop).toBeVisible();
    await expect(stop).toHaveText(/Stop [1-9]\d*s/, { timeout: 5_000 });
    await stop.click();

    await expect(page.getByText('Transcription complete')).toBeVisible();
    await expect.poll(() => speech.transcriptions.length).toBe(1);
    // Chromium's fake device really recorded something (a webm of the tone), not an empty file.
    expect(speech.transcriptions[0]).toBeGreaterThan(1_000);
    // Sent automatically: the transcript is now the storyteller's message in the conversation.
    await expect(page.getByRole('log')).toContainText(`You said: ${HEARD}`);

    // The interviewer's reply is spoken through the speech server.
    await expect.poll(() => speech.spoken.length, { timeout: 30_000 }).toBe(1);
    expect(speech.spoken[0]!.length).toBeGreaterThan(10);
    await expect.poll(() => replyAudioPlaying(page)).toBe(true);

    await page.getByRole('button', { name: 'Mute' }).click();
    await expect(page.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => replyAudioPlaying(page)).toBe(false);
    // Voice input is off while muted, with the reason beside it.
    await expect(page.getByRole('button', { name: 'Record' })).toBeDisabled();
    await expect(page.getByText('Voice messages are off while the sound is muted.')).toBeVisible();

    // Unmute resumes the reply where it was paused.
    const plays = await audioPlays(page);
    await page.getByRole('button', { name: 'Unmute' }).click();
    await expect.poll(() => replyAudioPlaying(page)).toBe(true);
    expect(await audioPlays(page)).toBe(plays + 1);

    // Muted again, a typed message gets its reply, and the reply is not spoken; sending also stopped
    // the earlier reply's audio (SPEC §4 Audio).
    await page.getByRole('button', { name: 'Mute' }).click();
    const box = page.getByRole('textbox', { name: 'Your message' });
    await box.fill('We lived on Albert Street in Leeds.');
    await box.press('Enter');
    await expect(page.getByRole('log')).toContainText('You said: We lived on Albert Street in Leeds.');
    await expect(page.getByRole('log').getByText(/^AI said:/)).toHaveCount(3, { timeout: 30_000 });
    await expect.poll(() => replyAudioPlaying(page)).toBe(false);
    await page.waitForTimeout(1_000);
    expect(speech.spoken).toHaveLength(1);
  });
});

test.describe('with no speech-to-text configured', () => {
  const stack = useStack();

  test('the microphone keeps voice memories; when the archive keeps no recordings it is off with a plain explanation; replies are still spoken (embedded eSpeak)', async ({ page }) => {
    await watchAudio(page);
    await openNewChat(page, stack);
    const record = page.getByRole('button', { name: 'Record' });
    // Recordings are kept by default (issue #17): the microphone is on, and says what it will do.
    await expect(record).toBeEnabled();
    await expect(page.getByText('Speech is not turned into text here. Your recording is kept as a voice memory.')).toBeVisible();

    const tts = page.waitForResponse((res) => res.url().endsWith('/api/tts'), { timeout: 60_000 });
    const box = page.getByRole('textbox', { name: 'Your message' });
    await box.fill('My sister Jean was born in Glasgow in 1941.');
    await box.press('Enter');
    const res = await tts;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^audio\/wav/);
    await expect.poll(() => replyAudioPlaying(page)).toBe(true);

    // The organiser turns recordings off on the Family card: with no speech-to-text either, the
    // microphone is off, with the reason beside it.
    await page.goto(page.url().replace(/\/chat\/.*$/, '/admin-dashboard'));
    const keep = page.getByRole('switch', { name: 'Keep recordings of spoken messages' });
    await expect(keep).toBeChecked();
    // From the keyboard, as a switch is operated: focus it, press Space.
    await keep.focus();
    await page.keyboard.press('Space');
    await expect(keep).not.toBeChecked();
    await page.goBack();
    await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible();
    await expect(record).toBeDisabled();
    await expect(page.getByText('Voice messages are not available here. Please type your memory instead.')).toBeVisible();
    await expect(record).toHaveAccessibleDescription('Voice messages are not available here. Please type your memory instead.');
  });
});
