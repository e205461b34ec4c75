import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Extractor } from '../../src/providers/llm/types.ts';
import { embeddedProviders } from '../../src/plugins/providers.ts';
import { testConfig, useTestServer } from '../helpers/app.ts';
import { chat, waitFor } from '../helpers/sse.ts';
import { createUser } from '../helpers/users.ts';

const embedded = embeddedProviders();

/** Every message's first extraction attempt fails (so the job runners take it); records who ran what. */
function flakyExtractor(instance: string, log: { instance: string; message: string; ok: boolean }[]): Extractor {
  return {
    async extract(input, signal) {
      const ok = log.some((l) => l.message === input.message);
      log.push({ instance, message: input.message, ok });
      if (!ok) throw new Error('first attempt fails');
      // Slow enough that both runners are busy at once.
      await new Promise((r) => setTimeout(r, 30));
      return embedded.extractor.extract(input, signal);
    },
  };
}

/** Durable extraction jobs on two instances of one PostgreSQL: each job runs once, on one of them. */
describe('extraction jobs across two instances', () => {
  const config = testConfig();
  const log: { instance: string; message: string; ok: boolean }[] = [];
  const jobs = { pollMs: 20, retryDelayMs: () => 0 };
  const a = useTestServer({ config, providers: { ...embedded, extractor: flakyExtractor('A', log) }, jobs, limits: { chatPerMinute: 100, maxOpenChatStreams: 30 } });
  const b = useTestServer({ config, providers: { ...embedded, extractor: flakyExtractor('B', log) }, jobs });

  it('30 retried jobs: both runners take some, no job is taken twice, every message extracted exactly once', async () => {
    const user = await createUser('many');
    const conversationId = randomUUID();
    const messages = Array.from({ length: 30 }, (_, i) => `Message ${i}: my aunt Nora lived in Galway in 1950 and kept bees.`);
    for (const text of messages) await chat(a.url, user.token, { text, conversationId, messageId: randomUUID() });
    await waitFor(async () => {
      const done = await a.app.repos.db.selectFrom('jobs').select('id').where('state', '=', 'done').execute();
      return done.length === 30;
    }, 'all 30 jobs to be done', 20_000);
    const successes = log.filter((l) => l.ok);
    expect(successes).toHaveLength(30);
    expect(new Set(successes.map((l) => l.message)).size).toBe(30);
    expect(new Set(successes.map((l) => l.instance))).toEqual(new Set(['A', 'B']));
    const memories = await b.app.repos.db.selectFrom('memories').select('source_message_id').where('conversation_id', '=', conversationId).execute();
    expect(memories).toHaveLength(30);
    expect(new Set(memories.map((m) => m.source_message_id)).size).toBe(30);
  });
});
