import type { LinearModel } from './classifier.ts';
// a JSON import, so esbuild bundles the weights into dist with the server (no file to find at run time)
import weights from './model.json' with { type: 'json' };

/** The trained weights (`npm run train:extractor` writes model.json from the corpus and dev set). */
export interface ExtractorModel {
  /** What the weights were trained on, for the curious reader of model.json. */
  trainedOn: { passages: number; sources: string[] };
  theme: LinearModel;
  story: LinearModel;
  significance: LinearModel;
  /** Ranks follow-up candidates within their group: labels ['no', 'yes'] (a family would ask about it). */
  followUp?: LinearModel;
  /** What a capitalised span the rules call a person or a place is: labels ['none', 'person', 'place'] (spanModel.ts). */
  span?: LinearModel;
}

export const MODEL = weights as unknown as ExtractorModel;
