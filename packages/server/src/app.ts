import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DestinationStream } from 'pino';
import { BODY_LIMIT_BYTES } from '@kinstory/contract';
import type { ServerConfig } from './config.ts';
import { defaultLimits, type Limits } from './limits.ts';
import { loggerOptions } from './logging.ts';
import accounts from './plugins/accounts.ts';
import auth from './plugins/auth.ts';
import db from './plugins/db.ts';
import limitsPlugin from './plugins/limits.ts';
import mail from './plugins/mail.ts';
import type { Mailer } from './mail/types.ts';
import errors from './plugins/errors.ts';
import openapi, { BEARER_AUTH } from './plugins/openapi.ts';
import providers, { type Providers } from './plugins/providers.ts';
import staticApp from './plugins/static.ts';
import chatRoutes from './routes/chat/index.ts';
import eventRoutes from './routes/events/index.ts';
import speechRoutes from './routes/speech/index.ts';
import recordingRoutes from './routes/recordings/index.ts';
import { createVoiceService } from './services/voice.ts';
import { RealtimeState } from './streaming/state.ts';
import { createExtractionHandler, EXTRACT_JOB } from './services/extraction.ts';
import { defaultJobOptions, JobRunner, type JobRunnerOptions } from './services/jobRunner.ts';
import archiveRoutes from './routes/archive/index.ts';
import conversationRoutes from './routes/conversations/index.ts';
import followUpItemRoutes from './routes/followUpItems/index.ts';
import healthRoutes from './routes/health/index.ts';
import devOutboxRoutes from './routes/devOutbox/index.ts';
import signInLinkRoutes from './routes/signInLink/index.ts';
import { createSendMailHandler, SEND_MAIL_JOB } from './services/mailJobs.ts';
import invitationRoutes from './routes/invitations/index.ts';
import onboardingRoutes from './routes/onboarding/index.ts';
import profileRoutes from './routes/profile/index.ts';
import storyRoutes from './routes/stories/index.ts';
import memberRoutes from './routes/members/index.ts';
import deleteRoutes from './routes/deletes/index.ts';
import perspectiveRoutes from './routes/perspectives/index.ts';
import encouragementRoutes from './routes/encouragements/index.ts';
import { createFamilyService } from './services/family.ts';
import promptRoutes from './routes/prompts/index.ts';
import unsubscribeRoutes from './routes/prompts/unsubscribe.ts';
import { createPromptsService } from './services/prompts.ts';
import { createUnsubscribeLinks } from './services/unsubscribeLinks.ts';
import { createWeeklyQuestion, WEEKLY_QUESTION_JOB } from './services/weeklyQuestion.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The streaming routes' shared state (event hub, shutdown); benches publish through it. */
    realtime: RealtimeState;
    /** The durable job runner (extraction of every message). */
    jobs: JobRunner;
  }
}

export interface AppOptions {
  config: ServerConfig;
  /** AI providers; the embedded ones by default. Tests pass their own. */
  providers?: Providers;
  /** Rate limits, stream caps and timeouts; the issue #5 defaults otherwise. */
  limits?: Partial<Limits>;
  /** false: start before the database answers (GET /api/ready tells when it does). Default true. */
  waitUntilReady?: boolean;
  /** The durable job runner's lease, poll and retry timing; defaults otherwise. Tests pass shorter ones. */
  jobs?: Partial<JobRunnerOptions>;
  /** Sends the mails; by default SMTP_URL's, or the outbox folder's. Tests pass one that fails on purpose. */
  mailer?: Mailer;
}

export interface BuildAppOptions extends AppOptions {
  /** false turns logging off; otherwise pino at `level` (info) to `stream` (stdout). */
  log?: false | { level?: string; stream?: DestinationStream };
}

