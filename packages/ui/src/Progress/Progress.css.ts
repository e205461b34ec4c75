import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const progressRecipe = recipe({
  variants: {
    part: {
      root: { display: 'flex', flexDirection: 'column', gap: vars.space['2'], width: '100%' },
      header: { display: 'flex', justifyContent: 'space-between', gap: vars.space['3'], fontWeight: vars.fontWeight.medium },
      value: { color: vars.color.textMuted },
      track: {
        height: '0.75rem',
        borderRadius: vars.radius.pill,
        backgroundColor: vars.color.surfaceSunken,
        border: `1px solid ${vars.color.borderStrong}`,
        overflow: 'hidden',
      },
      fill: {
        height: '100%',
        borderRadius: vars.radius.pill,
        backgroundColor: vars.color.accentStrong,
        transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
      },
    },
  },
});
