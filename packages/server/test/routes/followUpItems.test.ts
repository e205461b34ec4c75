import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/app.ts';
import { addContent, createFamily } from '../helpers/family.ts';

describe('follow-up items', () => {
  const server = useTestServer();

  it('lists open items in the REST spelling and marks one followed up', async () => {
    const family = await createFamily(server);
    const { followUpItem: item } = await addContent(server, family.archiveId, null, 'rose');
    const list = await server.request('GET', '/api/loose-facts?includeFollowedUp=false', { token: family.admin.token });
    expect(list.status).toBe(200);
    expect(list.body.facts).toEqual([
      {
        id: item.id,
        conversation_id: null,
        fact_type: 'person',
        value: 'rose fact',
        suggested_prompt: 'Tell me more',
        followed_up: false,
        created_at: expect.any(String),
      },
    ]);
    const mark = await server.request('POST', `/api/loose-facts/${item.id}/mark-followed-up`, { token: family.members.storyteller.token });
    expect(mark.status).toBe(200);
    expect(mark.body).toMatchObject({ success: true, fact: { id: item.id, followed_up: true } });
    expect((await server.request('GET', '/api/loose-facts', { token: family.admin.token })).body.facts).toEqual([]);
    const all = await server.request('GET', '/api/loose-facts?includeFollowedUp=true', { token: family.admin.token });
    expect(all.body.facts).toEqual([expect.objectContaining({ id: item.id, followed_up: true })]);
  });

  it('a viewer reads items but cannot mark them', async () => {
    const family = await createFamily(server);
    const { followUpItem: item } = await addContent(server, family.archiveId, null, 'v');
    expect((await server.request('GET', '/api/loose-facts', { token: family.members.viewer.token })).body.facts).toHaveLength(1);
    const res = await server.request('POST', `/api/loose-facts/${item.id}/mark-followed-up`, { token: family.members.viewer.token });
    expect(res.status).toBe(403);
    expect((await server.request('GET', '/api/loose-facts', { token: family.admin.token })).body.facts[0].followed_up).toBe(false);
  });

  it('refuses a bad includeFollowedUp or fact id with 400, an unknown id with 404', async () => {
    const family = await createFamily(server);
    expect((await server.request('GET', '/api/loose-facts?includeFollowedUp=yes', { token: family.admin.token })).status).toBe(400);
    expect((await server.request('POST', '/api/loose-facts/abc/mark-followed-up', { token: family.admin.token })).status).toBe(400);
    expect((await server.request('POST', '/api/loose-facts/999999/mark-followed-up', { token: family.admin.token })).status).toBe(404);
  });
});
