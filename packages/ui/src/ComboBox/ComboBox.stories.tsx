import { expect, fn, screen, waitFor } from 'storybook/test';
import { formWidth } from '../storybook/decorators';
import { ComboBox } from './ComboBox';
import preview from '../storybook/preview.ts';

const zones = ['Europe/Dublin', 'Europe/London', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata'].map((id) => ({ id, label: id }));

const meta = preview.meta({
  component: ComboBox,
  args: { label: 'Time zone', options: zones, description: 'Where she lives.', onChange: fn() },
  decorators: [formWidth],
});

/** Typing filters the list; arrows and Enter choose, from the keyboard alone. */
export const Default = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Time zone' });
    await expect(input).toHaveAccessibleDescription('Where she lives.');
    await userEvent.type(input, 'dub');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Europe/Dublin']));
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Europe/Dublin');
    await expect(args.onChange).toHaveBeenCalledWith('Europe/Dublin');
  },
});

/** Nothing matches: the list says so. */
export const NothingMatches = meta.story({
  args: { allowsEmptyCollection: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Time zone' }), 'Atlantis');
    await expect(await screen.findByText('Nothing matches')).toBeVisible();
  },
});

/** The button opens the whole list; every option is a 44 px target. */
export const ShowAll = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Show suggestions/ }));
    const options = await screen.findAllByRole('option');
    await expect(options).toHaveLength(zones.length);
    for (const option of options) await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});

export const Invalid = meta.story({
  args: { isInvalid: true, errorMessage: 'Choose a time zone from the list.', validationBehavior: 'aria' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Time zone' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Choose a time zone from the list\./);
  },
});
