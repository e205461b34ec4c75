import yauzl from 'yauzl';

/*
 * Reading a zip (the export's, the story's audio) in tests. On its own, so the e2e suite reads a
 * downloaded zip with it (@kinstory/server/testing/unzip) without loading the server.
 */

/** The files of a zip, in the order they were written (a name written twice is here twice). */
export function unzipEntries(bytes: Buffer): Promise<{ name: string; bytes: Buffer }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const files: { name: string; bytes: Buffer }[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.push({ name: entry.fileName, bytes: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** The files of a zip by name, in the order they were written. */
export async function unzipAll(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Map((await unzipEntries(bytes)).map(({ name, bytes }) => [name, bytes]));
}
