import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });
export const name = style({ overflowWrap: 'anywhere' });
