import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserStore, CACHED_MESSAGES, storageKeys } from './storage.ts';

/** A Storage kept in a Map, standing in for the browser's localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

const grace = { uid: 'u-grace', userName: 'Grace', email: 'grace@example.com', subjectName: null };

describe('the cached dashboard header', () => {
  it('comes back as it was stored', () => {
    browserStore.setDashboardHeader(grace);
    expect(browserStore.getDashboardHeader()).toEqual(grace);
  });

  it.each([
    ['not JSON', '{"uid":'],
    ['null', 'null'],
    ['no uid', JSON.stringify({ userName: 'Grace', email: null, subjectName: null })],
    ['a name that is not text', JSON.stringify({ ...grace, userName: 42 })],
    ['a missing field', JSON.stringify({ uid: 'u-grace', userName: 'Grace', email: null })],
  ])('is ignored when the stored value is %s', (_, raw) => {
    storage.setItem(storageKeys.cachedDashboardHeader, raw);
    expect(browserStore.getDashboardHeader()).toBeNull();
  });

  it('keeps nothing but the four fields', () => {
    storage.setItem(storageKeys.cachedDashboardHeader, JSON.stringify({ ...grace, initialTopics: ['war years'] }));
    expect(browserStore.getDashboardHeader()).toEqual(grace);
  });

  it('goes on sign-out, with the cached persona', () => {
    browserStore.setDashboardHeader(grace);
    browserStore.setCachedPersona('admin');
    browserStore.clearOnSignOut();
    expect(browserStore.getDashboardHeader()).toBeNull();
    expect(browserStore.getCachedPersona()).toBeNull();
  });

  it('can be forgotten with the rest of the last visit, the persona staying', () => {
    browserStore.setDashboardHeader(grace);
    browserStore.setCachedPersona('admin');
    browserStore.forgetLastVisit();
    expect(browserStore.getDashboardHeader()).toBeNull();
    expect(browserStore.getCachedPersona()).toBe('admin');
  });

  it('is simply not kept when the browser refuses to store it (full, private mode)', () => {
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    expect(() => browserStore.setDashboardHeader(grace)).not.toThrow();
    expect(browserStore.getDashboardHeader()).toBeNull();
  });
});

describe('the cached conversation', () => {
  const hello = { id: 'm1', role: 'user', content: 'Hello', timestamp: '2026-11-20T10:00:00.000Z' } as const;
  const reply = { id: 'm2', role: 'assistant', content: 'Tell me more.', timestamp: new Date('2026-11-20T10:00:05.000Z'), interrupted: true, recording: 'r2' } as const;

  it('comes back for the same conversation, times as text', () => {
    browserStore.setConversation({ uid: 'u-grace', conversationId: 'c1', messages: [hello, reply] });
    expect(browserStore.getConversation('c1')).toEqual({ uid: 'u-grace', conversationId: 'c1', messages: [hello, { ...reply, timestamp: '2026-11-20T10:00:05.000Z' }] });
  });

  it('is not shown for another conversation: one conversation is kept', () => {
    browserStore.setConversation({ uid: 'u-grace', conversationId: 'c1', messages: [hello] });
    browserStore.setConversation({ uid: 'u-grace', conversationId: 'c2', messages: [reply] });
    expect(browserStore.getConversation('c1')).toBeNull();
    expect(browserStore.getConversation('c2')?.messages.map((m) => m.id)).toEqual(['m2']);
  });

  it(`keeps the latest ${CACHED_MESSAGES} messages`, () => {
    const many = Array.from({ length: CACHED_MESSAGES + 5 }, (_, i) => ({ ...hello, id: `m${i}` }));
    browserStore.setConversation({ uid: 'u-grace', conversationId: 'c1', messages: many });
    const kept = browserStore.getConversation('c1')?.messages ?? [];
    expect(kept).toHaveLength(CACHED_MESSAGES);
    expect(kept[0]?.id).toBe('m5');
    expect(kept.at(-1)?.id).toBe(`m${CACHED_MESSAGES + 4}`);
  });

  it.each([
    ['not JSON', '{'],
    ['without a uid', JSON.stringify({ conversationId: 'c1', messages: [] })],
    ['with a message without text', JSON.stringify({ uid: 'u', conversationId: 'c1', messages: [{ id: 'm1', role: 'user', timestamp: '2026-11-20T10:00:00.000Z' }] })],
    ['with a message of an unknown role', JSON.stringify({ uid: 'u', conversationId: 'c1', messages: [{ ...hello, role: 'system' }] })],
  ])('is ignored when the stored value is %s', (_, raw) => {
    storage.setItem(storageKeys.cachedConversation, raw);
    expect(browserStore.getConversation('c1')).toBeNull();
  });

  it('goes on sign-out and when no one is signed in', () => {
    browserStore.setConversation({ uid: 'u-grace', conversationId: 'c1', messages: [hello] });
    browserStore.clearOnSignOut();
    expect(browserStore.getConversation('c1')).toBeNull();
    browserStore.setConversation({ uid: 'u-grace', conversationId: 'c1', messages: [hello] });
    browserStore.forgetLastVisit();
    expect(browserStore.getConversation('c1')).toBeNull();
  });

  it('is simply not kept when the browser refuses to store it', () => {
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    expect(() => browserStore.setConversation({ uid: 'u-grace', conversationId: 'c1', messages: [hello] })).not.toThrow();
    expect(browserStore.getConversation('c1')).toBeNull();
  });
});

describe('the address a sign-in link was sent to', () => {
  it('is kept under the contract’s key until it is forgotten', () => {
    expect(browserStore.getSignInEmail()).toBeNull();
    browserStore.setSignInEmail('edna@example.com');
    expect(storage.getItem('kinstory.emailForSignIn')).toBe('edna@example.com');
    expect(browserStore.getSignInEmail()).toBe('edna@example.com');
    browserStore.forgetSignInEmail();
    expect(browserStore.getSignInEmail()).toBeNull();
  });

  it('a newer request replaces the older address', () => {
    browserStore.setSignInEmail('edna@example.com');
    browserStore.setSignInEmail('edna.smith@example.com');
    expect(browserStore.getSignInEmail()).toBe('edna.smith@example.com');
  });

  it('stays on sign-out (a link may still be on its way)', () => {
    browserStore.setSignInEmail('edna@example.com');
    browserStore.clearOnSignOut();
    expect(browserStore.getSignInEmail()).toBe('edna@example.com');
  });

  it('is simply not kept when the browser refuses to store it', () => {
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    expect(() => browserStore.setSignInEmail('edna@example.com')).not.toThrow();
    expect(browserStore.getSignInEmail()).toBeNull();
  });

  it('without any browser storage, nothing is kept and nothing throws', () => {
    vi.stubGlobal('window', undefined);
    expect(() => browserStore.setSignInEmail('edna@example.com')).not.toThrow();
    expect(browserStore.getSignInEmail()).toBeNull();
  });
});
