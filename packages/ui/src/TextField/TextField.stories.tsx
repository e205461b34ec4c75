import { expect, userEvent } from 'storybook/test';
import { formWidth } from '../storybook/decorators';
import { TextField } from './TextField';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  component: TextField,
  args: { label: 'Storyteller name', description: 'As the family calls them, e.g. Grandma Rose.' },
  decorators: [formWidth],
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Storyteller name' });
    await userEvent.type(input, 'Rose');
    await expect(input).toHaveValue('Rose');
    await expect(input).toHaveAccessibleDescription('As the family calls them, e.g. Grandma Rose.');
  },
});

export const Invalid = meta.story({
  args: { isInvalid: true, errorMessage: 'Please enter a name.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Storyteller name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Please enter a name\./);
  },
});

export const Required = meta.story({
  args: { isRequired: true, errorMessage: 'Please enter a name.', validationBehavior: 'aria' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeRequired();
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultValue: 'Rose' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
});

export const Multiline = meta.story({
  args: { label: 'What would you like to talk about?', description: undefined, multiline: true },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'What would you like to talk about?' });
    await expect(area.tagName).toBe('TEXTAREA');
  },
});
