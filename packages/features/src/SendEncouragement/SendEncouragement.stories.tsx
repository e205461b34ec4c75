import { expect } from 'storybook/test';
import { familyVoicesArchive, sendEncouragementHandlers } from '@kinstory/mocks';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { expectToast } from '../storybook/plays.ts';
import { SendEncouragement } from './SendEncouragement.tsx';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  title: 'Viewer/SendEncouragement',
  component: SendEncouragement,
  ...featureStory,
  args: { subjectName: 'Edna' },
});

const archive = { current: familyVoicesArchive() };

/** Sent to the server: a toast says so, and the box is empty for the next one. */
export const Default = meta.story({
  beforeEach: ({ msw }) => {
    archive.current = familyVoicesArchive();
    msw.use(...archive.current.handlers);
  },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'A note for Edna' });
    const send = canvas.getByRole('button', { name: 'Send Message' });
    await expect(box).toHaveAttribute('rows', '4');
    await expect(send).toBeDisabled();
    await userEvent.type(box, '   ');
    await expect(send).toBeDisabled();
    await userEvent.type(box, 'We loved the fair story, Mum!');
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await expectToast('Your message has been sent to Edna! 💌');
    await expect(archive.current.calls.sent).toEqual(['We loved the fair story, Mum!']);
    await expect(box).toHaveValue('');
    await expect(send).toBeDisabled();
  },
});

/** While the server keeps it, the button says so and cannot be pressed twice. */
export const Sending = meta.story({
  beforeEach: ({ msw }) => void msw.use(sendEncouragementHandlers.slow),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'A note for Edna' }), 'Thinking of you');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expectToast('Your message has been sent to Edna! 💌');
  },
});

/** Not sent: the reason is shown and the words stay, to send again. */
export const SendFailed = meta.story({
  beforeEach: ({ msw }) => void msw.use(sendEncouragementHandlers.error),
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'A note for Edna' });
    await userEvent.type(box, 'We loved the fair story, Mum!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByText('Failed to send your message')).toHaveAttribute('role', 'alert');
    await expect(box).toHaveValue('We loved the fair story, Mum!');
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  },
});

export const Phone = meta.story({ globals: phone });
