import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scoreFile } from './scoreFile.testkit.ts';

// the project's own annotated corpus (eval/split.mjs: train and holdout) scored by the shared scorer, as dev.test.ts
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../../../..');
const scorer = resolve(root, '../shared/eval/score.mjs');
const corpus = resolve(here, '../../../eval/corpus');

/**
 * Floors a little under what was measured when the model was trained (train is what it learned from, so its
 * floor is higher; holdout it never saw). They can fail: a change that makes the extractor worse on either does.
 */
const FLOORS: Record<string, Record<string, number>> = {
  // measured: 0.910 0.885 0.993 0.995 0.445 (in-sample: the models were trained on it; 1,074 passages since a19-a26).
  // Since a20, a23 (1,149 passages): 0.908 0.883 0.993 0.994 0.435; on the 1,074 of before 0.910 0.885 0.992 0.994
  // 0.448, so the follow-up floor is 0.43 because the set changed, not the extractor. With families and open fates
  // among the follow-ups and a28 in (1,183 passages): 0.908 0.884 0.992 0.994 0.450; floor 0.44. With a31, a35, a36 in
  // (1,241): 0.905 0.882 0.992 0.995 0.439; on the 1,183 of before 0.908 0.884 0.991 0.994 0.447, so the floor is 0.43.
  // With words of other languages among the follow-up objects and a32, a33 in (1,272): 0.906 0.883 0.991 0.995 0.440.
  // With a34, a37-a40 in (1,360), and the dates, people and theme events of session 20: 0.912 0.882 0.993 0.995 0.427;
  // on the 1,272 of before 0.913 0.883 0.993 0.995 0.434, so the floor is 0.42 because the set changed.
  // With a41-a44 in (1,442): 0.912 0.883 0.992 0.993 0.415; on the 1,360 of before 0.912 0.882 0.991 0.993 0.429
  // (0.427 before), so the floor is 0.41 because the set changed.
  // With a45-a48 in (1,516): 0.912 0.882 0.992 0.993 0.408; on the 1,442 of before 0.912 0.883 0.993 0.994 0.413
  // (0.415 before), so the floor is 0.40, the set having changed.
  // With the follow-up model a ranking (fitRanking) and a49-a60 in (1,846; the 330 tNNN passages all train):
  // 0.908 0.874 0.992 0.995 0.412; on the 1,516 of before 0.912 0.882 0.991 0.995 0.445 (0.408 before: in-sample, the
  // ranking fits its training set closer); the 330 new read relations 0.835 (rules: the passages, not the extractor),
  // so the relations floor is 0.87. At the session's end: 0.909 0.887 0.984 0.989 0.417 (word pairs from 3 passages;
  // 0.992 0.995 with 2: in-sample, fewer pairs fit the training set less closely).
  // Session 25 (follow-ups: bare common nouns the model weighs towards asking, the three chosen by score): 0.914 0.887
  // 0.984 0.990 0.549, so the follow-up floor is 0.54.
  // Session 33, a61-a66 in (2,176; the follow-up ranker does not learn from them, training.ts teachesFollowUps):
  // 0.911 0.883 0.984 0.992 0.533; on the 1,846 of before 0.914 0.887 0.983 0.991 0.559, the 330 new 0.895 0.859
  // 0.993 0.995 0.424 (follow-ups out of sample), so the follow-up floor is 0.53 because the set changed.
  // Session 34 (the span model, spanModel.ts): 0.943 0.888 0.984 0.991 0.536, so the entity and relation floors are
  // 0.94 and 0.88.
  'train.jsonl': { entities_f1: 0.94, relations_f1: 0.88, story_f1: 0.97, theme_acc: 0.97, followup_recall_at3: 0.53 },
  // measured at the end, on the 501 holdout passages since w5-w12 (314 new ones, never seen by anyone building):
  // 0.903 0.911 0.871 0.493 0.449 (issue 18's goals: 0.90 0.85 0.90 0.70 0.60). The model before that retraining
  // scored 0.903 0.911 0.849 0.453 0.445 on the same 501. With the knowledge lexicon (themeLexicon.ts) theme is 0.536,
  // 0.577 with the theme model the mean of logistic regression and naive Bayes (training.ts), and 0.613 with naive
  // Bayes on word pairs as its third member. With word pairs in the story model as well: story 0.893, theme 0.635.
  // Since a19-a26 the holdout is 576 passages (75 of the 220 new ones): 0.902 0.904 0.906 0.627 0.418 (on the first
  // 501 alone: 0.903 0.911 0.895 0.628 0.445; on the 75 new: follow-ups 0.293). The follow-up floor is 0.41 because
  // the set changed, not the extractor. Since a20, a23 it is 611 (35 more): 0.903 0.904 0.908 0.637 0.402; on the 576
  // of before 0.902 0.904 0.902 0.633 0.424 (the model before: 0.418); the 35 new read follow-ups 0.167. Floor 0.40.
  // With families and open fates among the follow-ups, 0.425 on the 611; with a28 in it is 632 (21 more): 0.904 0.906
  // 0.914 0.640 0.428 (on the 611 of before 0.903 0.904 0.913 0.637 0.425). Floor 0.41. With a31, a35, a36 in it is
  // 656 (24 more): 0.902 0.901 0.915 0.634 0.413 (on the 632 of before 0.904 0.906 0.913 0.634 0.428). With words
  // of other languages among the follow-up objects and a32, a33 in it is 680 (24 more): 0.902 0.899 0.919 0.644 0.399
  // (on the 656 of before 0.902 0.901 0.917 0.637 0.415; relations are rules, so 0.899 is the new passages). Floors
  // 0.89 and 0.39 because the set changed, not the extractor. With a34, a37-a40 in it is 730 (50 more): 0.909 0.900
  // 0.923 0.685 0.385 (on the 680 of before 0.907 0.899 0.922 0.673 0.399: dates, people and the everyday-life,
  // business and working-tenure theme events). Follow-up floor 0.38 because the set changed; entities and theme
  // floors up to 0.90 and 0.66. With a41-a48 in it is 794 (64 more): 0.906 0.892 0.929 0.710 0.380 (on the 680
  // of the session's start 0.907 0.899 0.928 0.686 0.397; on the 730 0.909 0.900 0.928 0.703 0.383). Theme floor
  // 0.68; follow-ups 0.37, the set having changed (0.397 on the 680 against 0.399 before). Session 21 (the holdout
  // now frozen: no passage written since goes to it): follow-ups ranked and 330 more train passages: 0.906 0.892
  // 0.927 0.706 0.380; at the session's end (kin words of more languages, teachers, neighbours and marriages among the
  // relations): 0.906 0.899 0.927 0.706 0.388; with word pairs from 3 passages (model.json 2.1 MB): theme 0.704.
  // Session 24 (the gazetteer of towns, word pairs 0.3 of the theme's scores): 0.910 0.899 0.926 0.718 0.389 (on its
  // 691 passages written before n661: 0.913 0.908 0.925 0.697 0.386). Theme floor 0.70. Session 25 (bare common nouns
  // the model weighs towards asking, and the three chosen by score with people preferred, not strictly first): 0.911
  // 0.900 0.926 0.718 0.420 (on the 691: 0.425). Follow-up floor 0.41. Session 33 (theme, story and significance
  // trained on 330 more passages, w31-w36): 0.911 0.899 0.927 0.737 0.415 (on the 691: 0.913 0.907 0.929 0.724
  // 0.427). Theme floor 0.72. Session 34 (the span model learns what a capitalised span is, spanModel.ts): 0.929 0.904
  // 0.928 0.737 0.415 (on the 691: 0.932 0.913 0.929 0.724 0.430). Entity and relation floors 0.92 and 0.90.
  'holdout.jsonl': { entities_f1: 0.92, relations_f1: 0.9, story_f1: 0.89, theme_acc: 0.72, followup_recall_at3: 0.41 },
};

