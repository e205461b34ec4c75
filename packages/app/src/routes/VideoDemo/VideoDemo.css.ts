import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';
import { bareList, flexColumn, roundedEdge } from '@kinstory/ui/styles';

export const stage = style({
  ...flexColumn(vars.space['3']),
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '16rem',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const tiles = style({ ...bareList, display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const tile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['3'],
  ...roundedEdge(),
  background: vars.color.surfaceRaised,
});
