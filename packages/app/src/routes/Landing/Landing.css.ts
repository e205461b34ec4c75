import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';
import { flexColumn } from '@kinstory/ui/styles';

export const hero = style({ ...flexColumn(vars.space['5']), alignItems: 'center', textAlign: 'center', padding: `${vars.space['7']} 0` });

export const heroTitle = style({ margin: 0, fontSize: 'clamp(2rem, 5vw, 3.25rem)', maxWidth: '20ch' });

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, maxWidth: '40rem' });

export const why = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
  color: vars.color.text,
});
