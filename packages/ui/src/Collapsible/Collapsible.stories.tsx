import { expect, userEvent } from 'storybook/test';
import { Collapsible } from './Collapsible';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  component: Collapsible,
  args: {
    title: 'Follow-up items',
    count: 3,
    children: (
      <ul>
        <li>The name of the farm dog</li>
        <li>The school on Elm Street</li>
        <li>Aunt Margaret&apos;s wedding</li>
      </ul>
    ),
  },
});

export const Closed = meta.story({
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Follow-up items\s*3/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('The name of the farm dog')).toBeVisible();
  },
});

export const Open = meta.story({
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  },
});

export const Empty = meta.story({ args: { count: 0, children: <p>Nothing to follow up yet.</p> } });
