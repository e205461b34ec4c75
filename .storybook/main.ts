import { defineMain } from '@storybook/react-vite/node';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  // A design-system story's title is 'UI/<its folder>' and a page's 'Pages/<its folder>' (Storybook's
  // auto-title: ui/src/Avatar/Avatar.stories.tsx is UI/Avatar); the features' stories carry theirs.
  stories: [
    { directory: '../packages/ui/src', titlePrefix: 'UI', files: '**/*.stories.@(ts|tsx)' },
    '../packages/features/src/**/*.stories.@(ts|tsx)',
    '../packages/app/src/app/**/*.stories.@(ts|tsx)',
    { directory: '../packages/app/src/routes', titlePrefix: 'Pages', files: '**/*.stories.@(ts|tsx)' },
  ],
  addons: [
    '@chromatic-com/storybook',
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  staticDirs: ['../public'],
  // No telemetry: where the network is closed (CI here) the build waited on it, 6-8 s of 30.
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] });
  },
});
