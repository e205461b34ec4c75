import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';
import preview from '../storybook/preview.ts';

const meta = preview.meta({ component: Skeleton });

/** A loading card: the region is busy and says so once; the shapes stay silent. */
export const Loading = meta.story({
  render: () => (
    <div aria-busy="true" aria-label="Loading stories" role="region" style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <Skeleton shape="circle" />
      <Skeleton />
      <Skeleton style={{ width: '60%' }} />
      <Skeleton shape="block" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Loading stories' })).toHaveAttribute('aria-busy', 'true');
  },
});
export const Text = meta.story({ args: { style: { width: 240 } } });
export const Block = meta.story({ args: { shape: 'block', style: { width: 240 } } });
export const Circle = meta.story({ args: { shape: 'circle' } });
