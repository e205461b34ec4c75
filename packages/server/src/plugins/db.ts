import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Transaction } from 'kysely';
import type { DatabaseConfig } from '../config.ts';
import { HttpError } from '../http.ts';
import { openStore, type Store } from '../storage/database.ts';
import { createArchiveContentRepository } from '../storage/repositories/archiveContent.ts';
import { createArchiveRepository } from '../storage/repositories/archives.ts';
import { createConversationRepository } from '../storage/repositories/conversations.ts';
import { createInvitationRepository } from '../storage/repositories/invitations.ts';
import { createJobsRepository } from '../storage/repositories/jobs.ts';
import { createLimitsRepository } from '../storage/repositories/limits.ts';
import { createCorrectionsRepository } from '../storage/repositories/corrections.ts';
import { createRemovalRepository } from '../storage/repositories/removals.ts';
import { createRecordingRepository } from '../storage/repositories/recordings.ts';
import { createPerspectiveRepository } from '../storage/repositories/perspectives.ts';
import { createEncouragementRepository } from '../storage/repositories/encouragements.ts';
import { createPromptRepository } from '../storage/repositories/prompts.ts';
import type { Database } from '../storage/schema.ts';

export function createRepositories(store: Store) {
  const { db, signals, dialect } = store;
  return {
    db,
    archives: createArchiveRepository(db, signals),
    conversations: createConversationRepository(db, dialect),
    content: createArchiveContentRepository(db, signals, dialect),
    invitations: createInvitationRepository(db),
    limits: createLimitsRepository(db, dialect),
    jobs: createJobsRepository(db, dialect),
    removals: createRemovalRepository(db, dialect),
    corrections: createCorrectionsRepository(db, dialect),
    recordings: createRecordingRepository(db),
    perspectives: createPerspectiveRepository(db),
    encouragements: createEncouragementRepository(db),
    prompts: createPromptRepository(db),
    /** Runs fn in one transaction; the repositories' methods take it as their last argument. */
    transaction: <T>(fn: (tx: Transaction<Database>) => Promise<T>): Promise<T> => db.transaction().execute(fn),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
    store: Store;
  }
}

/** Routes that answer without the database (liveness, readiness, the client's config, the app). */
const withoutDatabase = (request: FastifyRequest) => {
  const path = request.url.split('?')[0]!;
  return !(path.startsWith('/api/') || path === '/chat' || path === '/events') || ['/api/health', '/api/ready', '/api/config'].includes(path);
};

/**
 * Opens the database (SQLite: the file, claimed for this process; PostgreSQL: a pool) and its
 * repositories; closes it when the app closes. With `waitUntilReady: false` the app starts before
 * the database answers: until it is migrated, the routes that need it answer 503 and
 * GET /api/ready says so, as a load balancer expects.
 */
export default fp(
  async function db(app: FastifyInstance, opts: { database: DatabaseConfig; waitUntilReady?: boolean }) {
    const store = await openStore(opts.database, {
      exclusive: true,
      log: (err) => app.log.warn({ code: (err as { code?: string }).code, message: (err as Error).message }, 'database not ready yet'),
    });
    app.decorate('store', store);
    app.decorate('repos', createRepositories(store));
    app.addHook('onClose', async () => {
      // Leases given back in the last moments are deleted before the pool goes.
      await app.repos.limits.flushReleases();
      await store.close();
    });
    if (opts.waitUntilReady !== false) await store.ready;
    app.addHook('onRequest', async (request) => {
      if (!store.isReady() && !withoutDatabase(request)) {
        throw new HttpError(503, 'Kinstory is starting: please try again in a moment', { 'retry-after': '2' });
      }
    });
  },
  { name: 'db', dependencies: ['errors'] },
);
