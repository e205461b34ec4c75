import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';

export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: vars.space['4'], margin: 0, padding: 0, listStyle: 'none' });
export const value = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, fontFamily: vars.font.heading });
