import { extractorOrSay, parseArgs, readMessages } from './extractorFor.ts';

/** `npm run -s extract -- FILE.jsonl [--provider embedded|llm]`: one JSON line of extraction per input line. */
async function main(argv: string[]): Promise<number> {
  const { provider, file } = parseArgs(argv.slice(2));
  if (!file) {
    process.stderr.write('usage: npm run -s extract -- FILE.jsonl [--provider embedded|llm]\n');
    return 2;
  }
  const extractor = extractorOrSay(provider);
  if (!extractor) return provider === 'llm' ? 1 : 2;
  for (const { id, text } of readMessages(file)) {
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
