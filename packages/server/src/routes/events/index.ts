import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventsQuerySchema } from '@kinstory/contract';
import { HttpError } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { membershipOf } from '../../services/access.ts';
import { resolveConversationId } from '../../services/conversationIds.ts';
import { covered, type Cursor, type EventHub, type Listener, type MemoryEvent, parseCursor, SUBSCRIBER_LEFT } from '../../streaming/memoryEvents.ts';
import { type Evictable, EventStreamCap } from '../../streaming/eventStreamCap.ts';
import { KeptAlive, RETRY_FRAME } from '../../streaming/heartbeat.ts';
import { eventFrame, OpenSse } from '../../streaming/sse.ts';
import type { RealtimeState } from '../../streaming/state.ts';
import { answers, content } from '../openapi.ts';

const notFound = () => new HttpError(404, 'Conversation not found');

/** A broadcast's frame is the same for every subscriber: serialized once per event. */
const frames = new WeakMap<MemoryEvent, string>();
function frameOf(event: MemoryEvent): string {
  let frame = frames.get(event);
  if (frame === undefined) frames.set(event, (frame = eventFrame(event.id, event.event, event.data)));
  return frame;
}

/** What every subscriber of this route shares. */
interface Shared {
  hub: EventHub;
  cap: EventStreamCap;
  keptAlive: KeptAlive;
}

/**
 * One GET /events stream, and all it needs while it stays open: the stream itself, the hub's
 * listener, and the holder of the user's stream lease, in one object. An idle subscriber is what
 * thousands of open tabs cost, so it keeps no closures of its own (bench:stream measures it).
 */
class EventSubscriber extends OpenSse implements Listener, Evictable {
  private leaseId: string | null = null;
  private evicted = false;
  /** Live events arriving while the replay is read wait here, then go out unless replayed. */
  private backlog: MemoryEvent[] | null = [];

  constructor(
    private readonly shared: Shared,
    private readonly uid: string,
    private readonly conversationId: string,
    private cursor: Cursor | null,
  ) {
    super();
  }

  /** Takes the user's stream lease, then starts the stream: a refused lease is a plain error. */
  async begin(reply: FastifyReply) {
    this.leaseId = await this.shared.cap.open(this.uid, this);
    this.start(reply);
    if (this.evicted) this.end(RETRY_FRAME);
  }

  /** Subscribes and replays what a resuming client missed; then the waiting live events go out. */
  async follow() {
    const { hub, keptAlive } = this.shared;
    await hub.subscribe(this.uid, this.conversationId, this);
    // The client may have gone while the subscription was made (closed() ran before it existed).
    if (!this.open) return hub.unsubscribe(this.uid, this.conversationId, this);
    keptAlive.add(this);
    this.write(': connected\n\n');
    if (this.cursor) {
      const missed = await hub.since(this.conversationId, this.cursor);
      for (const event of missed) this.write(eventFrame(event.id, event.event, event.data));
      if (missed.length) this.cursor = parseCursor(missed[missed.length - 1]!.id);
    }
    const pending = this.backlog ?? [];
    this.backlog = null;
    for (const event of pending) this.deliver(event);
  }

  deliver(event: MemoryEvent | typeof SUBSCRIBER_LEFT) {
    // The subscriber left the archive (removed, account or archive deleted): out at once.
    if (event === SUBSCRIBER_LEFT) this.end();
    else if (this.backlog) this.backlog.push(event);
    else if (!this.cursor || !covered(this.cursor, event)) this.write(frameOf(event));
  }

  /** Pushed out by a newer stream of the same user: ended with a retry hint (see EventStreamCap). */
  evict() {
    if (this.open && this.leaseId !== null) this.end(RETRY_FRAME);
    else this.evicted = true;
  }

  protected override closed() {
    const { hub, cap, keptAlive } = this.shared;
    if (this.leaseId !== null) cap.release(this.leaseId);
    keptAlive.delete(this);
    hub.unsubscribe(this.uid, this.conversationId, this);
  }
}

/**
 * GET /events?conversationId= (SPEC §7 "Memory events"): `event: memory | story | looseFact`
 * frames for one conversation, each with a cursor id (see memoryEvents.ts); with Last-Event-ID the
 * missed events are replayed from storage first. A comment line every heartbeatMs.
 */
export default async function eventRoutes(app: FastifyInstance, opts: { limits: Limits; realtime: RealtimeState }) {
  const { repos } = app;
  const { limits, realtime } = opts;
  const shared: Shared = {
    hub: realtime.hub,
    keptAlive: new KeptAlive(limits.heartbeatMs, realtime.shutdown.signal),
    // At most limits.maxEventStreams per user, on all instances together; one more closes the oldest.
    cap: new EventStreamCap(repos.limits, realtime.signals, limits.maxEventStreams),
  };
  app.addHook('onClose', async () => shared.cap.close());

  const schema = {
    summary: "One conversation's memory events, as they happen",
    description:
      'Server-sent events: `event: memory | story | looseFact` frames, each with a cursor `id`; send `Last-Event-ID` to have the missed ones replayed. `?token=` may carry the ID token (EventSource cannot send a header).',
    tags: ['Conversations'],
    querystring: eventsQuerySchema,
    response: answers({ 200: content('text/event-stream', 'Memory events as server-sent events', false) }),
  };
  app.withTypeProvider<ZodTypeProvider>().get('/events', { schema }, async (request, reply) => {
    const { query } = request;
    const lastEventId = request.headers['last-event-id'];
    const resumeFrom = typeof lastEventId === 'string' && lastEventId.trim() ? parseCursor(lastEventId) : null;
    if (typeof lastEventId === 'string' && lastEventId.trim() && !resumeFrom) throw new HttpError(400, 'Invalid Last-Event-ID');

    const { uid } = request.user;
    const conversationId = resolveConversationId(query.conversationId, uid);
    // Who may read a conversation: its owner, while still a member of its archive; anyone else gets
    // the 404 of a missing one. A conversation not written yet may be subscribed to (a new chat
    // subscribes before its first message); the subscription is keyed by the subscriber's uid, so
    // it only ever receives events if the subscriber becomes the owner.
    // The conversation first, then the membership: a first write makes the archive before the
    // conversation, so once the conversation is seen its archive is too (read side by side, a new
    // user's own stream could see the conversation without the archive and be refused).
    const conversation = await repos.conversations.find(conversationId);
    if (conversation && (conversation.owner_uid !== uid || (await membershipOf(repos, request.user))?.archiveId !== conversation.archive_id)) throw notFound();

    const subscriber = new EventSubscriber(shared, uid, conversationId, resumeFrom);
    await subscriber.begin(reply);
    try {
      await subscriber.follow();
    } catch (err) {
      request.log.error({ err }, 'event replay failed');
      subscriber.end();
    }
    return reply;
  });
}
