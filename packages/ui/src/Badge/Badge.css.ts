import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';
import { tones } from '../styles/tones';

export const badgeRecipe = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    padding: `${vars.space['1']} ${vars.space['3']}`,
    borderRadius: vars.radius.pill,
    border: '1px solid',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.neutralSoft, borderColor: vars.color.neutralSoft },
      accent: { backgroundColor: vars.color.accentSoft, borderColor: vars.color.accentSoft },
      success: tones.success,
      critical: tones.critical,
      high: { backgroundColor: vars.color.accentSoft, borderColor: vars.color.accentStrong },
      medium: { backgroundColor: vars.color.infoSoft, borderColor: vars.color.infoSoft },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
