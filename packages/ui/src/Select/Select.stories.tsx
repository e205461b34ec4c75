import { expect, fn } from 'storybook/test';
import { Select } from './Select';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  component: Select,
  args: { 'aria-label': 'Role', defaultValue: 'contributor', onChange: fn() },
  render: (args) => (
    <Select {...args}>
      <option value="admin">Family Admin</option>
      <option value="storyteller">Storyteller</option>
      <option value="contributor">Contributor</option>
      <option value="viewer">Viewer</option>
    </Select>
  ),
});

export const Default = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Role' });
    await expect(select).toHaveValue('contributor');
    await userEvent.selectOptions(select, 'viewer');
    await expect(select).toHaveValue('viewer');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
});

export const Large = meta.story({ args: { size: 'lg' } });

export const Disabled = meta.story({
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toBeDisabled();
  },
});
