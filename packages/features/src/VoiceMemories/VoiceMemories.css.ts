import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';
import { flexColumn, itemCard } from '@kinstory/ui/styles';

export const item = style({ ...flexColumn(vars.space['3']), ...itemCard() });
export const field = style(flexColumn(vars.space['1']));
export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.body });
export const problem = style({ margin: 0, color: vars.color.criticalStrong, fontWeight: vars.fontWeight.medium });
