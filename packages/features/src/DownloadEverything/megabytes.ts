const MB = 1024 * 1024;

/** A size as people read it: '0.4 MB', '3.1 MB', '12 MB'. */
export function megabytes(bytes: number): string {
  const mb = bytes / MB;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb).toLocaleString('en-GB')} MB`;
}
