import type { Page } from '@playwright/test';
import { api, newMember, newOrganiser, newPerson, signInOnPage, STORY, tellStory, type Person, type Told } from '../support/family.ts';
import { expect, test, useStack } from '../support/fixtures.ts';

const stack = useStack();

/** What each dashboard shows first, to tell them apart. */
const dashboards = {
  '/storyteller-dashboard': (page: Page) => page.getByRole('button', { name: 'Start New Conversation' }),
  '/admin-dashboard': (page: Page) => page.getByRole('heading', { name: 'Admin Dashboard' }),
  '/contributor-dashboard': (page: Page) => page.getByRole('heading', { name: 'Share Your Perspective' }),
  '/viewer-dashboard': (page: Page) => page.getByRole('heading', { name: 'Send Encouragement' }),
} as const;
type Dashboard = keyof typeof dashboards;

let people: Record<'admin' | 'storyteller' | 'contributor' | 'viewer' | 'none', Person>;
let told: Told;

test.beforeAll(async () => {
  const admin = await newOrganiser(stack, 'Ann', 'Rose');
  told = await tellStory(stack, admin);
  people = {
    admin,
    storyteller: await newMember(stack, admin, 'storyteller', 'Rose'),
    contributor: await newMember(stack, admin, 'contributor', 'Carl'),
    viewer: await newMember(stack, admin, 'viewer', 'Vera'),
    // Signed up but never joined a family: the profile names no persona.
    none: await newPerson('nobody'),
  };
});

/**
 * The persona table of SPEC §4. The server keeps a member's role as the persona; 'elderly' and
 * unknown values only reach the app as a locally cached persona (used when the profile names none).
 */
const rows: { row: string; person: keyof typeof people; cached?: string; expected: Dashboard }[] = [
  { row: 'storyteller', person: 'storyteller', expected: '/storyteller-dashboard' },
  { row: 'elderly (cached, no profile persona)', person: 'none', cached: 'elderly', expected: '/storyteller-dashboard' },
  { row: 'admin', person: 'admin', expected: '/admin-dashboard' },
  { row: 'contributor', person: 'contributor', expected: '/contributor-dashboard' },
  { row: 'viewer', person: 'viewer', expected: '/viewer-dashboard' },
  { row: 'unknown (cached, no profile persona)', person: 'none', cached: 'gardener', expected: '/contributor-dashboard' },
  { row: 'missing', person: 'none', expected: '/contributor-dashboard' },
];

