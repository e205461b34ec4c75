import { expect, userEvent } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  component: Tabs,
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Archive">
        <Tab id="stories">Stories</Tab>
        <Tab id="memories">Memories</Tab>
        <Tab id="followups">Follow-up items</Tab>
      </TabList>
      <TabPanel id="stories">Five stories captured.</TabPanel>
      <TabPanel id="memories">Twelve memories.</TabPanel>
      <TabPanel id="followups">Three follow-up items.</TabPanel>
    </Tabs>
  ),
});

// React Aria builds the tab collection in a first render and shows the tabs in a second one: a
// production build (the static Storybook) can start the play in between, so it waits for the tabs
// as a user would.
export const Default = meta.story({
  play: async ({ canvas }) => {
    const stories = await canvas.findByRole('tab', { name: 'Stories' });
    await userEvent.tab();
    await expect(stories).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Memories' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Twelve memories.');
  },
});

export const DisabledTab = meta.story({
  args: { disabledKeys: ['followups'] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Follow-up items' })).toHaveAttribute('aria-disabled', 'true');
  },
});
