import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// `npm run lint` with the repository's own config, on snippets placed at paths in the tree: what a
// wrong import in that file would make lint say.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const layeringRules = ['import-x/no-restricted-paths', 'import-x/no-relative-packages', 'no-restricted-imports'];

/** The layering errors lint reports for `code` as the file `file`. */
async function layeringErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.severity === 2 && layeringRules.includes(m.ruleId ?? '')).map((m) => m.ruleId!);
}

describe('package layering in lint', { timeout: 30_000 }, () => {
  it('fails a package importing one the layering forbids', async () => {
    expect(await layeringErrors('packages/ui/src/Button/Wrong.ts', "export { StoryCard } from '@kinstory/features';")).toEqual(['import-x/no-restricted-paths']);
    // ui is a leaf: it declares no workspace package.
    expect(await layeringErrors('packages/ui/src/Toast/Wrong.ts', "import { PASSWORD_MIN_LENGTH } from '@kinstory/contract';")).toEqual(['import-x/no-restricted-paths']);
    expect(await layeringErrors('packages/features/src/Wrong.ts', "import '@kinstory/app';")).toEqual(['import-x/no-restricted-paths']);
    expect(await layeringErrors('mocks/handlers/wrong.ts', "import { Button } from '@kinstory/ui';")).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets the mocks into stories but not into product code', async () => {
    const code = "import { fixtures } from '@kinstory/mocks';";
    expect(await layeringErrors('packages/features/src/StoryCard/StoryCard.stories.tsx', code)).toEqual([]);
    expect(await layeringErrors('packages/features/src/StoryCard/StoryCard.tsx', code)).toEqual(['import-x/no-restricted-paths']);
  });

  it("fails a reach into another package's files instead of its exports", async () => {
    expect(await layeringErrors('packages/app/vite.config.ts', "import { themeScript } from '../ui/src/theme/themeScript.ts';")).toEqual([
      'import-x/no-relative-packages',
    ]);
    expect(await layeringErrors('.storybook/preview.tsx', "import '../packages/ui/src/tokens/light.css';")).toEqual(['import-x/no-relative-packages']);
    expect(await layeringErrors('packages/app/src/Wrong.ts', "import { themeScript } from '@kinstory/ui/src/theme/themeScript.ts';")).toEqual([
      'no-restricted-imports',
    ]);
  });

  it('fails product code importing test helpers, and lets tests and e2e use them', async () => {
    expect(await layeringErrors('packages/server/src/routes/wrong.ts', "import { startAuthEmulator } from '../../test/helpers/emulator.ts';")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await layeringErrors('packages/server/src/wrong.ts', "import { startAuthEmulator } from '@kinstory/server/testing/emulator';")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await layeringErrors('packages/server/test/wrong.test.ts', "import { startAuthEmulator } from './helpers/emulator.ts';")).toEqual([]);
    expect(await layeringErrors('e2e/support/wrong.ts', "import { startAuthEmulator } from '@kinstory/server/testing/emulator';")).toEqual([]);
  });

  it('passes the imports the layering allows', async () => {
    const code = [
      "import { chatRequestSchema } from '@kinstory/contract';",
      "import { Button } from '@kinstory/ui';",
      "import { createApiClient } from './api/client.ts';",
    ].join('\n');
    expect(await layeringErrors('packages/features/src/Right.ts', code)).toEqual([]);
    expect(await layeringErrors('packages/server/src/right.ts', "import { chatRequestSchema } from '@kinstory/contract';")).toEqual([]);
  });
});
