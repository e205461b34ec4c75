import { expect, userEvent, waitFor } from 'storybook/test';
import { pageStory } from '../../storybook/pageStory.ts';
import preview from '../../storybook/preview.ts';

const meta = preview.meta({ ...pageStory, args: { path: '/onboarding' } });

export const Steps = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Step 1 of 4')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute('aria-valuenow', '25');
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Step 2 of 4')).toBeVisible();
    await expect(canvas.getByText('Most families finish in 4-8 weeks with weekly chats')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByText('Step 1 of 4')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('heading', { name: 'Tell Us About Your Project' })).toBeVisible();
  },
});

export const ProjectValidation = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.type(canvas.getByLabelText(/^Your Name/), '   ');
    await userEvent.type(canvas.getByLabelText(/^Storyteller's Age/), '121');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    // Still step 3: blank names and an age over 120 are refused.
    await expect(canvas.getByText('Step 3 of 4')).toBeVisible();
    await expect(canvas.getAllByText('Please fill in this field')).toHaveLength(2);
    await expect(canvas.getByText('Please enter a whole number from 1 to 120')).toBeVisible();
    const age = canvas.getByLabelText(/^Storyteller's Age/);
    await expect(age).toHaveAttribute('min', '1');
    await expect(age).toHaveAttribute('max', '120');
  },
});

export const Complete = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.type(canvas.getByLabelText(/^Your Name/), ' Grace ');
    await userEvent.type(canvas.getByLabelText(/^Storyteller's Name/), 'Edna');
    await userEvent.type(canvas.getByLabelText(/^Storyteller's Age/), '88');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute('aria-valuenow', '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Dashboard' }));
    await expect(await canvas.findByText('Profile saved!')).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/auth?mode=signup'));
    await expect(JSON.parse(localStorage.getItem('onboardingData') ?? 'null')).toEqual({
      adminName: 'Grace',
      storytellerName: 'Edna',
      storytellerAge: 88,
      persona: 'admin',
    });
    await expect(localStorage.getItem('hasCompletedOnboarding')).toBe('true');
    await expect(localStorage.getItem('cachedPersona')).toBe('admin');
  },
});

export const SkipForNow = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Skip for now' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/auth?mode=signup'));
  },
});
