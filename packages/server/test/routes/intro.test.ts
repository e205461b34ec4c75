import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { embeddedProviders } from '../../src/plugins/providers.ts';
import { useTestServer } from '../helpers/app.ts';
import { createFamily } from '../helpers/family.ts';
import { chat, items, waitFor } from '../helpers/sse.ts';

const BLACKPOOL =
  'In August 1958 my brother Pete and I took the bus to Blackpool without telling anyone. We spent every penny on the pier and then realised we had no fare home. A kind lady from Preston paid for our tickets and we got back after midnight. Dad was waiting on the step and he never said a word, he just pointed at the stairs.';

/** GET /api/chat/intro with the embedded interviewer: a new conversation picks up where the last one stopped. */
describe('GET /api/chat/intro picks up an open thread', () => {
  const server = useTestServer({ providers: embeddedProviders() });

  it('with nothing told yet, the first-time greeting', async () => {
    const family = await createFamily(server);
    const res = await server.request('GET', '/api/chat/intro', { token: family.members.storyteller.token });
    expect(res.status).toBe(200);
    expect(res.body.introMessage).toMatch(/^Hello .*it's so good to sit down with you\..*where did you grow up/);
  });

  it('after a conversation with a story, the next greeting names it and asks what happened next', async () => {
    const family = await createFamily(server);
    const teller = family.members.storyteller;
    const res = await chat(server.url, teller.token, { text: BLACKPOOL, conversationId: randomUUID(), messageId: 'm1' });
    expect(items(res.events).at(-1)).toBe('[DONE]');
    const story = await waitFor(async () => {
      const stories = await server.request('GET', '/api/stories', { token: teller.token });
      return stories.body.stories[0] as { narrative: { dateContext: string; place: string } } | undefined;
    }, 'the story to be stored');

    const intro = await server.request('GET', '/api/chat/intro', { token: teller.token });
    expect(intro.status).toBe(200);
    const text: string = intro.body.introMessage;
    expect(text).toContain(`Last time you told me about ${story.narrative.dateContext}`);
    expect(text).toContain(story.narrative.place);
    expect(text).toMatch(/ What happened after [^?]*\bbus\b[^?]*\?$/);
    expect(text.match(/\?/g)).toHaveLength(1);
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(60);

    // the family's other members share the archive: the admin starting a chat sees the same thread
    const admin = await server.request('GET', '/api/chat/intro', { token: family.admin.token });
    expect(admin.body.introMessage).toContain('Last time you told me about');
  });

  it('another archive’s stories never reach this greeting', async () => {
    const family = await createFamily(server);
    const other = await createFamily(server);
    await chat(server.url, other.members.storyteller.token, { text: BLACKPOOL, conversationId: randomUUID(), messageId: 'm1' });
    await waitFor(async () => (await server.request('GET', '/api/stories', { token: other.members.storyteller.token })).body.stories.length > 0, 'the other story');
    const res = await server.request('GET', '/api/chat/intro', { token: family.members.storyteller.token });
    expect(res.body.introMessage).not.toMatch(/Last time/);
  });
});
