export * from './MakeBook.tsx';
export * from './BookOptions.tsx';
export * from './BookPreview.tsx';
export * from './BookMarks.tsx';
export * from './BookCard.tsx';
