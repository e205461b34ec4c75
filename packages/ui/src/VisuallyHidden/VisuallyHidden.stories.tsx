import { expect } from 'storybook/test';
import { Button } from '../Button';
import { VisuallyHidden } from './VisuallyHidden';
import preview from '../storybook/preview.ts';

const meta = preview.meta({ component: VisuallyHidden });

export const InsideAButton = meta.story({
  render: () => (
    <Button>
      Read <VisuallyHidden>the story “The summer on the farm”</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Read the story “The summer on the farm”' })).toBeVisible();
    await expect(canvas.getByText('the story “The summer on the farm”').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
});