describe('corpus regression', () => {
  for (const [file, floors] of Object.entries(FLOORS)) {
    const gold = join(corpus, file);
    it.runIf(existsSync(gold) && existsSync(scorer))(`meets its floors on ${file}`, async () => {
      const { score, itemCounts, status, stderr } = await scoreFile(gold, scorer);
      expect(status, stderr).toBe(0);
      // issue #18: at most three follow-up items per message
      expect(Math.max(...itemCounts)).toBeLessThanOrEqual(3);
      for (const [name, floor] of Object.entries(floors)) expect(score[name], name).toBeGreaterThanOrEqual(floor);
    }, 180_000);
  }

  it.runIf(existsSync(join(corpus, 'holdout.jsonl')))('keeps the holdout frozen: its 794 passages, none written since (ids tNNN), every annotated passage in one split', () => {
    const ids = (file: string) => readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => (JSON.parse(l) as { id: string }).id);
    const holdout = ids(join(corpus, 'holdout.jsonl'));
    const train = new Set(ids(join(corpus, 'train.jsonl')));
    const gold = readdirSync(join(corpus, 'gold')).filter((f) => f.endsWith('.jsonl')).flatMap((f) => ids(join(corpus, 'gold', f)));
    expect(holdout).toHaveLength(794);
    expect(holdout.filter((id) => id.startsWith('t'))).toEqual([]);
    // split.mjs's rule, read back from the files it wrote
    const third = (id: string) => BigInt(`0x${createHash('sha256').update(id).digest('hex')}`) % 3n === 0n;
    expect(holdout.every(third)).toBe(true);
    expect(gold.filter((id) => !holdout.includes(id) && !train.has(id))).toEqual([]);
    expect(holdout.filter((id) => train.has(id))).toEqual([]);
  });
});
