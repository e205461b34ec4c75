/** @jsxRuntime automatic */
/** @jsxImportSource react */
// (`npm start` runs the server with tsx from the repository root, whose tsconfig does not cover this
// package: the file names its JSX runtime itself.)
import { Text, View, type Page } from '@react-pdf/renderer';
import type { ComponentProps } from 'react';
import { margins, type BookStyles } from './styles.ts';

/** What a Page renders around its content on every page it produces. */
export type PageLayout = NonNullable<ComponentProps<typeof Page>['layout']>;

/**
 * The page a Page's content flows into (react-pdf's `layout`): mirrored margins, the inner side
 * wider, by the page's parity (odd pages are rectos, on the right of a spread); the folio on the
 * outer side below, where `folio` says. `started` hears the page the Page's first page is (react-pdf
 * calls a layout for every page it makes, and in each pagination round; the last call is final).
 */
export function frame(styles: BookStyles, folio: boolean, started?: (pageNumber: number) => void): PageLayout {
  return function PageFrame({ children, pageNumber = 1, subPageNumber }) {
    if (subPageNumber === 1) started?.(pageNumber);
    const recto = pageNumber % 2 === 1;
    return (
      <View style={[styles.frame, { paddingLeft: recto ? margins.inner : margins.outer, paddingRight: recto ? margins.outer : margins.inner }]}>
        <View style={styles.flow}>{children}</View>
        <View style={styles.folio}>{folio ? <Text style={{ textAlign: recto ? 'right' : 'left' }}>{String(pageNumber)}</Text> : null}</View>
      </View>
    );
  };
}
