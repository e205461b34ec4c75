import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

const require = createRequire(import.meta.url);

/** The book's typeface: Literata, a serif made for long reading on screen and paper. */
export const bookFamily = 'Literata';

/**
 * Whole TTF files (@expo-google-fonts ships Google Fonts' files uncut): react-pdf takes one file
 * per style, so the file must hold every script a name may need (Latin Extended for Kraków and
 * Ōsaka, Vietnamese for Tết and Nguyễn, Greek, Cyrillic), which fontsource's subsets split apart.
 */
const files = {
  regular: '@expo-google-fonts/literata/400Regular/Literata_400Regular.ttf',
  italic: '@expo-google-fonts/literata/400Regular_Italic/Literata_400Regular_Italic.ttf',
  bold: '@expo-google-fonts/literata/700Bold/Literata_700Bold.ttf',
  boldItalic: '@expo-google-fonts/literata/700Bold_Italic/Literata_700Bold_Italic.ttf',
};

let registered = false;

/** Registers the book's fonts with react-pdf, once per process. */
export function registerBookFonts(): void {
  if (registered) return;
  registered = true;
  Font.register({
    family: bookFamily,
    fonts: [
      { src: require.resolve(files.regular), fontWeight: 400, fontStyle: 'normal' },
      { src: require.resolve(files.italic), fontWeight: 400, fontStyle: 'italic' },
      { src: require.resolve(files.bold), fontWeight: 700, fontStyle: 'normal' },
      { src: require.resolve(files.boldItalic), fontWeight: 700, fontStyle: 'italic' },
    ],
  });
  // react-pdf's English hyphenation, except for words with a capital: names (Nguyễn, Kraków) stay whole.
  Font.registerHyphenationCallback(keepNamesWhole);
}

export function keepNamesWhole(word: string, hyphenate?: (word: string) => string[]): string[] {
  return /^\p{Lu}/u.test(word) || !hyphenate ? [word] : hyphenate(word);
}
