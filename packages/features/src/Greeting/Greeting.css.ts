import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], padding: vars.space['5'], color: vars.color.text, textAlign: 'center', alignItems: 'center' });
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });
