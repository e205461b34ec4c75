import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../streaming/test/testServer.ts';
import { ApiError } from './ApiError.ts';
import { createApiClient } from './client.ts';

let server: TestServer | undefined;
afterEach(async () => server?.close());

const json = (status: number, body: unknown) => (_req: unknown, res: import('node:http').ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const profile = {
  persona: 'admin',
  userName: 'Grace',
  name: 'Grace',
  email: 'grace@example.com',
  subjectName: 'Edna',
  subjectRelation: 'mother',
  initialTopics: ['childhood'],
};
const client = (s: TestServer, token: string | null = 'tok') => createApiClient({ baseUrl: s.url, getToken: async () => token });

describe('createApiClient', () => {
  it('sends the bearer token and returns the validated answer', async () => {
    server = await startTestServer(json(200, profile));
    await expect(client(server).getProfile()).resolves.toEqual(profile);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok');
    expect(server.requests[0]?.url).toBe('/api/user/profile');
  });

  it('sends no Authorization header when signed out', async () => {
    server = await startTestServer(json(401, { error: 'Not authenticated' }));
    await expect(client(server, null).getProfile()).rejects.toThrow('Failed to fetch profile');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it.each([
    ['getProfile', 'Failed to fetch profile'],
    ['getConversations', 'Failed to fetch conversations'],
  ] as const)('%s throws the SPEC text and keeps the server error and status', async (method, text) => {
    server = await startTestServer(json(500, { error: 'Internal server error' }));
    const error = await client(server)[method]().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(text);
    expect((error as ApiError).status).toBe(500);
    expect((error as ApiError).serverError).toBe('Internal server error');
  });

  it("updateProfile sends a JSON body and throws 'Failed to update profile'", async () => {
    server = await startTestServer(json(400, { error: 'persona must be one of admin, storyteller' }));
    await expect(client(server).updateProfile({ persona: 'viewer' })).rejects.toThrow('Failed to update profile');
    expect(server.requests[0]?.method).toBe('PUT');
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ persona: 'viewer' });
  });

  it("saveIntro sends {content, templateId: null, templateVariables: {}} and throws 'Failed to save intro message'", async () => {
    server = await startTestServer(json(404, { error: 'Not found' }));
    const id = '6f1c0a52-2a43-4d2e-9b53-8a9c7c4d1e10';
    await expect(client(server).saveIntro(id, { content: 'Tell me about Rose' })).rejects.toThrow('Failed to save intro message');
    expect(server.requests[0]?.url).toBe(`/api/conversations/${id}/intro`);
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ content: 'Tell me about Rose', templateId: null, templateVariables: {} });
  });

  it('puts query parameters in the URL, leaving out what is not given', async () => {
    server = await startTestServer(json(200, { stories: [] }));
    await client(server).getStories({ limit: 10, sortBy: 'created_at', sortOrder: 'DESC' });
    expect(server.requests[0]?.url).toBe('/api/stories?limit=10&sortBy=created_at&sortOrder=DESC');
    server.requests.length = 0;
    await client(server).getStories();
    expect(server.requests[0]?.url).toBe('/api/stories');
  });

  it('sends includeFollowedUp=false as text', async () => {
    server = await startTestServer(json(200, { facts: [] }));
    await client(server).getFollowUpItems({ includeFollowedUp: false });
    expect(server.requests[0]?.url).toBe('/api/loose-facts?includeFollowedUp=false');
  });

  it('refuses an answer that does not match the contract', async () => {
    server = await startTestServer(json(200, { conversations: [{ id: 1 }] }));
    await expect(client(server).getConversations()).rejects.toThrow('Failed to fetch conversations');
  });

  it('throws the SPEC text when the server cannot be reached', async () => {
    const unreachable = createApiClient({ baseUrl: 'http://127.0.0.1:9', getToken: async () => 'tok' });
    await expect(unreachable.getProfile()).rejects.toThrow('Failed to fetch profile');
  });

  it("transcribe posts multipart audio named 'recording.webm' with the conversationId", async () => {
    server = await startTestServer(json(200, { transcript: 'hello there', warning: null }));
    const audio = new Blob([new Uint8Array([26, 69, 223, 163])], { type: 'audio/webm' });
    await expect(client(server).transcribe(audio, 'c1')).resolves.toEqual({ transcript: 'hello there', warning: null });
    const sent = server.requests[0];
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.body).toContain('name="audio"; filename="recording.webm"');
    expect(sent?.body).toContain('Content-Type: audio/webm');
    expect(sent?.body).toContain('name="conversationId"');
  });

  it("transcribe throws 'Failed to transcribe audio'", async () => {
    server = await startTestServer(json(503, { error: 'Speech-to-text is not configured' }));
    const error = (await client(server).transcribe(new Blob(['x'])).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Failed to transcribe audio');
    expect(error.serverError).toBe('Speech-to-text is not configured');
  });

  it("speak posts {text, voice: 'alloy', conversationId} and returns the audio", async () => {
    server = await startTestServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'audio/wav' });
      res.end(Buffer.from('RIFF....WAVE'));
    });
    const audio = await client(server).speak('Hello Edna', 'c1');
    expect(audio.type).toBe('audio/wav');
    expect(await audio.text()).toBe('RIFF....WAVE');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ text: 'Hello Edna', voice: 'alloy', conversationId: 'c1' });
  });
});