for (const { row, person, cached, expected } of rows) {
  test(`persona ${row} → ${expected} from the landing page, the header and /dashboard`, async ({ page }) => {
    await signInOnPage(page, stack, people[person], '/');
    if (cached) await page.evaluate((persona) => localStorage.setItem('cachedPersona', persona), cached);

    await page.getByRole('button', { name: 'Go to Dashboard' }).first().click();
    await expect(page).toHaveURL(stack.url + expected);
    await expect(dashboards[expected](page)).toBeVisible();

    await page.goto(stack.url + '/samples');
    await page.getByRole('banner').getByRole('button', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(stack.url + expected);
    await expect(dashboards[expected](page)).toBeVisible();

    await page.goto(stack.url + '/samples');
    await page.goto(stack.url + '/dashboard');
    await expect(page).toHaveURL(stack.url + expected);
    await expect(dashboards[expected](page)).toBeVisible();
    // /dashboard replaced itself: Back returns to the page before it.
    await page.goBack();
    await expect(page).toHaveURL(stack.url + '/samples');
  });
}

test('/dashboard opened in a new page, with nothing cached, waits for the saved session (the profile decides)', async ({ page }) => {
  for (const person of ['storyteller', 'viewer'] as const) {
    await signInOnPage(page, stack, people[person], '/samples');
    await page.evaluate(() => localStorage.removeItem('cachedPersona'));
    // A full page load: the session comes back from the browser's storage after a round trip to
    // Firebase. Asking the server before then would find no persona and fall back to contributor.
    await page.goto(stack.url + '/dashboard');
    const expected = person === 'storyteller' ? '/storyteller-dashboard' : '/viewer-dashboard';
    await expect(page).toHaveURL(stack.url + expected);
    await expect(dashboards[expected](page)).toBeVisible();
    await page.goto(stack.url + '/samples');
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  }
});

test('a page paints first: only the config comes with it; sign-in and the API client load once it is on screen', async ({ page }) => {
  await signInOnPage(page, stack, people.admin, '/samples');
  // A returning organiser: the dashboard was open before.
  await page.goto(stack.url + '/admin-dashboard');
  await expect(page.getByText('Ann • Managing family archive')).toBeVisible();
  const requested: string[] = [];
  page.on('request', (request) => void requested.push(new URL(request.url()).pathname));
  const seen = (pattern: RegExp) => requested.some((p) => pattern.test(p));
  const count = (paths: string[], pattern: RegExp) => paths.filter((p) => pattern.test(p)).length;
  const config = /^\/api\/config$/;
  const afterPaint = [/^\/assets\/firebaseSdk-[\w-]+\.js$/, /^\/assets\/apiClientModule-[\w-]+\.js$/, /^\/assets\/schemas-[\w-]+\.js$/];

  /**
   * Holds the entry script for a second after the page's own chunk was asked for, and returns what
   * was requested meanwhile: index.html itself asked for that, since nothing of the app had run.
   */
  const whileEntryHeld = async (routeChunk: RegExp) => {
    const held = { requests: [] as string[] };
    let heldSince = 0;
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        if (seen(routeChunk)) heldSince ||= Date.now();
        if (heldSince && Date.now() - heldSince > 1000) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      held.requests = [...requested];
      await route.continue();
    });
    return held;
  };

  for (const [path, routeChunk] of [
    ['/admin-dashboard', /^\/assets\/AdminDashboard-[\w-]+\.js$/],
    ['/', /^\/assets\/Landing-[\w-]+\.js$/],
  ] as const) {
    requested.length = 0;
    const held = await whileEntryHeld(routeChunk);
    // Sign-in's module is held too: the page is on screen without it.
    let releaseSignIn = () => {};
    const signInHeld = new Promise<void>((resolve) => (releaseSignIn = resolve));
    // page.route matches the whole URL (the patterns above match paths).
    await page.route(/\/assets\/firebaseSdk-[\w-]+\.js$/, async (route) => {
      await signInHeld;
      await route.continue();
    });
    await page.goto(stack.url + path);
    // Held indeed: the session is still being restored.
    await expect(page.getByRole('banner').getByText('Loading...')).toBeVisible();
    if (path === '/admin-dashboard') {
      // The frame: heading, the Start card and the loading line, with the name of the last visit.
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
      await expect(main.getByText('Ann • Managing family archive')).toBeVisible();
      await expect(main.getByRole('button', { name: 'Start New Conversation' })).toBeEnabled();
      await expect(main.getByText('Loading your dashboard...')).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    expect(count(held.requests, config), `${path}: the config with the page`).toBe(1);
    for (const pattern of afterPaint) expect(count(held.requests, pattern), `${path}: ${pattern} with the page`).toBe(0);
    await expect.poll(() => count(requested, afterPaint[0]!), `${path}: sign-in asked for once the page is up`).toBe(1);
    releaseSignIn();
    for (const pattern of afterPaint) await expect.poll(() => count(requested, pattern), `${path}: ${pattern} after the first paint`).toBe(1);
    if (path === '/admin-dashboard') await expect(page.getByText(/You have \d+ conversations?/)).toBeVisible();
    else await expect(page.getByRole('button', { name: 'Go to Dashboard' }).first()).toBeVisible();
    await page.unrouteAll();
  }
});

