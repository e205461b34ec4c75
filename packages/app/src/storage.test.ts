import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserStore, storageKeys } from './storage.ts';

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

  it('can be forgotten on its own', () => {
    browserStore.setDashboardHeader(grace);
    browserStore.setCachedPersona('admin');
    browserStore.forgetDashboardHeader();
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
