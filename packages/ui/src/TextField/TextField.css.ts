import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';
import { focusVisible } from '../styles/focus';

const control = {
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.control.md,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-focus-visible], &:focus-visible': focusVisible,
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
} as const;

/** One recipe for the field family; each element is a `part`. */
export const fieldRecipe = recipe({
  variants: {
    part: {
      field: { display: 'flex', flexDirection: 'column', gap: vars.space['2'] },
      label: { fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.body, color: vars.color.text },
      input: control,
      textarea: { ...control, minHeight: '8rem', resize: 'vertical', lineHeight: vars.lineHeight.body },
      description: { color: vars.color.textMuted, fontSize: vars.fontSize.body },
      error: { color: vars.color.criticalStrong, fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.medium },
    },
  },
});
