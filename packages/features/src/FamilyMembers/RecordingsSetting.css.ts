import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';

export const setting = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const statement = style({ margin: 0, fontSize: vars.fontSize.body, lineHeight: vars.lineHeight.body });
