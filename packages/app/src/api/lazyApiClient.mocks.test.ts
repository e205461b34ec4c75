import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClientOptions } from '@kinstory/features';
import { createLazyApiClient } from './lazyApiClient.ts';

/** The real client stands in here as one that records the options it was made with and each call. */
const made = vi.hoisted(() => ({ clients: [] as unknown[], calls: [] as Array<[string, unknown[]]> }));
vi.mock('./apiClientModule.ts', () => ({
  createApiClient: (options: unknown) => {
    made.clients.push(options);
    const record =
      (name: string) =>
      async (...args: unknown[]) => {
        made.calls.push([name, args]);
        if (name === 'deleteStory') throw new Error('Failed to delete the story');
        return { answeredBy: name };
      };
    return { getMessages: record('getMessages'), getProfile: record('getProfile'), deleteStory: record('deleteStory') };
  },
}));

const options: ApiClientOptions = { getToken: async () => 'token-1' };

beforeEach(() => {
  made.clients.length = 0;
  made.calls.length = 0;
});

describe('the lazily loaded API client', () => {
  it("calls the real client's method of the same name with the same arguments, and gives its answer", async () => {
    const client = createLazyApiClient(options);
    await expect(client.getMessages('c1')).resolves.toEqual({ answeredBy: 'getMessages' });
    expect(made.calls).toEqual([['getMessages', ['c1']]]);
    expect(made.clients).toEqual([options]);
  });

  it("fails a call with the real client's error", async () => {
    const client = createLazyApiClient(options);
    await expect(client.deleteStory('s1')).rejects.toThrow('Failed to delete the story');
  });

  it('makes the real client once, on the first call', async () => {
    const client = createLazyApiClient(options);
    expect(made.clients).toHaveLength(0);
    await Promise.all([client.getProfile(), client.getMessages('c1')]);
    await client.getProfile();
    expect(made.clients).toHaveLength(1);
    expect(made.calls.map(([name]) => name)).toEqual(['getProfile', 'getMessages', 'getProfile']);
  });

  it('gives the same function for a method each time (safe as a hook dependency)', () => {
    const client = createLazyApiClient(options);
    expect(client.getProfile).toBe(client.getProfile);
    expect(client.getProfile).not.toBe(client.getMessages);
  });

  it('is not taken for a promise: awaiting it gives the client itself', async () => {
    const client = createLazyApiClient(options);
    expect(await Promise.resolve(client)).toBe(client);
  });
});

describe('the client module, preloaded after the first paint', () => {
  it('loads only once the paint has settled: a call made before waits for it', async () => {
    vi.resetModules();
    const fresh = await import('./lazyApiClient.ts');
    let painted: () => void = () => undefined;
    fresh.preloadApiClient(new Promise<void>((resolve) => (painted = resolve)));
    const answer = fresh.createLazyApiClient(options).getProfile();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(made.clients).toHaveLength(0);
    painted();
    await expect(answer).resolves.toEqual({ answeredBy: 'getProfile' });
    expect(made.clients).toHaveLength(1);
  });
});
