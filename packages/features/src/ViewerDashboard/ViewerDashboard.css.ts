import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['4'], color: vars.color.text });
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });
export const stats = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', gap: vars.space['3'], margin: 0 });
export const stat = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space['1'], padding: vars.space['3'], borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceSunken });
export const statValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const icon = style({ fontSize: vars.fontSize.lg });
export const fullStory = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], outline: 'none' });
