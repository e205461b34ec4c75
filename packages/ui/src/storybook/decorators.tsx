import type { Decorator } from '@storybook/react-vite';

/** A form control's story at the width of a form column, not stretched across the canvas. */
export const formWidth: Decorator = (Story) => (
  <div style={{ maxWidth: 420 }}>
    <Story />
  </div>
);
