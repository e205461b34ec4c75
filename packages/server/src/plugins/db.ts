import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase } from '../storage/database.ts';
import { createArchiveContentRepository } from '../storage/repositories/archiveContent.ts';
import { createArchiveRepository } from '../storage/repositories/archives.ts';
import { createConversationRepository } from '../storage/repositories/conversations.ts';
import { createInvitationRepository } from '../storage/repositories/invitations.ts';
import type { Database } from '../storage/schema.ts';

export function createRepositories(db: Kysely<Database>) {
  return {
    db,
    archives: createArchiveRepository(db),
    conversations: createConversationRepository(db),
    content: createArchiveContentRepository(db),
    invitations: createInvitationRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

/** Opens and migrates the database at start; closes it when the app closes. */
export default fp(
  async function db(app: FastifyInstance, opts: { databaseFile: string }) {
    const kysely = await openDatabase(opts.databaseFile);
    app.decorate('repos', createRepositories(kysely));
    app.addHook('onClose', async () => kysely.destroy());
  },
  { name: 'db' },
);
