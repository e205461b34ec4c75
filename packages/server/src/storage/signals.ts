import { EventEmitter } from 'node:events';
import pg from 'pg';

/**
 * What a signal is about: new memory events of a conversation, a cache entry gone stale, a new job,
 * a user who left an archive (removed, or their account or archive deleted: payload their uid), a
 * GET /events stream to close because its user opened one too many (payload its lease id).
 */
export type SignalChannel = 'kinstory_events' | 'kinstory_cache' | 'kinstory_jobs' | 'kinstory_members' | 'kinstory_streams';

/**
 * Wake-ups between server instances. A signal only says "look again": what it is about is always
 * in the database first (ARCHITECTURE "Scale"), so a lost signal delays a subscriber, it never
 * loses anything. PostgreSQL: LISTEN/NOTIFY. SQLite (one instance): an in-process emitter.
 */
export interface Signals {
  /**
   * Sends `payload` to every instance's listeners of `channel`; settles once this instance's own
   * listeners have had it (so what they do, such as forgetting a cached token, is done before the
   * request that sent it answers).
   */
  notify(channel: SignalChannel, payload: string): Promise<void>;
  /** Calls `listener` for every signal on `channel`; returns the unsubscribe. */
  listen(channel: SignalChannel, listener: (payload: string) => void): () => void;
  /** Called after signals may have been missed (a dropped LISTEN connection came back). */
  onMissed(listener: () => void): () => void;
  close(): Promise<void>;
}

class LocalSignals implements Signals {
  protected readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  async notify(channel: SignalChannel, payload: string) {
    this.emitter.emit(channel, payload);
  }

  listen(channel: SignalChannel, listener: (payload: string) => void) {
    this.emitter.on(channel, listener);
    return () => void this.emitter.off(channel, listener);
  }

  onMissed(listener: () => void) {
    this.emitter.on('missed', listener);
    return () => void this.emitter.off('missed', listener);
  }

  async close() {
    this.emitter.removeAllListeners();
  }
}

/** One process, one SQLite file: signals never leave the process. */
export const localSignals = (): Signals => new LocalSignals();

const CHANNELS: SignalChannel[] = ['kinstory_events', 'kinstory_cache', 'kinstory_jobs', 'kinstory_members', 'kinstory_streams'];
/** NOTIFY payloads are limited to 8000 bytes; ours are ids. */
const MAX_PAYLOAD = 7900;
/** How long notify waits for its own signal to come back; a dropped LISTEN connection is reported as missed instead. */
const ECHO_WAIT_MS = 2_000;

/**
 * LISTEN on one dedicated connection (a pooled one would be handed to queries), reconnected with
 * backoff when it drops; after a reconnect every listener is told signals may have been missed.
 */
class PostgresSignals extends LocalSignals {
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = 100;
  private timer: NodeJS.Timeout | null = null;
  /** notify() calls waiting for their signal to reach this instance's listeners, by channel and payload. */
  private readonly echoes = new Map<string, (() => void)[]>();

  constructor(
    private readonly url: string,
    private readonly pool: pg.Pool,
  ) {
    super();
  }

  async start() {
    await this.connect();
  }

  private async connect() {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => {
      if (msg.payload === undefined) return;
      this.emitter.emit(msg.channel, msg.payload);
      this.echoes.get(`${msg.channel}\n${msg.payload}`)?.shift()?.();
    });
    const dropped = () => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners('notification');
      this.releaseEchoes();
      void client.end().catch(() => undefined);
      this.reconnectLater();
    };
    client.on('error', dropped);
    client.on('end', dropped);
    await client.connect();
    for (const channel of CHANNELS) await client.query(`LISTEN ${channel}`);
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
    this.retryMs = 100;
  }

  private reconnectLater() {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect().then(
        () => this.emitter.emit('missed'),
        () => {
          this.retryMs = Math.min(this.retryMs * 2, 5_000);
          this.reconnectLater();
        },
      );
    }, this.retryMs);
    this.timer.unref();
  }

  override async notify(channel: SignalChannel, payload: string) {
    if (Buffer.byteLength(payload) > MAX_PAYLOAD) throw new Error('signal payload too large');
    // Not listening just now: the signal cannot come back, and listeners hear 'missed' on reconnect.
    if (!this.client) {
      await this.pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      return;
    }
    const key = `${channel}\n${payload}`;
    let timer: NodeJS.Timeout | undefined;
    let done!: () => void;
    const echoed = new Promise<void>((resolve) => {
      done = resolve;
      timer = setTimeout(resolve, ECHO_WAIT_MS);
    });
    const waiting = this.echoes.get(key) ?? [];
    waiting.push(done);
    this.echoes.set(key, waiting);
    try {
      await this.pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      await echoed;
    } finally {
      clearTimeout(timer);
      const left = (this.echoes.get(key) ?? []).filter((waiter) => waiter !== done);
      if (left.length) this.echoes.set(key, left);
      else this.echoes.delete(key);
    }
  }

  /** The LISTEN connection is gone: no signal will come back to those who wait for one. */
  private releaseEchoes() {
    for (const waiting of this.echoes.values()) waiting.forEach((done) => done());
    this.echoes.clear();
  }

  override async close() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.releaseEchoes();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
    await super.close();
  }
}

export async function postgresSignals(url: string, pool: pg.Pool): Promise<Signals> {
  const signals = new PostgresSignals(url, pool);
  await signals.start();
  return signals;
}
