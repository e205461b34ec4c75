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
 * archive), apart from the answers, which the app's API client parses. The contract is written with
 * zod/mini: a schema is a chain of side-effect-free calls that the client's bundle leaves out when
 * unused, and cheaper to build in the browser than zod's classic schemas.
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
