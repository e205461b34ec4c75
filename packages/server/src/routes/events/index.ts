import type { FastifyInstance } from 'fastify';
import { eventsQuerySchema } from '@kinstory/contract';
import { HttpError, parse } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { membershipOf } from '../../services/access.ts';
import { resolveConversationId } from '../../services/conversationIds.ts';
import { covered, parseCursor, SUBSCRIBER_LEFT, type MemoryEvent } from '../../streaming/memoryEvents.ts';
import { EventStreamCap } from '../../streaming/eventStreamCap.ts';
import { KeptAlive, RETRY_FRAME } from '../../streaming/heartbeat.ts';
import { eventFrame, openSse } from '../../streaming/sse.ts';
import type { RealtimeState } from '../../streaming/state.ts';

const notFound = () => new HttpError(404, 'Conversation not found');

/** A broadcast's frame is the same for every subscriber: serialized once per event. */
const frames = new WeakMap<MemoryEvent, string>();
function frameOf(event: MemoryEvent): string {
  let frame = frames.get(event);
  if (frame === undefined) frames.set(event, (frame = eventFrame(event.id, event.event, event.data)));
  return frame;
}

/**
 * GET /events?conversationId= (SPEC §7 "Memory events"): `event: memory | story | looseFact`
 * frames for one conversation, each with a cursor id (see memoryEvents.ts); with Last-Event-ID the
 * missed events are replayed from storage first. A comment line every heartbeatMs.
 */
export default async function eventRoutes(app: FastifyInstance, opts: { limits: Limits; realtime: RealtimeState }) {
  const { repos } = app;
  const { limits, realtime } = opts;
  const keptAlive = new KeptAlive(limits.heartbeatMs, realtime.shutdown.signal);
  // At most limits.maxEventStreams per user, on all instances together; one more closes the oldest.
  const cap = new EventStreamCap(repos.limits, realtime.signals, limits.maxEventStreams);
  app.addHook('onClose', async () => cap.close());

  app.get('/events', async (request, reply) => {
    const query = parse(eventsQuerySchema, request.query, 'query');
    const lastEventId = request.headers['last-event-id'];
    const resumeFrom = typeof lastEventId === 'string' && lastEventId.trim() ? parseCursor(lastEventId) : null;
    if (typeof lastEventId === 'string' && lastEventId.trim() && !resumeFrom) throw new HttpError(400, 'Invalid Last-Event-ID');

    const { uid } = request.user;
    const conversationId = resolveConversationId(query.conversationId, uid);
    // Who may read a conversation: its owner, while still a member of its archive; anyone else gets
    // the 404 of a missing one. A conversation not written yet may be subscribed to (a new chat
    // subscribes before its first message); the subscription is keyed by the subscriber's uid, so
    // it only ever receives events if the subscriber becomes the owner.
    const [conversation, membership] = await Promise.all([repos.conversations.find(conversationId), membershipOf(repos, request.user)]);
    if (conversation && (conversation.owner_uid !== uid || membership?.archiveId !== conversation.archive_id)) throw notFound();

    let evicted = false;
    let closeEvicted: () => void = () => {
      evicted = true;
    };
    const release = await cap.open(uid, () => closeEvicted());
    const sse = openSse(reply);
    sse.onClose(release);
    // Evicted by a newer stream of the same user: ended with a retry hint (see EventStreamCap).
    closeEvicted = () => sse.end(RETRY_FRAME);
    if (evicted) sse.end(RETRY_FRAME);
    // Live events arriving while the replay is read wait here, then go out unless replayed.
    let backlog: MemoryEvent[] | null = [];
    let cursor = resumeFrom;
    const deliver = (event: MemoryEvent | typeof SUBSCRIBER_LEFT) => {
      // The subscriber left the archive (removed, account or archive deleted): out at once.
      if (event === SUBSCRIBER_LEFT) sse.end();
      else if (backlog) backlog.push(event);
      else if (!cursor || !covered(cursor, event)) sse.write(frameOf(event));
    };
    try {
      const unsubscribe = await realtime.hub.subscribe(uid, conversationId, deliver);
      keptAlive.add(sse);
      sse.onClose(unsubscribe);
      sse.write(': connected\n\n');
      if (resumeFrom) {
        const missed = await realtime.hub.since(conversationId, resumeFrom);
        for (const event of missed) sse.write(eventFrame(event.id, event.event, event.data));
        cursor = missed.length ? parseCursor(missed[missed.length - 1]!.id) : resumeFrom;
      }
      const pending = backlog;
      backlog = null;
      for (const event of pending) deliver(event);
    } catch (err) {
      request.log.error({ err }, 'event replay failed');
      sse.end();
    }
    return reply;
  });
}
