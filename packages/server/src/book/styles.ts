import { StyleSheet } from '@react-pdf/renderer';
import { bookFamily } from './fonts.ts';

/** 6 × 9 in, the trade paperback size, in points. */
export const pageSize: [number, number] = [432, 648];

/** Mirrored margins: the inner (binding) side wider. Their sum is the same on every page. */
export const margins = { inner: 63, outer: 45, top: 54, bottom: 40, folio: 26 } as const;

const ink = '#1f1b16';
const muted = '#5c5349';
const rule = '#b9ad9c';

/**
 * The book's styles: 11.5 pt body text, or 16 pt in large print. Leading is set on static text
 * only: react-pdf measures a Text with a `render` prop again on its page and multiplies a resolved
 * line height by the font size a second time, so those (the contents' and the index's page numbers)
 * keep the font's own and must not inherit one from the page.
 */
export function bookStyles(largePrint: boolean) {
  const body = largePrint ? 16 : 11.5;
  const scale = body / 11.5;
  const leading = 1.45;
  return StyleSheet.create({
    page: { fontFamily: bookFamily, fontSize: body, color: ink },
    frame: { flexGrow: 1, paddingTop: margins.top },
    flow: { flexGrow: 1 },
    folio: { height: margins.bottom, paddingTop: 14, fontSize: 9 * Math.max(1, scale * 0.85), color: muted },
    cover: { flexGrow: 1, justifyContent: 'center', alignItems: 'center', textAlign: 'center' },
    coverTitle: { fontSize: 30 * scale, fontWeight: 700, lineHeight: 1.2, marginBottom: 28 },
    coverRule: { width: 72, borderBottomWidth: 0.75, borderBottomColor: rule, marginBottom: 24 },
    coverName: { fontSize: 16 * scale, fontStyle: 'italic', lineHeight: 1.3 },
    dedication: { flexGrow: 1, justifyContent: 'center', textAlign: 'center', fontStyle: 'italic', lineHeight: leading, paddingHorizontal: 18 },
    heading: { fontSize: 20 * scale, fontWeight: 700, marginBottom: 22 * scale, marginTop: 40 },
    tocTheme: { fontSize: 9.5 * scale, color: muted, textTransform: 'uppercase', letterSpacing: 1.2, marginTop: 12, marginBottom: 4 },
    tocEntry: { flexDirection: 'row', alignItems: 'flex-start', marginBottom: 5 * scale },
    tocTitle: { flex: 1, paddingRight: 12 },
    tocPage: { width: 34 * scale, textAlign: 'right' },
    theme: { fontSize: 9 * scale, color: muted, textTransform: 'uppercase', letterSpacing: 1.5, marginTop: 36, marginBottom: 8 },
    chapterTitle: { fontSize: 21 * scale, fontWeight: 700, lineHeight: 1.2, marginBottom: 8 },
    whenWhere: { fontStyle: 'italic', color: muted, lineHeight: 1.3, marginBottom: 6 },
    marks: { flexDirection: 'row', marginBottom: 6 },
    mark: { fontSize: 9 * scale, fontWeight: 700, color: muted, borderWidth: 0.75, borderColor: rule, paddingHorizontal: 5, paddingVertical: 1, marginRight: 6 },
    opening: { marginTop: 14 },
    paragraph: { textAlign: 'justify', lineHeight: leading, textIndent: 14 * scale },
    firstParagraph: { textAlign: 'justify', lineHeight: leading },
    pullQuote: {
      fontStyle: 'italic',
      fontSize: body * 1.25,
      lineHeight: 1.35,
      textAlign: 'center',
      marginVertical: 14 * scale,
      paddingVertical: 10 * scale,
      paddingHorizontal: 14,
      borderTopWidth: 0.75,
      borderBottomWidth: 0.75,
      borderColor: rule,
    },
    people: { marginTop: 16, fontSize: body * 0.9, lineHeight: leading, color: muted },
    label: { fontWeight: 700 },
    perspectives: { marginTop: 18, paddingLeft: 12, borderLeftWidth: 2, borderLeftColor: rule },
    perspectivesHeading: { fontSize: 9.5 * scale, color: muted, textTransform: 'uppercase', letterSpacing: 1.2, marginBottom: 6 },
    perspective: { fontStyle: 'italic', lineHeight: leading, marginBottom: 3 },
    perspectiveAuthor: { fontSize: body * 0.9, color: muted, textAlign: 'right', marginBottom: 10 },
    indexSection: { fontSize: 11 * scale, fontWeight: 700, marginTop: 14, marginBottom: 6 },
    indexEntry: { fontSize: body * 0.9, marginBottom: 2 },
    colophon: { flexGrow: 1, justifyContent: 'flex-end', textAlign: 'center', fontSize: body * 0.9, lineHeight: leading, color: muted, paddingBottom: 24 },
  });
}
export type BookStyles = ReturnType<typeof bookStyles>;
