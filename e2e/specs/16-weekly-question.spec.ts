import type { Browser, Page } from '@playwright/test';
import { expect, test, useStackWith } from '../support/fixtures.ts';
import { api, newOrganiser, openConversationId, type Person, signInOnPage, STORY } from '../support/family.ts';
import { uniqueEmail } from '../support/emulator.ts';
import { headerOf, startMailbox } from '../support/mailbox.ts';

/**
 * Issue #20, the weekly question, with a real SMTP server (npm smtp-server) receiving the server's
 * mail: the storyteller is invited by e-mail and never makes a password; the organiser sets the
 * weekly question and sends this week's now; the storyteller opens the link in the mail on a device
 * that has never seen her, is signed in by e-mail link (Auth emulator) and lands in the chat with the
 * question; her answer is a conversation the organiser sees answered; unsubscribe stops the next send.
 */
const [stack, mailbox] = useStackWith(startMailbox, (server) => ({ smtpUrl: server.url }));

/** The first link of a mail's HTML part (a sign-in mail's one button), decoded. */
const firstLink = (html: string) => /<a [^>]*href="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');

/** A device that has never seen her: a new browser context. */
async function newDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe.configure({ mode: 'serial' });

/** Zones a whole number of hours east of UTC, none with summer time today, each in the browser's own list (Intl.supportedValuesOf). */
const ZONES: Record<number, string> = {
  [-10]: 'Pacific/Honolulu', [-9]: 'Pacific/Gambier', [-8]: 'Pacific/Pitcairn', [-7]: 'America/Phoenix', [-6]: 'America/Costa_Rica',
  [-5]: 'America/Bogota', [-4]: 'America/La_Paz', [-3]: 'America/Sao_Paulo', [-2]: 'America/Noronha', [-1]: 'Atlantic/Cape_Verde',
  0: 'Africa/Abidjan', 1: 'Africa/Lagos', 2: 'Africa/Maputo', 3: 'Africa/Nairobi', 4: 'Asia/Dubai', 5: 'Asia/Tashkent', 6: 'Asia/Dhaka',
  7: 'Asia/Bangkok', 8: 'Asia/Singapore', 9: 'Asia/Tokyo', 10: 'Australia/Brisbane', 11: 'Pacific/Guadalcanal', 12: 'Pacific/Tarawa',
  13: 'Pacific/Fakaofo', 14: 'Pacific/Kiritimati',
};
/** A zone where it is early afternoon now, outside the quiet hours whenever CI runs. */
function daytimeZone(): string {
  const zone = ZONES[13 - new Date().getUTCHours()]!;
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
  expect(hour, `local hour in ${zone}`).toBeGreaterThanOrEqual(12);
  expect(hour, `local hour in ${zone}`).toBeLessThanOrEqual(14);
  return zone;
}

let nora: Person;
const roseEmail = uniqueEmail('rose');

