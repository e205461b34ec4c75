import { expect } from 'storybook/test';
import { formWidth } from '../storybook/decorators';
import { Progress } from './Progress';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  component: Progress,
  args: { label: 'Childhood stories', value: 40 },
  decorators: [formWidth],
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Childhood stories' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('40%')).toBeVisible();
  },
});

export const Empty = meta.story({ args: { value: 0 } });
export const Complete = meta.story({ args: { value: 100 } });
export const CountOfTotal = meta.story({
  args: { value: 3, maxValue: 5, formatOptions: { style: 'decimal' }, valueLabel: '3 of 5' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 5');
  },
});
export const WithoutValue = meta.story({ args: { showValue: false } });
