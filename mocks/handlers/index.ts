import * as api from './api.ts';
import { correctionsHandlers } from './corrections.ts';
import { familyHandlers } from './family.ts';
import { chatHandlers, eventsHandlers, speechHandlers } from './live.ts';
import { voiceHandlers } from './voice.ts';
import { perspectivesHandlers } from './perspectives.ts';
import { keepsakesHandlers } from './keepsakes.ts';
import { promptsHandlers } from './prompts.ts';
import { signInHandlers } from './signIn.ts';

export * from './api.ts';
export * from './live.ts';
export * from './family.ts';
export * from './corrections.ts';
export * from './voice.ts';
export * from './perspectives.ts';
export * from './keepsakes.ts';
export * from './prompts.ts';
export * from './signIn.ts';
export { resourceStates } from './states.ts';

/** Every call answered with its fixture: the default of Storybook, tests and dev:mock. */
export const handlers = [
  api.profileHandlers.default,
  api.conversationsHandlers.default,
  api.messagesHandlers.default,
  api.memoriesHandlers.default,
  api.storyStatsHandlers.default,
  api.storiesHandlers.default,
  api.followUpItemsHandlers.default,
  api.chatIntroHandlers.default,
  api.archiveHandlers.default,
  api.lifeMapHandlers.default,
  api.invitationsHandlers.default,
  api.pendingStorytellerHandlers.default,
  api.healthHandlers.default,
  ...api.writeHandlers,
  ...familyHandlers,
  correctionsHandlers.patchStory,
  correctionsHandlers.storyRevisions,
  correctionsHandlers.undoStory,
  correctionsHandlers.patchMemory,
  correctionsHandlers.memoryRevisions,
  correctionsHandlers.undoMemory,
  ...perspectivesHandlers,
  chatHandlers.default,
  eventsHandlers.default,
  speechHandlers.tts,
  speechHandlers.transcribe,
  ...voiceHandlers,
  ...keepsakesHandlers,
  ...promptsHandlers,
  ...signInHandlers,
];
