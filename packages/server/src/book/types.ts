import type { BookOrder, ItemStatus } from '@kinstory/contract';

/** One story as the book prints it. */
export interface BookChapter {
  id: string;
  title: string;
  theme: string;
  /** "the winter of 1947 · Cork"; '' when neither is known. */
  whenWhere: string;
  status: ItemStatus;
  private: boolean;
  /** The storyteller's words, lightly cleaned, a paragraph each. */
  paragraphs: string[];
  /** One sentence of those words, set apart; null when none suits. */
  pullQuote: string | null;
  people: string[];
  /** The narrative's where; '' when unknown. */
  place: string;
  /** The family's perspectives, oldest first. */
  perspectives: { author: string; text: string }[];
}

/** Everything the PDF is made from. */
export interface Book {
  title: string;
  storyteller: string;
  dedication: string;
  order: BookOrder;
  largePrint: boolean;
  chapters: BookChapter[];
  /** The colophon's date. */
  madeOn: Date;
}