test('back on the conversation open last: its messages show while sign-in is still loading, and go with Sign Out', async ({ page }) => {
  await signInOnPage(page, stack, people.admin, `/chat/${told.conversationId}`);
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await expect(conversation.getByText(STORY)).toBeVisible();
  const requested: string[] = [];
  page.on('request', (request) => void requested.push(new URL(request.url()).pathname));
  // Sign-in's module is held: the session cannot be restored, nor the server asked for the messages.
  let releaseSignIn = () => {};
  const signInHeld = new Promise<void>((resolve) => (releaseSignIn = resolve));
  await page.route(/\/assets\/firebaseSdk-[\w-]+\.js$/, async (route) => {
    await signInHeld;
    await route.continue();
  });
  await page.goto(stack.url + `/chat/${told.conversationId}`);
  await expect(page.getByRole('banner').getByText('Loading...')).toBeVisible();
  await expect(conversation.getByText(STORY)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible();
  // From the device: the server was not asked for the messages yet (that waits for the session).
  expect(requested.filter((p) => p.endsWith('/messages'))).toEqual([]);
  releaseSignIn();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect.poll(() => requested.filter((p) => p === `/api/conversations/${told.conversationId}/messages`).length).toBe(1);
  await expect(conversation.getByText(STORY)).toHaveCount(1);
  await page.unrouteAll();
  // Signing out leaves nothing of the conversation on the device.
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cachedConversation'))).toBeNull();
});

test('the server keeps roles as given: elderly is the storyteller, an unknown persona is refused', async () => {
  const saved = await api<{ profile: { persona: string } }>(stack, people.storyteller, 'PUT', '/api/user/profile', { persona: 'elderly' });
  expect(saved.profile.persona).toBe('storyteller');
  await api(stack, people.none, 'PUT', '/api/user/profile', { persona: 'gardener' }, 400);
});

test('the header: Sign In when signed out, hidden on /auth, Dashboard hidden on dashboards, e-mail on wide screens only, Sign Out → /', async ({
  page,
}) => {
  await page.goto(stack.url + '/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Dashboard' })).toHaveCount(0);
  await header.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(stack.url + '/auth');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);

  const admin = people.admin;
  await signInOnPage(page, stack, admin, '/');
  await expect(header.getByText(admin.email)).toBeVisible();
  await expect(header.getByRole('button', { name: 'Dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  for (const path of ['/admin-dashboard', '/contributor-dashboard', '/viewer-dashboard', '/storyteller-dashboard']) {
    await page.goto(stack.url + path);
    await expect(dashboards[path as Dashboard](page)).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Dashboard' }), path).toHaveCount(0);
  }
  await page.goto(`${stack.url}/chat/${told.conversationId}`);
  await expect(header.getByRole('button', { name: 'Dashboard' })).toBeVisible();

  // Narrow screens: no e-mail, the buttons stay.
  await page.setViewportSize({ width: 600, height: 900 });
  await expect(header.getByText(admin.email)).toBeHidden();
  await expect(header.getByRole('button', { name: 'Dashboard' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(header.getByText(admin.email)).toBeVisible();

  await page.goto(stack.url + '/samples');
  await header.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(stack.url + '/');
  await expect(page.getByText('Signed out successfully!')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Preserving Memories' })).toBeVisible();
});

test('the storyteller dashboard signs out to /auth', async ({ page }) => {
  await signInOnPage(page, stack, people.storyteller, '/storyteller-dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Rose!' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(stack.url + '/auth');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  // Signed out for real: the dashboard sends them back to sign in.
  await page.goto(stack.url + '/storyteller-dashboard');
  await expect(page).toHaveURL(stack.url + '/auth');
});

test("the contributor's story link and Sign Out reach the 404 page (/stories, /login)", async ({ page }) => {
  await signInOnPage(page, stack, people.contributor, '/contributor-dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Carl!' })).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent Family Stories' });
  await expect(recent.getByText('Latest 1 of 1 total stories')).toBeVisible();
  await recent.getByRole('link').filter({ hasText: told.storyTitle }).click();
  await expect(page).toHaveURL(stack.url + '/stories');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();

  await page.goto(stack.url + '/contributor-dashboard');
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(stack.url + '/login');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('an unknown path shows the 404 page, whose link returns home', async ({ page }) => {
  await page.goto(stack.url + '/no/such/page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(stack.url + '/');
  await expect(page.getByRole('heading', { name: "Preserve precious memories before they're gone forever" })).toBeVisible();
});
