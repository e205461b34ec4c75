import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { embeddedProviders } from '../../src/plugins/providers.ts';
import type { Interviewer } from '../../src/providers/llm/types.ts';
import { testConfig } from '../helpers/app.ts';
import { ensureTestDatabase } from '../helpers/database.ts';
import { chat, items, readSse } from '../helpers/sse.ts';
import { createUser } from '../helpers/users.ts';

describe('shutdown', () => {
  it('app.close() ends every open chat and events stream cleanly and keeps the cut-off reply', async () => {
    const embedded = embeddedProviders().interviewer;
    const endless: Interviewer = {
      ...embedded,
      async *reply(_context, signal) {
        for (;;) {
          signal?.throwIfAborted();
          yield 'and ';
          await new Promise((r) => setTimeout(r, 20));
        }
      },
    };
    const config = testConfig();
    await ensureTestDatabase(config.database);
    const app = await buildApp({ log: false, config, providers: { ...embeddedProviders(), interviewer: endless } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const user = await createUser('shutdown');
    const conversationId = randomUUID();
    let closing: Promise<void> | undefined;
    const events = readSse(`${url}/events?conversationId=${conversationId}`, { headers: { authorization: `Bearer ${user.token}` } });
    const stream = chat(url, user.token, { text: 'Tell me', conversationId, messageId: 'm1' }, (evs) => {
      if (evs.length >= 3 && !closing) closing = app.close();
      return false;
    });
    const res = await stream;
    expect(items(res.events).at(-1)).toBe('[DONE]');
    expect((await events).status).toBe(200);
    await closing;
    // Reopen the same database file to read what was stored before it closed.
    const again = await buildApp({ log: false, config });
    const stored = await again.repos.conversations.listMessages(conversationId);
    await again.close();
    expect(stored.map((m) => [m.role, m.complete])).toEqual([
      ['user', 1],
      ['assistant', 0],
    ]);
    expect(stored[1]!.content).toMatch(/^(and )+$/);
  });
});
