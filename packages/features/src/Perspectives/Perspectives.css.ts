import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';
import { bareList, bodyText, flexColumn, inset, wrappingRow } from '@kinstory/ui/styles';

export const section = style({ ...flexColumn(vars.space['3']), paddingTop: vars.space['3'], borderTop: `1px solid ${vars.color.border}` });
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
export const list = style({ ...flexColumn(vars.space['3']), ...bareList });
export const item = style({ ...flexColumn(vars.space['2']), ...inset(vars.space['3']) });
export const byline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space['2'], margin: 0 });
export const author = style({ fontWeight: vars.fontWeight.bold });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.body });
export const text = style({ margin: 0, ...bodyText, whiteSpace: 'pre-wrap' });
export const form = style(flexColumn(vars.space['3']));
export const field = style(flexColumn(vars.space['1']));
export const buttons = style(wrappingRow(vars.space['2']));
