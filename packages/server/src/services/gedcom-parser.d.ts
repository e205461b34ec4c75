/** npm `gedcom` (tmcw's parser) ships no types: the part the tests use. */
declare module 'gedcom' {
  interface GedcomNode {
    type: string;
    data: Record<string, string | undefined>;
    children: GedcomNode[];
  }
  export function parse(text: string): GedcomNode;
}
