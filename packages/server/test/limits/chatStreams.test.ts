import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { embeddedProviders } from '../../src/plugins/providers.ts';
import { useTestServer } from '../helpers/app.ts';
import { slowInterviewer } from '../helpers/providers.ts';
import { waitFor } from '../helpers/sse.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

/** Issue #15: at most maxOpenChatStreams replies stream at once per user, on one instance too. */
describe('the open-stream cap on one instance', () => {
  const server = useTestServer({ providers: { ...embeddedProviders(), interviewer: slowInterviewer() }, limits: { maxOpenChatStreams: 2 } });

  const post = (user: TestUser, text: string, signal?: AbortSignal) =>
    fetch(`${server.url}/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text, conversationId: randomUUID(), messageId: randomUUID() }),
      signal,
    });

  it('of 5 simultaneous streams of one user exactly 2 open; others are not held back; closed ones give their places back', async () => {
    const user = await createUser('streams');
    const controller = new AbortController();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => post(user, `SLOW ${i}`, controller.signal)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 429, 429, 429]);
    expect(await answers.find((r) => r.status === 429)!.json()).toEqual({ error: 'At most 2 replies can stream at once: please wait for one to finish' });

    const other = await createUser('other');
    const theirs = await post(other, 'Hello');
    expect(theirs.status).toBe(200);
    await theirs.text();

    controller.abort();
    let again: Response | null = null;
    await waitFor(async () => {
      const res = await post(user, 'Hello again');
      if (res.status === 200) again = res;
      else await res.body?.cancel();
      return res.status === 200;
    }, 'the stream leases to be released');
    expect(await again!.text()).toContain('[DONE]');
  });

  it('a reply that ended gives its place back before the next turn: turns one after another are never refused', async () => {
    const user = await createUser('steady');
    const controller = new AbortController();
    // One place of the two stays taken by a reply that streams until the client goes.
    const slow = await post(user, 'SLOW one', controller.signal);
    expect(slow.status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await post(user, `Hello number ${i}`);
      statuses.push(res.status);
      expect(await res.text()).toContain('[DONE]');
    }
    expect(statuses).toEqual(Array(8).fill(200));
    controller.abort();
  });
});
