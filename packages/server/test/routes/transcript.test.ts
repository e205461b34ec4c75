import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/app.ts';
import { createFamily } from '../helpers/family.ts';
import { chat } from '../helpers/sse.ts';
import { createUser } from '../helpers/users.ts';

/** Issue #17 part 2: GET /api/conversations/:id/transcript, the conversation as a text file. */
describe('GET /api/conversations/:id/transcript', () => {
  const server = useTestServer();

  async function recorded() {
    const family = await createFamily(server);
    const teller = family.members.storyteller;
    const conversationId = randomUUID();
    await chat(server.url, teller.token, { text: 'My father kept pigeons in Kraków.', conversationId, messageId: randomUUID() });
    await chat(server.url, teller.token, { text: 'We sailed to Ōsaka in 1962.', conversationId, messageId: randomUUID() });
    const { repos } = server.app;
    await repos.conversations.setTitle(conversationId, 'Pigeons & the sea, Kraków');
    // Known times: 09:05 and 09:40 UTC on 1 July 2026, an hour later in London (summer time).
    const rows = await repos.conversations.listMessages(conversationId);
    for (const [i, row] of rows.entries()) {
      const at = new Date(Date.UTC(2026, 6, 1, 9, i < 2 ? 5 : 40, i % 2)).toISOString();
      await repos.db.updateTable('messages').set({ created_at: at }).where('id', '=', row.id).execute();
    }
    await repos.db.updateTable('conversations').set({ created_at: '2026-07-01T09:05:00.000Z' }).where('id', '=', conversationId).execute();
    return { family, teller, conversationId, rows };
  }

  it('gives its owner a text file: title, storyteller and date, then every turn with its speaker and time', async () => {
    const { teller, conversationId, rows } = await recorded();
    const res = await server.request('GET', `/api/conversations/${conversationId}/transcript?tz=Europe/London`, { token: teller.token });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="kinstory-pigeons-the-sea-krakow-2026-07-01.txt"');
    const lines = res.text.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'Pigeons & the sea, Kraków',
      'Storyteller: The storyteller',
      'Date: 1 July 2026 (times in Europe/London)',
      'Recorded with Kinstory',
    ]);
    expect(res.text).toContain('[10:05] The storyteller: My father kept pigeons in Kraków.');
    expect(res.text).toContain('[10:40] The storyteller: We sailed to Ōsaka in 1962.');
    // Every reply, word for word, in order after the message it answers.
    const replies = rows.filter((r) => r.role === 'assistant');
    expect(replies).toHaveLength(2);
    expect(res.text).toContain(`[10:05] Interviewer: ${replies[0]!.content.trim()}`);
    expect(res.text.indexOf('pigeons in Kraków')).toBeLessThan(res.text.indexOf(replies[0]!.content.trim()));
    expect(res.text.indexOf(replies[0]!.content.trim())).toBeLessThan(res.text.indexOf('Ōsaka'));

    const utc = await server.request('GET', `/api/conversations/${conversationId}/transcript`, { token: teller.token });
    expect(utc.text).toContain('Date: 1 July 2026 (times in UTC)');
    expect(utc.text).toContain('[09:05] The storyteller: My father kept pigeons in Kraków.');
  });

  it('is the 404 of a missing conversation for every other member and another family; 401 without a token', async () => {
    const { family, conversationId } = await recorded();
    const others = [family.admin, family.members.contributor, family.members.viewer, await createUser('stranger')];
    for (const other of others) {
      const res = await server.request('GET', `/api/conversations/${conversationId}/transcript`, { token: other.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Conversation not found' });
    }
    expect((await server.request('GET', `/api/conversations/${conversationId}/transcript`)).status).toBe(401);
  });

  it('refuses a time zone it does not know and an id that is not one, with 400', async () => {
    const { teller, conversationId } = await recorded();
    const badZone = await server.request('GET', `/api/conversations/${conversationId}/transcript?tz=Mars/Olympus`, { token: teller.token });
    expect(badZone.status).toBe(400);
    expect(badZone.body.error).toContain('tz must be an IANA time zone');
    const badId = await server.request('GET', '/api/conversations/not-an-id/transcript', { token: teller.token });
    expect(badId.status).toBe(400);
  });
});
