import type { Stack } from './stack.ts';

/** A call to the real server with a user's emulator ID token (setup that a flow does not show). */
export async function callApi<T = unknown>(stack: Stack, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(stack.url + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${text}`);
  return (text && !text.startsWith('data:') ? JSON.parse(text) : text) as T;
}

/** One chat turn through POST /chat, read to its end (the user message, reply and extraction land). */
export async function chatTurn(stack: Stack, token: string, conversationId: string, text: string): Promise<string> {
  return callApi<string>(stack, token, 'POST', '/chat', { text, conversationId, messageId: String(Date.now()) });
}
