import { defineMain } from "@storybook/react-vite/node";
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  // The components' stories carry their titles; a page's is 'Pages/<its folder>' (Storybook's
  // auto-title: routes/Landing/Landing.stories.tsx is Pages/Landing).
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
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
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] });
  },
});
