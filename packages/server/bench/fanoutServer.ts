/**
 * One app instance of `npm run bench:fanout`, in its own process (started by bench/fanout.ts), as
 * a deployment runs them: BENCH_FANOUT_DATABASE (a DatabaseConfig as JSON) is the PostgreSQL every
 * instance shares. IPC: sends {ready, url}; answers
 * - {setup: [{uid, conversations}]} with {setupDone}, after making each user an archive admin who
 *   owns those conversations;
 * - {publish: conversationId} with {published}, after storing one extraction (a memory whose
 *   narrator is its send time, performance.timeOrigin + now()) through this instance's event hub,
 *   as a chat turn on this instance does;
 * and exits on 'exit'.
 */
import { buildApp } from '../src/app.ts';
import type { DatabaseConfig } from '../src/config.ts';
import { wallNow } from './common.ts';
import { benchConfig } from './config.ts';
import { crash, serveInstance } from './instance.ts';

type Message = { setup: { uid: string; conversations: string[] }[] } | { publish: string };

async function main() {
  const database = JSON.parse(process.env.BENCH_FANOUT_DATABASE!) as DatabaseConfig;
  const app = await buildApp({ log: false, config: benchConfig(process.env.FIREBASE_AUTH_EMULATOR_HOST!, 'bench-fanout', database) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const targets = new Map<string, { conversationId: string; ownerUid: string; archiveId: string; sourceMessageId: number }>();
  serveInstance<Message>(app, async (m) => {
    if ('setup' in m) {
      for (const { uid, conversations } of m.setup) {
        const archive = await app.repos.archives.transaction(async (tx) => {
          await app.repos.archives.upsertUser(uid, { email: null }, tx);
          return (await app.repos.archives.findMembership(uid, tx)) ?? app.repos.archives.createArchive(uid, {}, tx);
        });
        for (const id of conversations) {
          await app.repos.conversations.claim(id, uid, archive.archiveId);
          targets.set(id, { conversationId: id, ownerUid: uid, archiveId: archive.archiveId, sourceMessageId: 0 });
        }
      }
      process.send!({ setupDone: true });
    } else {
      const narrator = wallNow().toFixed(3);
      await app.realtime.hub.store(targets.get(m.publish)!, {
        memory: { narrator, people: [], dates: [], places: [], relationships: [], events: [] },
        story: null,
        followUpItems: [],
      });
      process.send!({ published: m.publish });
    }
  });
}

main().catch(crash);
