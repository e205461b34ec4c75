import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { Message, MessageListResponse } from '@kinstory/contract';
import { createAccount, uniqueEmail } from './emulator.ts';
import type { Stack } from './stack.ts';

/**
 * People of a family, set up through the real server's HTTP API with emulator ID tokens (the same
 * calls the app makes), for the flows that are not about the setup itself.
 */
export interface Person {
  email: string;
  password: string;
  uid: string;
  idToken: string;
}

export const PASSWORD = 'family-stories-1';

/** A story the embedded extractor turns into a memory, a story and a follow-up item. */
export const STORY =
  'In August 1958 my brother Pete and I took the bus to Blackpool without telling anyone. We spent every penny on the pier and then realised we had no fare home. A kind lady from Preston paid for our tickets and we got back after midnight. Dad was waiting on the step and he never said a word, he just pointed at the stairs.';

/** A second story, of another place and time than STORY. */
export const SECOND_STORY =
  'In May 1963 my sister Rose and I sailed from Liverpool to Canada on a big ship. Mum cried when we landed in Halifax and a man from the church drove us to our uncle in Toronto that night.';

/** A call to the real API as `person` (JSON in, JSON out); throws on a status other than `expected`. */
export async function api<T = unknown>(stack: Stack, person: Person, method: string, path: string, body?: unknown, expected = 200): Promise<T> {
  const res = await fetch(stack.url + path, {
    method,
    headers: { authorization: `Bearer ${person.idToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== expected) throw new Error(`${method} ${path}: HTTP ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** An account in the emulator that has not touched the server yet (no archive, no persona). */
export async function newPerson(name: string): Promise<Person> {
  const email = uniqueEmail(name);
  const { uid, idToken } = await createAccount(email, PASSWORD);
  return { email, password: PASSWORD, uid, idToken };
}

/** An organiser whose onboarding reached the server: persona admin, their name and the storyteller's. */
export async function newOrganiser(stack: Stack, adminName: string, subjectName: string, subjectAge = 88): Promise<Person> {
  const organiser = await newPerson(adminName.toLowerCase());
  await api(stack, organiser, 'PUT', '/api/user/profile', { persona: 'admin', userName: adminName, subjectName, subjectAge });
  return organiser;
}

/** Joins a new account to the organiser's archive with `role`, the way the activation page does. */
export async function newMember(stack: Stack, organiser: Person, role: 'storyteller' | 'contributor' | 'viewer', name: string): Promise<Person> {
  const { token } = await api<{ token: string }>(stack, organiser, 'POST', '/api/invitations', { role, name, age: 80 }, 201);
  const member = await newPerson(role);
  await api(stack, member, 'PUT', '/api/onboarding/activate-storyteller', { storytellerId: token, firebaseUid: member.uid, name, age: 80 });
  return member;
}

/** The family most flows start from: Ann, the organiser, and Edna, the storyteller she invited. */
export async function annAndEdna(stack: Stack): Promise<{ ann: Person; edna: Person }> {
  const ann = await newOrganiser(stack, 'Ann', 'Edna');
  const edna = await newMember(stack, ann, 'storyteller', 'Edna');
  return { ann, edna };
}

export interface Told {
  conversationId: string;
  title: string;
  storyTitle: string;
  factPrompt: string;
}

/** One chat turn through POST /chat, read to its end: the message and the reply are stored. */
export async function chatTurn(stack: Stack, person: Person, conversationId: string, text: string): Promise<void> {
  const res = await fetch(stack.url + '/chat', {
    method: 'POST',
    headers: { authorization: `Bearer ${person.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text, conversationId, messageId: 'm1' }),
  });
  const stream = await res.text();
  if (!res.ok || !stream.includes('[DONE]')) throw new Error(`POST /chat: HTTP ${res.status} ${stream}`);
}

/**
 * One chat turn (chatTurn) in a new conversation of `person`, then waits until
 * the server has extracted its story and follow-up item, and gives the conversation a title.
 */
export async function tellStory(stack: Stack, person: Person, text = STORY): Promise<Told> {
  const conversationId = randomUUID();
  await chatTurn(stack, person, conversationId, text);
  let storyTitle = '';
  let factPrompt = '';
  await expect
    .poll(
      async () => {
        const { stories } = await api<{ stories: { title: string; conversation_id: string | null }[] }>(stack, person, 'GET', `/api/stories?conversationId=${conversationId}`);
        const { facts } = await api<{ facts: { suggested_prompt: string }[] }>(stack, person, 'GET', `/api/loose-facts?conversationId=${conversationId}`);
        storyTitle = stories[0]?.title ?? '';
        factPrompt = facts[0]?.suggested_prompt ?? '';
        return Boolean(storyTitle && factPrompt);
      },
      { message: 'the story and follow-up item of the chat turn', timeout: 20_000 },
    )
    .toBe(true);
  const { title } = await api<{ title: string }>(stack, person, 'POST', `/api/conversations/${conversationId}/generate-title`);
  return { conversationId, title, storyTitle, factPrompt };
}

/** GET /api/conversations/{id}/messages as `person`: the conversation's messages as they are stored. */
export async function messagesOf(stack: Stack, person: Person, conversationId: string): Promise<Message[]> {
  return (await api<MessageListResponse>(stack, person, 'GET', `/api/conversations/${conversationId}/messages`)).messages;
}

/** The conversation the page's chat shows (/chat/{conversationId}). */
export const openConversationId = (page: Page): string => new URL(page.url()).pathname.split('/').pop()!;

/** Signs in on the auth page; with `next` the page goes there instead of /admin-dashboard. */
export async function signInOnPage(page: Page, stack: Stack, person: Pick<Person, 'email' | 'password'>, next?: string): Promise<void> {
  await page.goto(stack.url + '/auth' + (next ? `?next=${encodeURIComponent(next)}` : ''));
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Signed in! Redirecting to dashboard...')).toBeVisible();
  const destination = next ?? '/admin-dashboard';
  await expect(page).toHaveURL(stack.url + destination, { timeout: 20_000 });
}
