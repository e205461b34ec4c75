import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { pageRoutes } from './routes.ts';

/** packages/app, which each route's `module` is relative to. */
const appDir = path.resolve(import.meta.dirname, '../..');
const moduleFile = (module: string) => path.join(appDir, module);


describe('the route table (routes.ts)', () => {
  it('names, for each route, the page module its lazy import loads', async () => {
    // Each page module replaced by a marker of its own: what `lazy` gives back tells which file it imported.
    const markers = new Map<string, () => null>();
    for (const { module } of pageRoutes) {
      const marker = markers.get(module) ?? Object.assign(() => null, { displayName: module });
      markers.set(module, marker);
      vi.doMock(moduleFile(module), () => ({ default: marker }));
    }
    for (const route of pageRoutes) {
      expect(fs.existsSync(moduleFile(route.module)), `${route.path}: ${route.module} exists`).toBe(true);
      const { Component } = await route.lazy();
      expect(Component, `${route.path} loads ${route.module}`).toBe(markers.get(route.module));
    }
    for (const module of markers.keys()) vi.doUnmock(moduleFile(module));
  });

  it('shows each URL of SPEC §2 its page, and the 404 page for any other', () => {
    const pageAt = (url: string) => matchRoutes([...pageRoutes], url)?.at(-1)?.route.module;
    const expected: Record<string, string> = {
      '/': 'Landing',
      '/auth': 'Auth',
      '/onboarding': 'Onboarding',
      '/onboarding/storyteller': 'InvitationActivation',
      '/dashboard': 'DashboardRedirect',
      '/chat': 'Chat',
      '/chat/c-42': 'Chat',
      '/video-demo': 'VideoDemo',
      '/samples': 'Samples',
      '/storyteller-dashboard': 'StorytellerDashboard',
      '/admin-dashboard': 'AdminDashboard',
      '/contributor-dashboard': 'ContributorDashboard',
      '/viewer-dashboard': 'ViewerDashboard',
      '/demo/storyteller': 'StorytellerDashboard',
      '/demo/contributor': 'DemoContributor',
      '/demo/admin': 'DemoAdmin',
      '/account': 'Account',
      '/book': 'Book',
      '/sign-in/link': 'SignInLink',
      '/answer/s-7': 'Answer',
      '/no-such-page': 'NotFound',
      '/chat/c-42/more': 'NotFound',
      '/demo': 'NotFound',
    };
    for (const [url, page] of Object.entries(expected)) expect(pageAt(url), url).toBe(`src/routes/${page}/${page}.tsx`);
  });

  it('lists each path once', () => {
    const paths = pageRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
