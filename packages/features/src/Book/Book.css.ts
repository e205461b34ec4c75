import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';
import { flexColumn, focusVisible, roundedEdge, wrappingRow } from '@kinstory/ui/styles';

/** The options beside the preview on a wide screen, above it on a phone. */
export const layout = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  alignItems: 'start',
});

export const stack = style({ ...flexColumn(vars.space['4']), minWidth: 0 });

export const fieldset = style({ ...flexColumn(vars.space['2']), margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space['2'], fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

/** A checkbox or radio with its label: the whole row is the target, 44 px or taller. */
export const choice = style({
  ...wrappingRow(vars.space['3']),
  minHeight: vars.control.md,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  ...roundedEdge(),
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  fontSize: vars.fontSize.body,
});

// Native inputs: the right role, name and keyboard for free; sized up for older hands.
export const box = style({
  flex: 'none',
  width: '1.5rem',
  height: '1.5rem',
  margin: 0,
  accentColor: vars.color.accentStrong,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusVisible },
});

export const choiceText = style({ display: 'flex', flexDirection: 'column', flex: '1 1 10rem', minWidth: 0, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.body });

export const marks = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space['2'] });

/** The preview's pages: a sheet of paper in both schemes. */
export const page = style({
  ...flexColumn(vars.space['3']),
  alignItems: 'center',
  padding: `${vars.space['6']} ${vars.space['4']}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  textAlign: 'center',
  fontFamily: vars.font.heading,
  overflowWrap: 'anywhere',
});

export const bookTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const dedication = style({ margin: 0, fontStyle: 'italic', whiteSpace: 'pre-line' });

export const contents = style({ ...flexColumn(vars.space['3']), margin: 0, paddingLeft: vars.space['5'] });

export const chapter = style({ fontSize: vars.fontSize.body, overflowWrap: 'anywhere' });
globalStyle(`${chapter}::marker`, { fontWeight: vars.fontWeight.bold });

export const chapterTitle = style({ fontWeight: vars.fontWeight.bold });

export const actions = style(wrappingRow(vars.space['3']));
