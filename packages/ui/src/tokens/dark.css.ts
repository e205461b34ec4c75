import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { themeClass, vars } from './contract.css';
import { darkColors } from './schemes';

// `:root.ks-dark` outranks the light `:root` rule whatever order the stylesheets load in.
createGlobalTheme(`:root.${themeClass.dark}, .${themeClass.dark}`, vars.color, darkColors);

globalStyle(`:root.${themeClass.dark}, .${themeClass.dark}`, { colorScheme: 'dark' });
