import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';
import { flexColumn, inset } from '@kinstory/ui/styles';

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const field = style(flexColumn(vars.space['1']));

export const link = style({ ...flexColumn(vars.space['2']), ...inset(vars.space['4'], vars.color.successSoft) });

export const code = style({ wordBreak: 'break-all', fontSize: vars.fontSize.sm });
