import { readFileSync } from 'node:fs';
import { extractorFor, parseArgs } from './extractorFor.ts';

/** `npm run -s extract -- FILE.jsonl [--provider embedded|llm]`: one JSON line of extraction per input line. */
async function main(argv: string[]): Promise<number> {
  const { provider, file } = parseArgs(argv.slice(2));
  if (!file) {
    process.stderr.write('usage: npm run -s extract -- FILE.jsonl [--provider embedded|llm]\n');
    return 2;
  }
  let extractor;
  try {
    extractor = extractorFor(provider);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return provider === 'llm' ? 1 : 2;
  }
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  for (const line of lines) {
    const { id, text } = JSON.parse(line) as { id: string; text: string };
    const out = await extractor.extract({ message: text, history: [], narrator: null });
    process.stdout.write(`${JSON.stringify({ id, ...out })}\n`);
  }
  return 0;
}

main(process.argv).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
