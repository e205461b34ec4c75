import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });
export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], margin: 0, fontWeight: vars.fontWeight.medium });
