/**
 * One app instance of `npm run soak:resume`, in its own process (started by scripts/soak-resume.ts
 * through bench/support.ts startInstance), as a deployment runs them: SOAK_DATABASE (a
 * DatabaseConfig as JSON) is the store every instance shares. IPC: sends {ready, url}; answers
 * {since: conversationId} with {since, events}: the conversation's whole event log as GET /events
 * would replay it from `m0.s0.f0` (EventHub.since), the soak's truth; exits on 'exit'.
 */
import { buildApp } from '../../src/app.ts';
import type { DatabaseConfig } from '../../src/config.ts';
import { benchConfig } from '../../bench/config.ts';
import { crash, serveInstance } from '../../bench/instance.ts';

type Message = { since: string };

async function main() {
  const database = JSON.parse(process.env.SOAK_DATABASE!) as DatabaseConfig;
  const app = await buildApp({
    log: false,
    config: benchConfig(process.env.FIREBASE_AUTH_EMULATOR_HOST!, 'soak-resume', database),
    // One storyteller chats in three conversations without pause, above the per-user chat limits
    // (30 a minute, 3 streams), and six subscribers of theirs reconnect at random, so a dropped
    // stream's lease may not be released yet when the next opens (the /events cap of 10 would then
    // close one with a retry hint): the soak is about event delivery; those limits have their own tests.
    limits: { chatPerMinute: 100_000, maxOpenChatStreams: 20, maxEventStreams: 100 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  serveInstance<Message>(app, async (m) => {
    const events = await app.realtime.hub.since(m.since, { m: 0, s: 0, f: 0 });
    process.send!({ since: m.since, events: events.map(({ event, id, data }) => ({ event, id, data: JSON.stringify(data) })) });
  });
}

main().catch(crash);
