import { describe, expect, it } from 'vitest';
import { extractionSchema } from '@kinstory/contract';
import { createOpenAiExtractor, openAiCompatibleModel } from '../../src/providers/openai/llm.ts';
import { THEMES } from '../../src/providers/llm/guidelines.ts';
import { FAKE_EXTRACTION, useFakeOpenAi } from '../helpers/fakeOpenAi.ts';

/** Finds the first sub-schema (depth first) that has the given property. */
function find(schema: unknown, key: string): Record<string, unknown> | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const o = schema as Record<string, unknown>;
  const props = o.properties as Record<string, unknown> | undefined;
  if (props && key in props) return props[key] as Record<string, unknown>;
  for (const v of Object.values(o)) {
    const hit = find(v, key);
    if (hit) return hit;
  }
  return undefined;
}

const MESSAGE = 'My brother Frank and I grew up on a farm near Cork in Ireland. In the winter of 1947 the snow was so deep that our father dug a tunnel to the barn so we could milk the cows.';

describe('LLM extraction: structured output on the guidelines\' footing', () => {
  const fake = useFakeOpenAi();
  const extractor = () => createOpenAiExtractor(openAiCompatibleModel({ baseURL: fake.url, apiKey: 'k', model: 'm' }));

  it('asks with the JSON schema: the themes and significance levels as enums, at most three follow-ups', async () => {
    fake.extraction = FAKE_EXTRACTION;
    const out = await extractor().extract({ message: MESSAGE, history: [], narrator: null });
    const req = fake.chatRequests.at(-1)!;
    const format = req.response_format as { type: string; json_schema: { schema: unknown } };
    expect(format.type).toBe('json_schema');
    const schema = format.json_schema.schema;
    const enumOf = (s: Record<string, unknown> | undefined): unknown =>
      s?.enum ?? (s?.anyOf as Record<string, unknown>[] | undefined)?.find((x) => x.enum)?.enum;
    expect(enumOf(find(schema, 'theme'))).toEqual([...THEMES]);
    expect(enumOf(find(schema, 'level'))).toEqual(['critical', 'high', 'medium', 'low']);
    expect(find(schema, 'looseFacts')).toMatchObject({ type: 'array', maxItems: 3 });
    // the guidelines travel with the request, and the message itself
    const system = req.messages.find((m) => m.role === 'system')!.content;
    expect(system).toContain('at most 3');
    expect(system).toContain('Unexplained people before objects');
    expect(system).toContain('"the cows"');
    expect(req.messages.at(-1)!.content).toContain('dug a tunnel to the barn');
    // a well-formed answer is parsed into the contract's shape
    expect(() => extractionSchema.parse(out)).not.toThrow();
    expect(out.story).toMatchObject({ ...FAKE_EXTRACTION.story, hasStory: true });
    expect(out.memory).toEqual(FAKE_EXTRACTION.memory);
    expect(out.story?.theme).toBe('childhood');
    expect(out.followUpItems).toEqual(FAKE_EXTRACTION.looseFacts);
  });

  it('a well-formed answer with no story and empty names is tidied, not rejected', async () => {
    fake.extraction = {
      memory: { narrator: '', people: ['Frank', ''], dates: ['1947'], places: ['Cork', 'Ireland'], relationships: [{ from: '', to: 'Frank', relation: 'brother' }, { from: '', to: '', relation: 'father' }], events: ['dug a tunnel to the barn'] },
      story: null,
      looseFacts: [{ type: 'place', value: 'Cork', suggestedPrompt: 'What do you remember about Cork?' }],
    };
    const out = await extractor().extract({ message: MESSAGE, history: [], narrator: null });
    expect(out.story).toBeNull();
    expect(out.memory.people).toEqual(['Frank']);
    expect(out.memory.relationships).toEqual([{ from: '', to: 'Frank', relation: 'brother' }]);
    expect(out.memory.events).toEqual(['dug a tunnel to the barn']);
    fake.extraction = FAKE_EXTRACTION;
  });

  it('an answer outside the enum (a made-up theme) is an error, not a stored story', async () => {
    fake.extraction = { ...FAKE_EXTRACTION, story: { ...FAKE_EXTRACTION.story, theme: 'farming' } };
    await expect(extractor().extract({ message: MESSAGE, history: [], narrator: null })).rejects.toThrow();
    fake.extraction = FAKE_EXTRACTION;
  });
});
