import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { VisuallyHidden } from './VisuallyHidden';

const meta = { title: 'UI/VisuallyHidden', component: VisuallyHidden } satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideAButton: Story = {
  render: () => (
    <Button>
      Read <VisuallyHidden>the story “The summer on the farm”</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Read the story “The summer on the farm”' })).toBeVisible();
    await expect(canvas.getByText('the story “The summer on the farm”').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
