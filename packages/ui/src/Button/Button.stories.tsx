import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';
import { LinkButton } from './LinkButton';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  component: Button,
  args: { children: 'Start a story', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes.filter((s) => s !== 'icon') },
  },
});

export const Default = meta.story({
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Start a story' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // Big targets: at least 44 × 44 CSS px.
    const box = button.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeGreaterThanOrEqual(44);
  },
});

export const Keyboard = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
});

/** All 24 variant × size combinations; every one at least 44 px tall except `sm` (≥ 36). */
export const Matrix = meta.story({
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, max-content)', gap: 16, alignItems: 'center' }}>
      {buttonVariants.flatMap((variant) =>
        buttonSizes.map((size) =>
          size === 'icon' ? (
            <Button key={`${variant}-${size}`} variant={variant} size="icon" aria-label={`Add (${variant})`} onPress={args.onPress}>
              <span aria-hidden="true">+</span>
            </Button>
          ) : (
            <Button key={`${variant}-${size}`} variant={variant} size={size} onPress={args.onPress}>
              {variant} {size}
            </Button>
          ),
        ),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(24);
    for (const button of buttons) {
      const { width, height } = button.getBoundingClientRect();
      const min = button.textContent?.endsWith(' sm') ? 36 : 44;
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(min);
    }
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

export const Pending = meta.story({
  args: { isPending: true, children: 'Saving' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Saving/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

export const FocusVisible = meta.story({
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
});

export const Icon = meta.story({
  args: { size: 'icon', 'aria-label': 'Close', children: <span aria-hidden="true">×</span> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
  },
});

/** A router link that looks like a button: react-aria's Link with the button recipe. */
export const AsLink = meta.story({
  render: () => (
    <LinkButton href="#/chat" variant="secondary" size="lg">
      Start a conversation
    </LinkButton>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Start a conversation' });
    await expect(link).toHaveAttribute('href', '#/chat');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});
