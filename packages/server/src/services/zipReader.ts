import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** A zip file that cannot be read: not a zip, truncated, or an entry that is not what it says. */
export class ZipError extends Error {}

/** An entry larger than the reader takes. */
export class ZipEntryTooLarge extends ZipError {}

export interface ZipReader {
  /** The file names, without the entries' bytes. */
  has(name: string): boolean;
  /** One entry's bytes, read when asked for; more than `maxBytes` is refused. */
  read(name: string, maxBytes: number): Promise<Buffer>;
  close(): void;
}

/**
 * Opens a zip file on disk and lists its entries (the central directory only: a name and offset
 * each); an entry's bytes are read when asked for, one at a time.
 */
export async function openZip(path: string, maxEntries: number): Promise<ZipReader> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false }, (err, file) => (err ? reject(new ZipError(err.message)) : resolve(file))),
  );
  const entries = new Map<string, Entry>();
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: Entry) => {
        if (entries.size >= maxEntries) return reject(new ZipError(`more than ${maxEntries} files`));
        if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.once('end', resolve);
      zip.once('error', (err: Error) => reject(new ZipError(err.message)));
      zip.readEntry();
    });
  } catch (err) {
    zip.close();
    throw err;
  }
  return {
    has: (name) => entries.has(name),
    async read(name, maxBytes) {
      const entry = entries.get(name);
      if (!entry) throw new ZipError(`${name} is missing`);
      if (entry.uncompressedSize > maxBytes) throw new ZipEntryTooLarge(`${name} is larger than ${maxBytes} bytes`);
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zip.openReadStream(entry, (err, s) => (err ? reject(new ZipError(`${name}: ${err.message}`)) : resolve(s))),
      );
      // Read with 'data' events: yauzl's stream of a stored (not deflated) entry never ends under
      // `for await`. validateEntrySizes fails the stream when the bytes are not the declared size.
      return new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.once('end', () => resolve(Buffer.concat(chunks)));
        stream.once('error', (err: Error) => reject(new ZipError(`${name}: ${err.message}`)));
      });
    },
    close: () => zip.close(),
  };
}
