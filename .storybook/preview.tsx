/// <reference types="vite/client" />
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview, type Decorator } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import addonMsw from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import { applySchemeClass, isColorScheme, resolveScheme } from '@kinstory/ui/scheme';
import '@kinstory/ui/tokens/light.css';
import '@kinstory/ui/tokens/dark.css';

// findBy/waitFor give up after 1 s by default. A page story's chain of calls (profile, then its
// lists; or a POST then a navigation) can take longer than that on CI's two busy cores; a wait still
// ends the moment the page shows what it waits for.
configure({ asyncUtilTimeout: 3000 });

/**
 * VITE_STORY_FETCH_JITTER_MS=700 npx vitest run --project storybook: every fetch first waits a
 * random 0–700 ms, so the calls of a page answer in any order. It finds plays that assume one call
 * answers before another (how StorytellerDashboard › Empty once failed on CI). Off by default.
 */
const fetchJitterMs = Number(import.meta.env.VITE_STORY_FETCH_JITTER_MS ?? 0);
function withFetchJitter() {
  if (!(fetchJitterMs > 0)) return undefined;
  const real = window.fetch;
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * fetchJitterMs));
    return real(...args);
  };
  return () => {
    window.fetch = real;
  };
}

/**
 * react-aria announces a focused button's pending state with a node in <body> that points at the
 * button's id; left over from the previous story it points at nothing, which axe calls an error.
 */
function clearAnnouncements() {
  document.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((node) => node.remove());
}

/** Puts the toolbar's scheme class on <html>, exactly as ThemeProvider and themeScript do. */
const withScheme: Decorator = (Story, { globals }) => {
  const scheme = isColorScheme(globals.theme) ? globals.theme : 'light';
  applySchemeClass(resolveScheme(scheme, matchMedia('(prefers-color-scheme: dark)').matches));
  return <Story />;
};

const viewport = (name: string, width: number, height: number, type: 'mobile' | 'tablet' | 'desktop') => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

/**
 * The preview every story file builds on (`preview.meta(...)`, then `meta.story(...)`): the addons'
 * annotations, Mock Service Worker started once (calls no handler answers go to the network), and
 * the project's own.
 */
export default definePreview({
  addons: [
    addonDocs(),
    addonA11y(),
    addonMsw(async () => {
      const worker = setupWorker();
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  beforeEach: () => {
    clearAnnouncements();
    return withFetchJitter();
  },

  tags: ['autodocs'],

  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'system', title: 'System', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
  },

  initialGlobals: { theme: 'light' },
  decorators: [withScheme],

  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: {
      options: {
        phone: viewport('Phone', 390, 844, 'mobile'),
        tablet: viewport('Tablet', 820, 1180, 'tablet'),
        desktop: viewport('Desktop', 1440, 900, 'desktop'),
      },
    },
  },

});
