import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phone, withDefaultHandlers, withProviders } from '../storybook/decorators.tsx';
import { SendEncouragement } from './SendEncouragement.tsx';

const meta = {
  title: 'Viewer/SendEncouragement',
  component: SendEncouragement,
  decorators: [withProviders],
  beforeEach: withDefaultHandlers,
  args: { subjectName: 'Edna', onSent: fn() },
} satisfies Meta<typeof SendEncouragement>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'A note for Edna' });
    const send = canvas.getByRole('button', { name: 'Send Message' });
    await expect(box).toHaveAttribute('rows', '4');
    await expect(send).toBeDisabled();
    await userEvent.type(box, '   ');
    await expect(send).toBeDisabled();
    await userEvent.type(box, 'We loved the fair story, Mum!');
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await expect(args.onSent).toHaveBeenCalledWith('Your message has been sent to Edna! 💌');
    await expect(box).toHaveValue('');
    await expect(send).toBeDisabled();
  },
};

export const Phone: Story = { globals: phone };
