import { describe, expect, it } from 'vitest';
import {
  activateStorytellerRequestSchema,
  chatRequestSchema,
  chatStreamItemSchema,
  createInvitationRequestSchema,
  followUpItemsQuerySchema,
  memberSchema,
  memoryParamsSchema,
  profileUpdateSchema,
  saveIntroRequestSchema,
  storiesQuerySchema,
  storyParamsSchema,
  updateMemberRoleRequestSchema,
} from './index.ts';

describe('stories query', () => {
  it('defaults to the dashboard limit, newest first', () => {
    expect(storiesQuerySchema.parse({})).toEqual({ limit: 20, offset: 0, sortBy: 'created_at', sortOrder: 'DESC' });
  });

  it('accepts sortOrder in any case and numbers as text', () => {
    expect(storiesQuerySchema.parse({ limit: '100', offset: '5', sortBy: 'title', sortOrder: 'asc' })).toMatchObject({
      limit: 100,
      offset: 5,
      sortOrder: 'ASC',
    });
  });

  it.each([{ limit: '0' }, { limit: '101' }, { limit: '1.5' }, { offset: '-1' }, { offset: '99999999999999999999' }, { offset: '1000001' }, { sortBy: 'id' }, { sortOrder: 'up' }, { conversationId: 'x' }, { extra: '1' }])(
    'refuses %o',
    (query) => {
      expect(storiesQuerySchema.safeParse(query).success).toBe(false);
    },
  );
});

describe('request bodies', () => {
  it('includeFollowedUp is true/false text', () => {
    expect(followUpItemsQuerySchema.parse({}).includeFollowedUp).toBe(false);
    expect(followUpItemsQuerySchema.parse({ includeFollowedUp: 'true' }).includeFollowedUp).toBe(true);
    expect(followUpItemsQuerySchema.safeParse({ includeFollowedUp: '1' }).success).toBe(false);
  });

  it('a profile update is partial, knows the personas and refuses unknown fields', () => {
    expect(profileUpdateSchema.parse({ persona: 'elderly' })).toEqual({ persona: 'elderly' });
    expect(profileUpdateSchema.safeParse({ persona: 'owner' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ role: 'admin' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ subjectAge: 121 }).success).toBe(false);
  });

  it('an intro defaults its template fields', () => {
    expect(saveIntroRequestSchema.parse({ content: 'Hello' })).toEqual({ content: 'Hello', templateId: null, templateVariables: {} });
    expect(saveIntroRequestSchema.safeParse({ content: ' ' }).success).toBe(false);
  });

  it('an activation needs the token, the uid, a name and an age of 1–120', () => {
    const ok = { storytellerId: 'A'.repeat(43), firebaseUid: 'uid', name: 'Rose', age: 88 };
    expect(activateStorytellerRequestSchema.parse(ok)).toEqual(ok);
    expect(activateStorytellerRequestSchema.safeParse({ ...ok, age: 0 }).success).toBe(false);
    expect(activateStorytellerRequestSchema.safeParse({ ...ok, age: 3.5 }).success).toBe(false);
    expect(activateStorytellerRequestSchema.safeParse({ ...ok, storytellerId: 'a b' }).success).toBe(false);
  });

  it('an invitation carries a role', () => {
    expect(createInvitationRequestSchema.safeParse({ role: 'viewer', name: 'Tom' }).success).toBe(true);
    expect(createInvitationRequestSchema.safeParse({ role: 'elderly', name: 'Tom' }).success).toBe(false);
  });

  it('a chat message defaults to the default conversation', () => {
    expect(chatRequestSchema.parse({ text: 'Hi' }).conversationId).toBe('default');
    expect(chatRequestSchema.safeParse({ text: '  ' }).success).toBe(false);
  });

  it('stream items are {text}, {memory} or {error}', () => {
    expect(chatStreamItemSchema.safeParse({ text: 'a' }).success).toBe(true);
    expect(chatStreamItemSchema.safeParse({ error: 'x' }).success).toBe(true);
    expect(chatStreamItemSchema.safeParse({ other: 1 }).success).toBe(false);
  });
});

describe('members', () => {
  it('a role change carries a known role and nothing else', () => {
    expect(updateMemberRoleRequestSchema.parse({ role: 'viewer' })).toEqual({ role: 'viewer' });
    expect(updateMemberRoleRequestSchema.safeParse({ role: 'owner' }).success).toBe(false);
    expect(updateMemberRoleRequestSchema.safeParse({ role: 'admin', uid: 'x' }).success).toBe(false);
  });

  it('a member without an e-mail (what non-admins receive) is valid', () => {
    expect(memberSchema.safeParse({ uid: 'u', name: 'Rose', role: 'storyteller', joined_at: '2025-01-01' }).success).toBe(true);
  });

  it('row ids in delete paths are positive integers', () => {
    expect(storyParamsSchema.safeParse({ storyId: '12' }).success).toBe(true);
    expect(memoryParamsSchema.safeParse({ memoryId: '0' }).success).toBe(false);
    expect(memoryParamsSchema.safeParse({ memoryId: 'abc' }).success).toBe(false);
  });
});
