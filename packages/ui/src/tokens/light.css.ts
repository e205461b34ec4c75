import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { themeClass, vars } from './contract.css';
import { lightColors } from './schemes';
import { scale } from './scale';

// :root holds every token, light colours included, so light is the default before any class
// is applied. The scheme classes swap colours only: motion and sizes always inherit from :root,
// which keeps the reduced-motion override below in force inside a scheme class too.
createGlobalTheme(':root', vars, { color: lightColors, ...scale });
createGlobalTheme(`.${themeClass.light}`, vars.color, lightColors);

globalStyle(`:root, .${themeClass.light}`, { colorScheme: 'light' });

globalStyle(':root', {
  '@media': {
    // Durations collapse to 0 so animations and transitions simply stop.
    '(prefers-reduced-motion: reduce)': {
      vars: { [vars.motion.fast]: '0ms', [vars.motion.normal]: '0ms', [vars.motion.slow]: '0ms' },
    },
  },
});

globalStyle(':root', { backgroundColor: vars.color.surface, color: vars.color.text });

// Type is set on body (and on scheme wrappers), not on <html>: a root font-size would rescale
// every rem token.
globalStyle(`body, .${themeClass.light}:not(html), .${themeClass.dark}:not(html)`, {
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

globalStyle('body', { margin: 0 });
