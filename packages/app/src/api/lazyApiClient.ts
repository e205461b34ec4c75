import type { ApiClient, ApiClientOptions } from '@kinstory/features';

/**
 * Every method of the API client. The client validates each answer with the contract's zod
 * schemas, which the landing page's first load should not pay for: the real client is loaded on
 * the first call. A method added to the client fails the type check until it is listed here.
 */
const methods = [
  'getProfile',
  'updateProfile',
  'getConversations',
  'getMessages',
  'generateTitle',
  'saveIntro',
  'getChatIntro',
  'getMemories',
  'getStories',
  'getStoryStats',
  'getLooseFacts',
  'markFollowedUp',
  'getHealth',
  'getClientConfig',
  'getPendingStoryteller',
  'activateStoryteller',
  'getArchive',
  'getLifeMap',
  'getInvitations',
  'createInvitation',
  'revokeInvitation',
  'getMembers',
  'updateMemberRole',
  'removeMember',
  'deleteConversation',
  'deleteStory',
  'deleteMemory',
  'deleteLooseFact',
  'patchStory',
  'getStoryRevisions',
  'undoStoryRevision',
  'patchMemory',
  'getMemoryRevisions',
  'undoMemoryRevision',
  'deleteAccount',
  'deleteArchive',
  'signOutEverywhere',
  'transcribe',
  'getTranscript',
  'speak',
  'uploadRecording',
  'saveVoiceMemory',
  'getVoiceMemories',
  'transcribeMessage',
  'updateArchiveSettings',
  'audioUrl',
  'downloadStoryAudio',
  'addPerspective',
  'getEncouragements',
  'sendEncouragement',
  'markEncouragementsSeen',
  'getBookPlan',
  'downloadBook',
  'downloadExport',
  'downloadFamilyTree',
  'importArchive',
  'getPromptSchedule',
  'savePromptSchedule',
  'savePromptQuestions',
  'sendPromptNow',
  'openPromptSend',
  'requestSignInLink',
] as const satisfies ReadonlyArray<keyof ApiClient>;

type Unlisted = Exclude<keyof ApiClient, (typeof methods)[number]>;
const allListed: [Unlisted] extends [never] ? true : Unlisted = true;
void allListed;

/** The client module, once; a failed load is retried on the next call. */
let module: Promise<typeof import('./apiClientModule.ts')> | null = null;
function loadModule() {
  module ??= import('./apiClientModule.ts').catch((error: unknown) => {
    module = null;
    throw error;
  });
  return module;
}

/** Starts loading the client module (e.g. once the user is known to be signed in). */
export function preloadApiClient(): void {
  void loadModule().catch(() => undefined);
}

/** An ApiClient with the same methods as `createApiClient(options)`, loading the real one on first use. */
export function createLazyApiClient(options: ApiClientOptions): ApiClient {
  let client: Promise<ApiClient> | null = null;
  const real = () => (client ??= loadModule().then(({ createApiClient }) => createApiClient(options)));
  const lazy: Record<string, (...args: never[]) => Promise<unknown>> = {};
  for (const name of methods) {
    lazy[name] = async (...args: never[]) => {
      const target = (await real())[name] as (...a: never[]) => Promise<unknown>;
      return target(...args);
    };
  }
  return lazy as unknown as ApiClient;
}
