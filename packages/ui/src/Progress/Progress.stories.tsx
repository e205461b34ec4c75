import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formWidth } from '../storybook/decorators';
import { Progress } from './Progress';

const meta = {
  title: 'UI/Progress',
  component: Progress,
  args: { label: 'Childhood stories', value: 40 },
  decorators: [formWidth],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Childhood stories' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('40%')).toBeVisible();
  },
};

export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100 } };
export const CountOfTotal: Story = {
  args: { value: 3, maxValue: 5, formatOptions: { style: 'decimal' }, valueLabel: '3 of 5' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 5');
  },
};
export const WithoutValue: Story = { args: { showValue: false } };