test('the invitation e-mail carries a sign-in link: Rose joins as the storyteller without a password', async ({ browser }) => {
  nora = await newOrganiser(stack, 'Nora', 'Rose', 84);
  await api(stack, nora, 'POST', '/api/invitations', { role: 'storyteller', name: 'Rose', age: 84, email: roseEmail }, 201);

  const invitation = await mailbox.next(roseEmail, /invit/i);
  const signIn = new URL(firstLink(invitation.html));
  expect(signIn.pathname).toBe('/sign-in/link');
  expect(new URL(signIn.searchParams.get('continueUrl')!).pathname).toBe('/onboarding/storyteller');

  // Another device: Firebase asks only for the address the link went to.
  const rose = await newDevice(browser);
  await rose.goto(signIn.toString());
  await expect(rose.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(rose.getByLabel(/password/i)).toHaveCount(0);
  await rose.getByRole('textbox', { name: /e-?mail/i }).fill(roseEmail);
  await rose.getByRole('button', { name: 'Continue' }).click();

  // Signed in, on her invitation: she joins.
  await expect(rose).toHaveURL(/\/onboarding\/storyteller\?token=/, { timeout: 20_000 });
  await expect(rose.getByRole('heading', { name: 'Welcome, Storyteller!' })).toBeVisible();
  await expect(rose.getByRole('textbox', { name: 'Your Name' })).toHaveValue('Rose');
  await rose.getByRole('button', { name: 'Get Started Sharing Stories' }).click();
  await expect(rose).toHaveURL(`${stack.url}/storyteller-dashboard`, { timeout: 20_000 });
  await rose.context().close();
});

test("Nora sets the weekly question and sends this week's now; Rose answers it from the e-mail on a new device", async ({ page, browser }) => {
  await signInOnPage(page, stack, nora);
  const card = page.getByRole('region', { name: 'Weekly question by e-mail' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Set up the weekly question' }).click();
  // Rose's address is the default: the storyteller's.
  await expect(card.getByRole('textbox', { name: 'E-mail' })).toHaveValue(roseEmail);
  // Where Rose lives it is the afternoon: no quiet hours to wait out.
  const zone = daytimeZone();
  const zoneField = card.getByRole('combobox', { name: 'Time zone' });
  await zoneField.fill(zone.split('/').pop()!.slice(0, 5));
  await page.getByRole('option', { name: zone, exact: true }).click();
  await expect(zoneField).toHaveValue(zone);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText(/Next question:/)).toBeVisible();

  const question = (await card.getByRole('list', { name: /next questions/i }).getByRole('listitem').first().textContent())!;
  await card.getByRole('button', { name: "Send this week's question now" }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /send/i }).click();
  await expect(page.getByText(/will get this week's question/)).toBeVisible();

  const weekly = await mailbox.next(roseEmail, /question/i);
  expect(weekly.text).toContain('Rose');
  const answer = weekly.link('Answer this question');
  const sentQuestion = /\n\s*(.+\?)\s*\n/.exec(weekly.text)?.[1] ?? '';
  expect(question).toContain(sentQuestion);

  // A device that has never seen her: only her address, then the chat, opening with the question.
  const rose = await newDevice(browser);
  await rose.goto(answer);
  await rose.getByRole('textbox', { name: /e-?mail/i }).fill(roseEmail);
  await rose.getByRole('button', { name: 'Continue' }).click();
  await expect(rose).toHaveURL(/\/chat\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const log = rose.getByRole('log');
  await expect(log.locator('[data-role="assistant"]').first()).toContainText(sentQuestion);
  await rose.getByRole('textbox', { name: 'Your message' }).fill(STORY);
  await rose.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(log.locator('[data-role="assistant"]')).toHaveCount(2);

  // Nora sees it answered, and the story Rose told in her answer among the family's stories.
  const conversationId = openConversationId(rose);
  let storyTitle = '';
  await expect
    .poll(async () => {
      const { stories } = await api<{ stories: { title: string }[] }>(stack, nora, 'GET', `/api/stories?conversationId=${conversationId}`);
      storyTitle = stories[0]?.title ?? '';
      return storyTitle;
    })
    .not.toBe('');
  await page.reload();
  await expect(card.getByText('Answered', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: storyTitle })).toBeVisible();
  await rose.context().close();
});

test('unsubscribe, without signing in, stops the next send', async ({ page }) => {
  const { lastSend } = await api<{ lastSend: { id: string } }>(stack, nora, 'GET', '/api/archive/prompt-schedule');
  expect(lastSend).not.toBeNull();
  const mail = mailbox.mails.find((m) => m.to.includes(roseEmail) && /question/i.test(m.subject))!;
  const unsubscribe = mail.link('Stop these weekly questions');
  // Mail programs offer it too (RFC 8058 one-click).
  expect(headerOf(mail, 'list-unsubscribe')).toContain(new URL(unsubscribe).pathname);
  expect(headerOf(mail, 'list-unsubscribe-post')).toContain('List-Unsubscribe=One-Click');

  await page.goto(unsubscribe);
  await page.getByRole('button', { name: /stop/i }).click();
  await expect(page.getByText('You will not get the weekly question any more.')).toBeVisible();

  const after = await api<{ nextSendAt: number | null; unsubscribedAt: number | null }>(stack, nora, 'GET', '/api/archive/prompt-schedule');
  expect(after.unsubscribedAt).not.toBeNull();
  expect(after.nextSendAt).toBeNull();

  // Nora's card says so, and offers no send.
  await signInOnPage(page, stack, nora);
  const card = page.getByRole('region', { name: 'Weekly question by e-mail' });
  await expect(card.getByText(new RegExp(`${roseEmail.replace(/[.+]/g, '\\$&')} asked to stop these e-mails`))).toBeVisible();
  await expect(card.getByRole('button', { name: "Send this week's question now" })).toBeDisabled();
});

test('on the device that asked for it, the sign-in link needs no question', async ({ browser }) => {
  const rose = await newDevice(browser);
  await rose.goto(`${stack.url}/auth?mode=link&next=${encodeURIComponent('/storyteller-dashboard')}`);
  // Enter in the field sends it (the form's own submission), as a keyboard user would.
  await rose.getByRole('textbox', { name: 'Email' }).fill(roseEmail);
  await rose.getByRole('textbox', { name: 'Email' }).press('Enter');
  await expect(rose.getByText('Check your e-mail')).toBeVisible();

  const mail = await mailbox.next(roseEmail, /sign.?in/i);
  await rose.goto(firstLink(mail.html));
  await expect(rose).toHaveURL(`${stack.url}/storyteller-dashboard`, { timeout: 20_000 });
  await expect(rose.getByRole('heading', { name: 'Welcome, Rose!' })).toBeVisible();
  await rose.context().close();
});
