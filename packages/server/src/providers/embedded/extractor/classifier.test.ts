import { describe, expect, it } from 'vitest';
import { blend, fit, fitRanking, predict, probabilities, scores, train, trainNaiveBayes, type Features } from './classifier.ts';
import { trainModels, type GoldPassage } from './training.ts';

const TINY: { x: Features; label: string }[] = [
  { x: { 'w:soldier': 1, 'w:army': 1 }, label: 'war' },
  { x: { 'w:army': 1, 'w:rifle': 1 }, label: 'war' },
  { x: { 'w:bake': 1, 'w:bread': 1 }, label: 'food' },
  { x: { 'w:bread': 1, 'w:oven': 1 }, label: 'food' },
];

describe('the extractor\'s classifier', () => {
  it('trains to the same bytes twice and predicts the obvious case', () => {
    const a = JSON.stringify(train(TINY, ['war', 'food']));
    const b = JSON.stringify(train([...TINY], ['war', 'food']));
    expect(a).toBe(b);
    const model = JSON.parse(a) as ReturnType<typeof train>;
    expect(predict(model, { 'w:army': 1 })).toBe('war');
    expect(predict(model, { 'w:bread': 1 })).toBe('food');
    expect(probabilities(model, { 'w:army': 1, 'w:soldier': 1 })[0]).toBeGreaterThan(0.7);
  });

  it('fits to convergence even when features differ in scale and go together', () => {
    // a count in the hundreds beside 0/1 words, and two words that always occur together
    const examples = Array.from({ length: 40 }, (_, i) => ({
      x: { 'n:length': 50 + (i % 7) * 40, 'w:army': i % 2, 'w:rifle': i % 2, 'w:bread': 1 - (i % 2) } as Features,
      label: i % 2 ? 'war' : 'food',
    }));
    const { model, converged } = fit(examples, ['war', 'food'], { l2: 0.01, minDocs: 2 });
    expect(converged).toBe(true);
    // the two words that always go together share the weight equally
    expect(model.weights['w:army']).toEqual(model.weights['w:rifle']);
    expect(predict(model, { 'n:length': 200, 'w:army': 1, 'w:rifle': 1 })).toBe('war');
  });

  it('drops words seen in too few passages (a single passage\'s phrase is no cue)', () => {
    const model = train(TINY, ['war', 'food'], { l2: 0.01, minDocs: 2 });
    expect(model.weights['w:army']).toBeDefined();
    expect(model.weights['w:rifle']).toBeUndefined();
  });

  it('pulls a feature towards its prior instead of zero', () => {
    const prior = { 'ev:war': [3, 0] };
    const model = train([...TINY, { x: { 'w:oven': 1 }, label: 'food' }], ['war', 'food'], { l2: 0.05, minDocs: 2, prior });
    // never seen in training, so it keeps what it was given
    expect(predict(model, { 'ev:war': 1 })).toBe('war');
  });

  it('trains the extractor\'s three models deterministically from annotated passages', () => {
    const passages: GoldPassage[] = [
      { id: 'a', text: 'In 1943 I joined the army and they sent me to Italy, and then we marched north all winter with our rifles.', gold: { isStory: true, theme: 'war & service', significance: 'critical' } },
      { id: 'b', text: 'Every Sunday we would bake bread and you always kneaded it twice. That is how it was done.', gold: { isStory: false, theme: 'food & traditions', significance: 'medium' } },
      { id: 'c', text: 'In 1952 I was called up for the army and the sergeant gave me a rifle on the first day, then we marched to the camp.', gold: { isStory: true, theme: 'war & service', significance: 'critical' } },
      { id: 'd', text: 'We would always bake the bread on Fridays, and you knead it and leave it by the stove.', gold: { isStory: false, theme: 'food & traditions', significance: 'low' } },
    ];
    const one = JSON.stringify(trainModels(passages, ['tiny']));
    expect(JSON.stringify(trainModels(passages, ['tiny']))).toBe(one);
    const model = JSON.parse(one) as ReturnType<typeof trainModels>;
    expect(model.trainedOn.passages).toBe(4);
    expect(predict(model.theme, { 'w:army': 1, 'w:rifle': 1 })).toBe('war & service');
    expect(predict(model.theme, { 'w:bread': 1, 'w:bake': 1 })).toBe('food & traditions');
  });

  it('blends two models into one whose scores are the mix of theirs', () => {
    const regression = train(TINY, ['war', 'food'], { l2: 0.05, minDocs: 1 });
    const bayes = trainNaiveBayes(TINY, ['war', 'food'], { alpha: 0.25, minDocs: 1 });
    const both = blend(regression, bayes, 0.3);
    const cases: Features[] = [{ 'w:army': 1 }, { 'w:bread': 1, 'w:rifle': 1 }, { 'w:oven': 1, 'w:soldier': 1 }, {}];
    for (const x of cases) {
      const want = scores(regression, x).map((v, k) => 0.3 * v + 0.7 * scores(bayes, x)[k]!);
      scores(both, x).forEach((v, k) => expect(v).toBeCloseTo(want[k]!, 3));
    }
    expect(predict(both, { 'w:army': 1, 'w:rifle': 1 })).toBe('war');
  });

  it('naive Bayes counts the features it is told to, and only those', () => {
    const pairs = TINY.map(({ x, label }) => ({ x: { ...x, ...(label === 'war' ? { 'b:call_up': 1 } : { 'b:knead_the': 1 }) }, label }));
    const bayes = trainNaiveBayes(pairs, ['war', 'food'], { alpha: 0.25, minDocs: 2, counts: 'b:' });
    expect(Object.keys(bayes.weights).sort()).toEqual(['b:call_up', 'b:knead_the']);
    expect(predict(bayes, { 'b:call_up': 1 })).toBe('war');
    expect(predict(bayes, { 'b:knead_the': 1, 'w:army': 1 })).toBe('food');
  });

  it('learns which candidate of a message is chosen over the others, and ranks a new message by it', () => {
    // in every message the annotator chose the thing left unexplained, whatever else was there
    const groups: { x: Features; chosen: boolean }[][] = [
      [{ x: { 'k:person': 1 }, chosen: false }, { x: { 'k:object': 1, untold: 1 }, chosen: true }, { x: { 'k:place': 1 }, chosen: false }],
      [{ x: { 'k:person': 1, untold: 1 }, chosen: true }, { x: { 'k:object': 1 }, chosen: false }],
      [{ x: { 'k:place': 1, untold: 1 }, chosen: true }, { x: { 'k:person': 1 }, chosen: false }, { x: { 'k:object': 1 }, chosen: false }],
    ];
    const { model, converged } = fitRanking(groups, { l2: 0.01, minDocs: 1 });
    expect(converged).toBe(true);
    const rank = (x: Features) => scores(model, x)[1]! - scores(model, x)[0]!;
    expect(rank({ 'k:object': 1, untold: 1 })).toBeGreaterThan(rank({ 'k:person': 1 }));
    expect(rank({ 'k:person': 1, untold: 1 })).toBeGreaterThan(rank({ 'k:place': 1 }));
    // same groups, same bytes; a message with nothing chosen (or everything) teaches nothing
    expect(JSON.stringify(fitRanking([...groups, [{ x: { 'k:person': 1 }, chosen: false }], [{ x: { 'k:place': 1 }, chosen: true }]], { l2: 0.01, minDocs: 1 }).model)).toBe(JSON.stringify(model));
  });

  it('weighs each chosen candidate against those not chosen, not against the others chosen with it', () => {
    // an annotator who chose both Hanna and the letter chose neither over the other: the message teaches what two
    // messages would, one choosing Hanna over the kitchen, one the letter over the kitchen
    const hanna = { 'k:person': 1, untold: 1 };
    const letter = { 'k:object': 1, untold: 1, 'w:letter': 1 };
    const kitchen = { 'k:object': 1, 'w:kitchen': 1 };
    const together = [[{ x: hanna, chosen: true }, { x: letter, chosen: true }, { x: kitchen, chosen: false }]];
    const apart = [[{ x: hanna, chosen: true }, { x: kitchen, chosen: false }], [{ x: letter, chosen: true }, { x: kitchen, chosen: false }]];
    const a = fitRanking([...together, ...together], { l2: 0.01, minDocs: 1 }).model;
    const b = fitRanking(apart, { l2: 0.01, minDocs: 1 }).model;
    for (const f of Object.keys({ ...hanna, ...letter, ...kitchen })) expect(a.weights[f]?.[1] ?? 0).toBeCloseTo(b.weights[f]?.[1] ?? 0, 3);
  });
});
