import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

const meta = {
  title: 'UI/Card',
  component: Card,
  render: (args) => (
    <Card {...args} style={{ maxWidth: 420 }}>
      <CardHeader>
        <CardTitle>The summer on the farm</CardTitle>
        <CardDescription>Captured 12 May · Childhood</CardDescription>
      </CardHeader>
      <CardContent>Grandma remembers the hay bales, the dog called Rusty and the long walk to school.</CardContent>
      <CardFooter>
        <Button>Read story</Button>
        <Button variant="ghost">Share</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'The summer on the farm' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Read story' })).toBeVisible();
  },
};

export const ContentOnly: Story = {
  render: () => (
    <Card style={{ maxWidth: 420 }}>
      <CardContent>No stories yet. Start a conversation to capture the first one.</CardContent>
    </Card>
  ),
};
