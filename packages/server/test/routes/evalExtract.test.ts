import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useFakeOpenAi } from '../helpers/fakeOpenAi.ts';
import { scratchDir } from '../helpers/scratch.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const scorer = resolve(root, '../shared/eval/score.mjs');

/** Runs the script without blocking this process, which serves the fake model. */
function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/scripts/eval-extract.ts', ...args], { cwd: root, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

describe.runIf(existsSync(scorer))('npm run eval:extract', () => {
  const fake = useFakeOpenAi();
  const gold = join(scratchDir('evalx-'), 'gold.jsonl');
  writeFileSync(gold, `${JSON.stringify({
    id: 'g1',
    text: 'In 1958 my brother Pete and I took the bus to Blackpool.',
    gold: { people: ['Pete'], places: ['Blackpool'], dates: ['1958'], relationships: [{ from: '', to: 'Pete', relation: 'brother' }], isStory: true, theme: 'childhood', significance: 'high', followUps: ['the kind lady'] },
  })}\n`);

  it('--provider llm asks the configured model and prints the scorer\'s table', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, LLM_BASE_URL: fake.url, LLM_API_KEY: 'k', LLM_MODEL: 'm' };
    delete env.OPENAI_API_KEY;
    const res = await run([gold, '--provider', 'llm'], env);
    expect(res.code, res.stderr).toBe(0);
    expect(fake.chatRequests.some((r) => r.response_format)).toBe(true);
    // the fake model's answer is exactly the gold: every figure is perfect
    expect(res.stdout).toContain('entities(all)');
    expect(res.stdout).toMatch(/score: entities_f1=1\.000 relations_f1=1\.000 story_f1=1\.000 theme_acc=1\.000 followup_recall=1\.000 followup_recall_at3=1\.000/);
  }, 60_000);

  it('--provider llm without LLM_* says what is missing', async () => {
    const env = { ...process.env };
    delete env.LLM_BASE_URL;
    delete env.OPENAI_API_KEY;
    const res = await run([gold, '--provider', 'llm'], env);
    expect(res.code).not.toBe(0);
    expect(res.stderr).toContain('the llm provider needs LLM_BASE_URL (or OPENAI_API_KEY)');
  }, 60_000);
});
