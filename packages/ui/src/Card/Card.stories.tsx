import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
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
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'The summer on the farm' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Read story' })).toBeVisible();
  },
});

export const ContentOnly = meta.story({
  render: () => (
    <Card style={{ maxWidth: 420 }}>
      <CardContent>No stories yet. Start a conversation to capture the first one.</CardContent>
    </Card>
  ),
});