/** The whole app as one plugin: storage, auth, providers, routes, error handling, static app. */
export const kinstoryApp = fp(
  async function kinstory(app: FastifyInstance, opts: AppOptions) {
    // JSON only: a text/plain body is refused (415) instead of reaching a handler as a string.
    app.removeContentTypeParser('text/plain');
    await app.register(errors);
    // Before any route: the schema compilers, and the OpenAPI document that collects every route.
    await app.register(openapi, { version: opts.config.version });
    await app.register(db, { database: opts.config.database, waitUntilReady: opts.waitUntilReady });
    await app.register(limitsPlugin);
    await app.register(providers, opts.providers ? { providers: opts.providers } : {});
    const limits: Limits = { ...defaultLimits, ...opts.limits };
    await app.register(auth, { config: opts.config, recheckMs: limits.revocationRecheckMs });
    await app.register(accounts, { config: opts.config });
    await app.register(mail, { config: opts.config, ...(opts.mailer ? { mailer: opts.mailer } : {}) });
    await app.register(healthRoutes, { config: opts.config });
    // No sign-in: asking for a sign-in link, and the outbox page (emulator mode only).
    await app.register(signInLinkRoutes, { limits });
    await app.register(devOutboxRoutes, { config: opts.config });
    const realtime = new RealtimeState(app.repos.content, app.store.signals);
    app.decorate('realtime', realtime);
    const jobOptions = { ...defaultJobOptions, ...opts.jobs };
    const unsubscribeLinks = createUnsubscribeLinks(app.repos.prompts);
    const weeklyQuestion = createWeeklyQuestion({
      repos: app.repos,
      signals: app.store.signals,
      unsubscribeLinks,
      now: jobOptions.now,
      mail: () => ({ mailer: app.mailer, publicUrl: app.publicUrl(), signInLink: (email, path) => app.signInAccounts.signInLink(email, path) }),
    });
    const jobs = new JobRunner(
      app.repos.jobs,
      {
        [EXTRACT_JOB]: createExtractionHandler({ repos: app.repos, providers: app.providers, limits, hub: realtime.hub }),
        [SEND_MAIL_JOB]: createSendMailHandler({ repos: app.repos, mail: () => ({ mailer: app.mailer, signInLink: (email, path) => app.signInAccounts.signInLink(email, path) }) }),
        [WEEKLY_QUESTION_JOB]: weeklyQuestion.handler,
      },
      app.store.signals,
      jobOptions,
      app.log,
    );
    app.decorate('jobs', jobs);
    // Jobs left pending or running by a crash are picked up once the database is ready. A SQLite
    // file belongs to this process alone, so what ran or streamed there before was in a process
    // that is gone.
    app.addHook('onReady', async () => {
      void app.store.ready.then(async () => {
        if (app.store.dialect === 'sqlite') {
          await app.repos.jobs.reclaimAbandoned([WEEKLY_QUESTION_JOB]);
          // Streams counted before a crash are not open any more.
          await app.repos.limits.forgetOpenStreams();
        }
        // Every weekly question that is on has its next send (schedules saved before a crash, or before this version).
        await weeklyQuestion.reconcile().catch((err: unknown) => app.log.warn({ err: { message: (err as Error).message } }, 'could not check the weekly questions'));
        jobs.start();
      });
    });
    // Open streams end cleanly (a cut-off reply is stored) before connections and the database close.
    app.addHook('preClose', async () => {
      await jobs.stop();
      await realtime.close();
    });
    const prompts = createPromptsService({ repos: app.repos, weeklyQuestion, unsubscribeLinks, now: jobOptions.now, outbox: () => app.mailer.mode === 'outbox' });
    await app.register(unsubscribeRoutes, { limits, prompts });
    await app.register(async function authenticated(api) {
      api.addHook('onRequest', async (request) => api.authenticate(request));
      // The document says so: every route in here needs the bearer token.
      api.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, security: [{ [BEARER_AUTH]: [] }] };
      });
      await api.register(profileRoutes, { limits });
      await api.register(conversationRoutes, { limits });
      await api.register(storyRoutes, { limits });
      await api.register(followUpItemRoutes, { limits });
      await api.register(invitationRoutes, { limits });
      await api.register(onboardingRoutes, { limits });
      await api.register(archiveRoutes);
      const family = createFamilyService({ repos: app.repos, signals: app.store.signals, signInAccounts: app.signInAccounts });
      await api.register(memberRoutes, { family });
      await api.register(deleteRoutes, { family });
      await api.register(perspectiveRoutes, { limits });
      await api.register(encouragementRoutes, { limits });
      await api.register(promptRoutes, { limits, prompts });
      await api.register(import('./routes/lifeMap/index.ts'));
      await api.register(import('./routes/keepsakes/index.ts'), { limits });
      await api.register(chatRoutes, { limits, realtime, jobs });
      await api.register(eventRoutes, { limits, realtime });
      const voice = createVoiceService({ repos: app.repos, limits, signals: app.store.signals });
      await api.register(speechRoutes, { limits, voice });
      await api.register(recordingRoutes, { limits, voice });
    });
    await app.register(staticApp, { appDist: opts.config.appDist });
  },
  { name: 'kinstory' },
);

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const limits: Limits = { ...defaultLimits, ...options.limits };
  const app = Fastify({
    logger: options.log === false ? false : loggerOptions(options.log ?? {}),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    http: {
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      // How often Node looks for requests over their time (30 s by default, which would let a
      // short timeout run 30 s over).
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, limits.headersTimeoutMs / 2)),
    },
    // Open event streams must not hold app.close() forever.
    forceCloseConnections: true,
  });
  await app.register(kinstoryApp, options);
  return app;
}
