import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractorOrSay, parseArgs, readMessages } from './extractorFor.ts';

/**
 * `npm run eval:extract -- GOLD.jsonl [--provider embedded|llm] [--json]`: runs the extractor over an annotated
 * file (lines {"id","text","gold"}) and prints the scorer's table, so a deployer can measure their own model.
 * The scorer is ../shared/eval/score.mjs beside the repository, or KINSTORY_SCORER.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const scorer = process.env.KINSTORY_SCORER ?? resolve(root, '../shared/eval/score.mjs');

async function main(argv: string[]): Promise<number> {
  const { provider, file } = parseArgs(argv);
  if (!file) {
    process.stderr.write('usage: npm run eval:extract -- GOLD.jsonl [--provider embedded|llm] [--json]\n');
    return 2;
  }
  if (!existsSync(scorer)) {
    process.stderr.write(`scorer not found: ${scorer} (set KINSTORY_SCORER)\n`);
    return 2;
  }
  const extractor = extractorOrSay(provider);
  if (!extractor) return 2;
  const lines = readMessages(file);
  const out: string[] = [];
  let failed = 0;
  for (const { id, text } of lines) {
    try {
      const { followUpItems, ...rest } = await extractor.extract({ message: text, history: [], narrator: null });
      // the scorer reads the follow-up items under their wire name, looseFacts
      out.push(JSON.stringify({ id, ...rest, looseFacts: followUpItems }));
    } catch (e) {
      // one bad answer from a model counts as an empty prediction, not the end of the run
      failed++;
      process.stderr.write(`${id}: ${(e as Error).message}\n`);
    }
  }
  // the predictions live only as long as the scorer needs them
  const dir = mkdtempSync(join(tmpdir(), 'kinstory-eval-'));
  const pred = join(dir, 'pred.jsonl');
  writeFileSync(pred, `${out.join('\n')}\n`);
  const res = spawnSync(process.execPath, [scorer, file, pred, ...(argv.includes('--json') ? ['--json'] : [])], { encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  process.stdout.write(res.stdout);
  process.stderr.write(res.stderr);
  if (failed) process.stderr.write(`${failed} of ${lines.length} passages failed to extract (scored as empty)\n`);
  return res.status ?? 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
