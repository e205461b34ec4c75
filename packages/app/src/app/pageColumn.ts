/** A page's content: centred, at most `maxWidth` wide, its padding inside that width. */
export const pageColumn = (maxWidth: string) => ({ boxSizing: 'border-box', maxWidth, margin: '0 auto' }) as const;
