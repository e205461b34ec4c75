declare module 'espeak-ng' {
  interface ESpeakInstance {
    FS: { readFile(path: string, opts?: { encoding?: string }): Uint8Array };
  }
  export default function ESpeakNg(options: { arguments: string[]; print?: (s: string) => void; printErr?: (s: string) => void }): Promise<ESpeakInstance>;
}
