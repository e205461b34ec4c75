import { expect, fn } from 'storybook/test';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { DashboardHeader } from './DashboardHeader.tsx';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  title: 'Dashboard/DashboardHeader',
  component: DashboardHeader,
  ...featureStory,
  args: { dashboard: 'storyteller' as const, userName: 'Edna', email: 'edna@example.com', subjectName: 'Edna', onSignOut: fn() },
});

export const Storyteller = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Edna!');
    await expect(canvas.getByText('Preserving memories with Edna')).toBeVisible();
    await expect(canvas.getByTestId('avatar')).toHaveTextContent(/^E$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
});

export const StorytellerNewUser = meta.story({
  args: { userName: null, email: 'new@example.com', subjectName: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Friend!');
    await expect(canvas.getByText('Start capturing precious memories')).toBeVisible();
    await expect(canvas.getByTestId('avatar')).toHaveTextContent(/^N$/);
  },
});

export const StorytellerNothingKnown = meta.story({
  args: { userName: null, email: null, subjectName: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('avatar')).toHaveTextContent(/^U$/);
  },
});

export const LowerCaseName = meta.story({
  args: { userName: 'edna' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('avatar')).toHaveTextContent(/^e$/);
  },
});

export const Admin = meta.story({
  args: { dashboard: 'admin', userName: 'Grace' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Admin Dashboard');
    await expect(canvas.getByText('Grace • Managing family archive')).toBeVisible();
  },
});

export const AdminNoName = meta.story({
  args: { dashboard: 'admin', userName: null, email: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Coordinator • Managing family archive')).toBeVisible();
    await expect(canvas.getByTestId('avatar')).toHaveTextContent(/^A$/);
  },
});

export const Contributor = meta.story({
  args: { dashboard: 'contributor', userName: 'Tom', subjectName: 'Edna' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Tom!');
    await expect(canvas.getByText("Contributing to Edna's story")).toBeVisible();
  },
});

export const ContributorNoSubject = meta.story({
  args: { dashboard: 'contributor', userName: null, email: null, subjectName: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Add your voice to the family archive')).toBeVisible();
    await expect(canvas.getByTestId('avatar')).toHaveTextContent(/^C$/);
  },
});

export const Phone = meta.story({ globals: phone });

/** The profile on its way: grey lines of the texts' own height, no 'Friend' for a moment. */
export const Loading = meta.story({
  args: { loading: true, userName: null, email: null, subjectName: null },
  play: async ({ canvas, args, userEvent }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveAccessibleName('Welcome');
    await expect(canvas.getByRole('banner')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText(/Friend|Start capturing/)).toBeNull();
    await expect(canvas.getByTestId('avatar')).toHaveTextContent(/^$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
});

export const AdminLoading = meta.story({
  args: { dashboard: 'admin', loading: true, userName: null, email: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Admin Dashboard');
    await expect(canvas.queryByText(/Coordinator/)).toBeNull();
  },
});

/**
 * A loading header and a loaded one, side by side at the same width: the same height, so the page
 * below does not move when the profile answers (layout shift).
 */
export const LoadingKeepsHeight = meta.story({
  render: (args) => (
    <div style={{ width: '40rem' }}>
      {/* Sections, so neither header is the page's banner (axe: one banner per page). */}
      <section aria-label="Loading" data-testid="loading">
        <DashboardHeader {...args} loading />
      </section>
      <section aria-label="Loaded" data-testid="loaded">
        <DashboardHeader {...args} />
      </section>
    </div>
  ),
  play: async ({ canvas }) => {
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(height('loading')).toBeCloseTo(height('loaded'), 0);
  },
});
