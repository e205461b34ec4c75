import { ApiError } from './ApiError.ts';

/** The file name an attachment's content-disposition gives, else `fallback`. */
export const attachmentName = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/** A file the server sends: the name it gives and its contents. */
export interface DownloadedFile {
  fileName: string;
  blob: Blob;
}

/** Bytes of a download so far, and its whole size when the server said it (Content-Length). */
export type DownloadProgress = (received: number, total: number | null) => void;

/** Reads a response's body chunk by chunk, telling `onProgress` as it goes. */
export async function readWithProgress(response: Response, onProgress: DownloadProgress | undefined, error: string): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const length = Number(response.headers.get('content-length') ?? NaN);
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress?.(0, total);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      received += value.byteLength;
      // A body sent compressed counts more bytes than its Content-Length: the total is then unknown.
      onProgress?.(received, total !== null && received > total ? null : total);
    }
  } catch {
    throw new ApiError(error, 0);
  }
  return new Blob(chunks, { type });
}
