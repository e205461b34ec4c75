import { readFileSync } from 'node:fs';
import { createEmbeddedExtractor } from '../src/providers/embedded/index.ts';

/** `npm run -s extract -- FILE.jsonl [--provider embedded|llm]`: one JSON line of extraction per input line. */
async function main(argv: string[]): Promise<number> {
  const args = argv.slice(2);
  const at = args.indexOf('--provider');
  const provider = at >= 0 ? args[at + 1] : 'embedded';
  const file = args.find((a, i) => !a.startsWith('--') && (at < 0 || i !== at + 1));
  if (!file) {
    process.stderr.write('usage: npm run -s extract -- FILE.jsonl [--provider embedded|llm]\n');
    return 2;
  }
  if (provider === 'llm') {
    process.stderr.write('the llm provider needs LLM_BASE_URL (or OPENAI_API_KEY)\n');
    return 1;
  }
  if (provider !== 'embedded') {
    process.stderr.write(`unknown provider "${provider}" (use embedded or llm)\n`);
    return 2;
  }
  const extractor = createEmbeddedExtractor();
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
