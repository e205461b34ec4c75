import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = { title: 'UI/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A loading card: the region is busy and says so once; the shapes stay silent. */
export const Loading: Story = {
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
};
export const Text: Story = { args: { style: { width: 240 } } };
export const Block: Story = { args: { shape: 'block', style: { width: 240 } } };
export const Circle: Story = { args: { shape: 'circle' } };
