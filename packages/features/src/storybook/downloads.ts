/** A file a story saved: the link's file name and the file's first bytes. */
export interface SavedFile {
  name: string;
  head: Promise<string>;
}

/**
 * Catches the downloads a story saves (saveFile clicks a download link) instead of letting the
 * browser save them: `savedFiles` lists them. Returns the cleanup for a story's beforeEach.
 */
export function captureDownloads(savedFiles: SavedFile[], headBytes = 4) {
  savedFiles.length = 0;
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (!this.download) return click.call(this);
    const head = fetch(this.href)
      .then((response) => response.arrayBuffer())
      .then((bytes) => new TextDecoder().decode(bytes.slice(0, headBytes)));
    savedFiles.push({ name: this.download, head });
  };
  return () => {
    HTMLAnchorElement.prototype.click = click;
  };
}
