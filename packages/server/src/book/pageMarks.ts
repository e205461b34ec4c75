/**
 * The pages the chapters start on, learnt while react-pdf lays the book out. Each chapter's page
 * frame records where its first page is (Frame.tsx), and the contents and the index read them back
 * (Text `render` props). react-pdf paginates twice when anything on a page is dynamic (the second
 * round gives totalPages), so in the second round the contents read what the first one recorded.
 * Whatever was printed is checked against where the chapters finally are: when they differ, the
 * book is rendered again with the pages known from the start.
 */
export class PageMarks {
  readonly starts = new Map<number, number>();
  /** What each reader (the contents' entry, an index line) last printed for a chapter. */
  private readonly printed = new Map<string, { chapter: number; page: number | undefined }>();

  constructor(private readonly known?: ReadonlyMap<number, number>) {}

  /** A chapter starts on this page. */
  mark(chapter: number, page: number): void {
    this.starts.set(chapter, page);
  }

  /** The page a chapter starts on, as known now (given pages win); `reader` names who prints it. */
  read(reader: string, chapter: number): number | undefined {
    const page = this.known?.get(chapter) ?? this.starts.get(chapter);
    this.printed.set(`${reader}|${chapter}`, { chapter, page });
    return page;
  }

  /** True when everything printed says where the chapters finally start. */
  settled(): boolean {
    for (const { chapter, page } of this.printed.values()) if (page === undefined || this.starts.get(chapter) !== page) return false;
    return true;
  }
}
