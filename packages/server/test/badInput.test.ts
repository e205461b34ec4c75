import { randomUUID } from 'node:crypto';
import { BODY_LIMIT_BYTES } from '@kinstory/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

describe('bad input gets a clear 4xx, writes nothing, and the server stays up', () => {
  const server = useTestServer();
  let user: TestUser;

  beforeAll(async () => {
    user = await createUser();
  });

  async function expectNothingWritten() {
    const profile = await server.request('GET', '/api/user/profile', { token: user.token });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ persona: null, userName: null, subjectName: null });
    expect((await server.request('GET', '/api/conversations', { token: user.token })).body.conversations).toEqual([]);
  }

  it.each([
    ['malformed JSON', '{"userName": ', 'application/json', 400, /not valid JSON/],
    ['a wrong content type', 'userName=Ann', 'application/x-www-form-urlencoded', 415, /content type/],
    ['text/plain', '{"userName":"Ann"}', 'text/plain', 415, /content type/],
    ['a body over the limit', JSON.stringify({ userName: 'x'.repeat(BODY_LIMIT_BYTES) }), 'application/json', 413, /too large/],
    ['wrong types', JSON.stringify({ subjectAge: 'old', initialTopics: 'war' }), 'application/json', 400, /subjectAge/],
    ['an unknown field', JSON.stringify({ isAdmin: true }), 'application/json', 400, /isAdmin|Unrecognized/i],
    ['an array', '[]', 'application/json', 400, /Invalid body/],
    ['an age out of range', JSON.stringify({ subjectAge: 121 }), 'application/json', 400, /subjectAge/],
  ])('PUT /api/user/profile with %s', async (_label, body, type, status, message) => {
    const res = await server.request('PUT', '/api/user/profile', { token: user.token, body, headers: { 'content-type': type } });
    expect(res.status).toBe(status);
    expect(res.body.error).toMatch(message);
    await expectNothingWritten();
  });

  it('a malformed conversation UUID is 400', async () => {
    const res = await server.request('POST', '/api/conversations/not-a-uuid/intro', { token: user.token, body: { content: 'x', templateId: null, templateVariables: {} } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/UUID/);
    expect((await server.request('GET', '/api/conversations/123/messages', { token: user.token })).status).toBe(400);
    await expectNothingWritten();
  });

  it('an intro with a blank content or wrong template fields is 400', async () => {
    const id = randomUUID();
    for (const body of [{ content: '   ' }, { content: 'x', templateVariables: 'a' }, {}]) {
      expect((await server.request('POST', `/api/conversations/${id}/intro`, { token: user.token, body })).status).toBe(400);
    }
    await expectNothingWritten();
  });

  it('health still answers', async () => {
    expect((await server.request('GET', '/api/health')).status).toBe(200);
  });
});
