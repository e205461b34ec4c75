import { expect, screen, waitFor, within } from 'storybook/test';

/**
 * The notification with this text is on screen. Looked up afresh on every try: a toast found once
 * can be re-rendered into a new element a moment later (a refetch, a later toast), and an element
 * held from before then is no longer in the page even though the same text is.
 */
export const expectToast = (text: string) =>
  waitFor(() => expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText(text)).toBeVisible());
