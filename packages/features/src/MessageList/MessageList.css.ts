import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@kinstory/ui';
import { bodyText, flexColumn } from '@kinstory/ui/styles';

export const scroller = style({
  height: '100%',
  overflowY: 'auto',
  ...flexColumn(vars.space['4']),
  padding: vars.space['4'],
  boxSizing: 'border-box',
  ...bodyText,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' } },
});

export const log = style(flexColumn(vars.space['4']));

export const bubble = recipe({
  base: {
    maxWidth: 'min(36rem, 85%)',
    padding: `${vars.space['3']} ${vars.space['4']}`,
    borderRadius: vars.radius.lg,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  variants: {
    role: {
      user: { alignSelf: 'flex-end', backgroundColor: vars.color.accentSoft, color: vars.color.text },
      assistant: {
        alignSelf: 'flex-start',
        backgroundColor: vars.color.surfaceRaised,
        color: vars.color.text,
        border: `1px solid ${vars.color.border}`,
      },
    },
  },
});

export const time = style({ display: 'block', marginTop: vars.space['1'], fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const interrupted = style({ display: 'block', marginTop: vars.space['1'], fontSize: vars.fontSize.sm, fontStyle: 'italic', color: vars.color.textMuted });

export const streaming = style({ ...flexColumn(vars.space['3']), alignSelf: 'stretch' });

export const thinking = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const skeleton = recipe({
  base: { display: 'block', height: '4rem', width: 'min(24rem, 70%)' },
  variants: { role: { user: { alignSelf: 'flex-end' }, assistant: { alignSelf: 'flex-start' } } },
});

export const paragraph = style({ display: 'block', selectors: { '& + &': { marginTop: '0.75em' } } });

/** Part of a very long streaming paragraph, cut after a sentence: it goes on on the next line. */
export const chunk = style({ display: 'block' });

export const voiceMemory = style({ display: 'block', fontStyle: 'italic' });

/** The player keeps the bubble's text colours but not its pre-wrapped white space. */
export const recording = style({ marginTop: vars.space['2'], whiteSpace: 'normal' });
