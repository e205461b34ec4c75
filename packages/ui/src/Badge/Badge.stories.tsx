import { expect } from 'storybook/test';
import { Badge } from './Badge';
import { badgeTones, significanceTone } from './significance';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  component: Badge,
  args: { children: 'Childhood' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
});

export const Default = meta.story();

export const Matrix = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/./)).toHaveLength(badgeTones.length);
  },
});

export const Significance = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      {['critical', 'high', 'medium', 'low'].map((level) => (
        <Badge key={level} tone={significanceTone(level)}>
          {level}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('high')).toHaveAttribute('data-tone', 'high');
    await expect(canvas.getByText('low')).toHaveAttribute('data-tone', 'neutral');
  },
});
