import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractionSchema } from '@kinstory/contract';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

function runCli(args: string[], env: NodeJS.ProcessEnv = process.env) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'packages/server/scripts/extract.ts', ...args], { cwd: root, encoding: 'utf8', env });
}

describe('extract CLI', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kinstory-extract-'));
  const file = join(dir, 'in.jsonl');
  writeFileSync(file, [
    JSON.stringify({ id: 'a', text: 'In June 1949 my brother Eamon and I cycled from Tralee to Dingle, and then the chain broke halfway and we walked the rest in the rain. Mam had the kettle on when we got home.' }),
    JSON.stringify({ id: 'b', text: 'Nothing much to say about that.' }),
  ].join('\n') + '\n');

  it('prints one extraction per input line in the contract shapes', () => {
    const res = runCli([file]);
    expect(res.status, res.stderr).toBe(0);
    const lines = res.stdout.trim().split('\n').map((l) => JSON.parse(l) as { id: string; story: { hasStory?: boolean } | null });
    expect(lines.map((l) => l.id)).toEqual(['a', 'b']);
    for (const l of lines) expect(() => extractionSchema.parse(l)).not.toThrow();
    const a = extractionSchema.parse(lines[0]);
    expect(a.memory.people).toEqual(expect.arrayContaining(['Eamon', 'Mam']));
    expect(a.memory.places).toEqual(expect.arrayContaining(['Tralee', 'Dingle']));
    expect(a.memory.dates).toContain('June 1949');
    expect(lines[0]!.story?.hasStory).toBe(true);
    expect(lines[1]!.story).toBeNull();
  }, 60_000);

  it('fails clearly for the llm provider until it exists', () => {
    const env = { ...process.env };
    delete env.LLM_BASE_URL;
    delete env.OPENAI_API_KEY;
    const res = runCli([file, '--provider', 'llm'], env);
    expect(res.status).not.toBe(0);
    expect(res.stderr).toContain('the llm provider needs LLM_BASE_URL (or OPENAI_API_KEY)');
  }, 60_000);
});
