export * from './constants.ts';
export * from './memory.ts';
export * from './common.ts';
export * from './errors.ts';
export * from './profile.ts';
export * from './conversations.ts';
export * from './stories.ts';
export * from './corrections.ts';
export * from './followUpItems.ts';
export * from './invitations.ts';
export * from './archive.ts';
export * from './members.ts';
export * from './lifeMap.ts';
export * from './chat.ts';
export * from './health.ts';
export * from './speech.ts';
export * from './voice.ts';
export * from './family.ts';
export * from './keepsakes.ts';
export * from './prompts.ts';

/**
 * What clients send and the server parses: request bodies, paths and queries (and an imported
 * archive). Apart from the answers, which the app's API client parses: a module of the contract
 * whose exports the client does not use is left out of its bundle, so these schemas are not built
 * in the browser (zod's chained calls, `.strict()` and the like, cannot be dropped one by one).
 */
export * from './requests/profile.ts';
export * from './requests/conversations.ts';
export * from './requests/stories.ts';
export * from './requests/corrections.ts';
export * from './requests/followUpItems.ts';
export * from './requests/invitations.ts';
export * from './requests/members.ts';
export * from './requests/chat.ts';
export * from './requests/speech.ts';
export * from './requests/voice.ts';
export * from './requests/family.ts';
export * from './requests/keepsakes.ts';
export * from './requests/prompts.ts';
