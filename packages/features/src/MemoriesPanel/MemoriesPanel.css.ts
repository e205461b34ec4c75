import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';
import { bareList, bodyText, flexColumn, inset } from '@kinstory/ui/styles';

export const root = style({ ...flexColumn(vars.space['4']), padding: vars.space['4'], color: vars.color.text, ...bodyText });
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });
export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const section = style(flexColumn(vars.space['2']));
export const stack = style({ ...flexColumn(vars.space['3']), ...bareList });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], ...bareList });
export const fact = style({ ...inset(vars.space['3']), ...flexColumn(vars.space['1']) });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const text = style({ margin: 0 });
