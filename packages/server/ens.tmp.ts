import { createHash } from 'node:crypto';
import { scores } from './src/providers/embedded/extractor/classifier.ts';
import { DEFAULT_OPTIONS, inputsOf, readTrainingPassages, trainFromInputs } from './src/providers/embedded/extractor/training.ts';
const fold = (id: string, k: number) => Number(BigInt(`0x${createHash('sha256').update(id).digest('hex')}`) % BigInt(k));
const items = inputsOf(readTrainingPassages());
const alphas = [0.35, 0.45, 0.5, 0.55, 0.65];
for (const nbAlpha of [0.25, 0.5, 1, 2]) {
  const ok = alphas.map(() => 0); let n = 0;
  for (let f = 0; f < 5; f++) {
    const train = items.filter((i) => fold(i.p.id, 5) !== f);
    const lr = trainFromInputs(train, [], DEFAULT_OPTIONS).theme;
    const nb = trainFromInputs(train, [], { ...DEFAULT_OPTIONS, themeLearner: 'nb', nbAlpha }).theme;
    for (const { p, x } of items.filter((i) => fold(i.p.id, 5) === f)) {
      if (!p.gold.isStory) continue;
      n++;
      const a = scores(lr, x.theme), b = scores(nb, x.theme);
      alphas.forEach((al, k) => {
        const s = a.map((v, i) => al * v + (1 - al) * b[i]!);
        let best = 0; for (let i = 1; i < s.length; i++) if (s[i]! > s[best]!) best = i;
        if (lr.labels[best] === p.gold.theme) ok[k]++;
      });
    }
  }
  console.log(`nbAlpha ${nbAlpha}`, alphas.map((a, k) => `${a}:${(ok[k]! / n).toFixed(3)}`).join(' '));
}
