import { readFileSync } from 'node:fs';
import type { Extractor } from '../src/providers/llm/types.ts';
import { createEmbeddedExtractor } from '../src/providers/embedded/index.ts';
import { providersFromEnv } from '../src/providers/fromEnv.ts';

/**
 * The extractor a script asked for: 'embedded' (offline, the default) or 'llm' (the OpenAI-compatible model that
 * LLM_BASE_URL/LLM_API_KEY/LLM_MODEL, or OPENAI_API_KEY alone, point at, as the server would use it).
 * Throws a message for the reader when the llm provider is not configured or the name is unknown.
 */
export function extractorFor(provider: string, env: NodeJS.ProcessEnv = process.env): Extractor {
  if (provider === 'embedded') return createEmbeddedExtractor();
  if (provider === 'llm') {
    if (!env.LLM_BASE_URL && !env.OPENAI_API_KEY) throw new Error('the llm provider needs LLM_BASE_URL (or OPENAI_API_KEY)');
    return providersFromEnv(env).extractor;
  }
  throw new Error(`unknown provider "${provider}" (use embedded or llm)`);
}

/** extractorFor(provider), or null once its message is written to stderr. */
export function extractorOrSay(provider: string): Extractor | null {
  try {
    return extractorFor(provider);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return null;
  }
}

/** The messages of a JSON-lines file: one `{id, text, …}` a line, blank lines skipped. */
export function readMessages(file: string): { id: string; text: string }[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { id: string; text: string });
}

/** `--provider NAME` and the first other argument (the input file). */
export function parseArgs(args: string[]): { provider: string; file: string | undefined; rest: string[] } {
  const at = args.indexOf('--provider');
  const provider = at >= 0 ? args[at + 1] ?? '' : 'embedded';
  const positional = args.filter((a, i) => !a.startsWith('--') && (at < 0 || i !== at + 1));
  return { provider, file: positional[0], rest: positional.slice(1) };
}
