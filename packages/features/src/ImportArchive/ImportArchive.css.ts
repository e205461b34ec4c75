import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';
import { focusVisible } from '@kinstory/ui/styles';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });
export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.body });
/** The browser's own file picker, made a big target. */
export const file = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.control.md,
  padding: vars.space['2'],
  fontSize: vars.fontSize.body,
  color: vars.color.text,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:focus-visible': focusVisible,
    '&::file-selector-button': {
      minHeight: vars.control.md,
      marginRight: vars.space['3'],
      padding: `0 ${vars.space['4']}`,
      font: 'inherit',
      borderRadius: vars.radius.pill,
      border: `2px solid ${vars.color.borderStrong}`,
      backgroundColor: vars.color.surfaceRaised,
      color: vars.color.text,
      cursor: 'pointer',
    },
  },
});
