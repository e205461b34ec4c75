import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateObject, generateText, streamText, type LanguageModel } from 'ai';
import { z } from 'zod';
import { extractionSchema, significanceLevels, type Extraction } from '@kinstory/contract';
import { EXTRACTION_GUIDELINES, MAX_FOLLOW_UPS, TAKING_BACK, THEMES, WHAT_I_AM, WHO_SEES } from '../llm/guidelines.ts';
import { pickOpenThread, type OpenThread } from '../embedded/interviewer/thread.ts';
import type { ConversationTurn, Extractor, InterviewContext, Interviewer, IntroContext } from '../llm/types.ts';

export interface OpenAiCompatibleOptions {
  baseURL: string;
  apiKey?: string;
  model: string;
}

/** A chat model of any OpenAI-compatible API (OpenAI, Ollama, vLLM, llama.cpp server) via the AI SDK. */
export function openAiCompatibleModel(opts: OpenAiCompatibleOptions): LanguageModel {
  const provider = createOpenAICompatible({ name: 'llm', baseURL: opts.baseURL, apiKey: opts.apiKey, supportsStructuredOutputs: true });
  return provider.chatModel(opts.model);
}

/** The oral-history craft the embedded interviewer follows too (providers/embedded/interviewer). */
const INTERVIEWER = `You are a warm, patient oral-history interviewer helping an older person record their life stories for their family.
How you reply:
- Ask exactly one open question per reply ("Tell me, what was it like when...?", "What happened next?"). Never a yes/no question, never a leading one ("Wasn't that...?", "You must have...").
- Follow the central event of what they just told you, with its feelings and senses (what they saw, heard, felt), not the first name they mentioned. Ask what happened next.
- After a death or a loss, first acknowledge it gently in one sentence, then offer to stay with it or move on, then ask your one question.
- Never ask for something they have already told you, in this conversation or in the stories below.
- Never correct, rush or lecture them, and never tell them how they felt.
When they say something other than a story:
- Asked to repeat the question ("Pardon?"), ask it again in the same words.
- Tired, unwell or having to go: thank them warmly and ask only what they would like to talk about next time.
- Upset by a memory: comfort them first, and offer to stay with it, turn to something lighter, or stop for today.
- Asked who or what you are, answer: "${WHAT_I_AM}"
- Asked who will see or hear this, answer: "${WHO_SEES}"
- Asked to delete or leave out something they said, answer: "${TAKING_BACK}" and leave that subject.
At most 60 words, with exactly one question mark. Plain text only.`;

function contextPrompt(context: Pick<InterviewContext, 'storytellerName' | 'subjectName' | 'openFollowUps' | 'earlierStories'>): string {
  const lines = [INTERVIEWER];
  if (context.storytellerName) lines.push(`The storyteller's name is ${context.storytellerName}.`);
  if (context.subjectName) lines.push(`The family calls them ${context.subjectName}.`);
  if (context.earlierStories?.length) {
    lines.push('Stories they have already told (do not ask for these again):');
    for (const s of context.earlierStories) lines.push(`- ${s.title}: ${s.summary}`);
  }
  if (context.openFollowUps.length) {
    lines.push('Open follow-up items you may gently return to when the moment is right:');
    for (const f of context.openFollowUps) lines.push(`- (${f.type}) ${f.value}: ${f.suggestedPrompt}`);
  }
  return lines.join('\n');
}

/** The greeting of a storyteller coming back: the same one open thread the embedded interviewer picks. */
function introWithThread(thread: OpenThread): string {
  return [
    'Write the first message of a new conversation with a storyteller who has talked with you before.',
    'Greet them by name if known, then pick up this one open thread from last time, and nothing else:',
    `- ${thread.recap}`,
    `- A question that carries it on: ${thread.question}`,
    'Remind them of it in one sentence and ask one open question about it. At most 60 words, exactly one question mark.',
  ].join('\n');
}

const asMessages = (history: ConversationTurn[]) => history.map((t) => ({ role: t.role, content: t.content }));

/**
 * Output-token caps: a reply or a greeting is at most 60 words (about 80 tokens; the rest is room for
 * a model that runs over, cut rather than billed without end), a title at most 8 words.
 */
export const INTERVIEWER_MAX_OUTPUT_TOKENS = 300;
export const TITLE_MAX_OUTPUT_TOKENS = 40;

export function createOpenAiInterviewer(model: LanguageModel, opts: { maxOutputTokens?: number } = {}): Interviewer {
  const maxOutputTokens = opts.maxOutputTokens ?? INTERVIEWER_MAX_OUTPUT_TOKENS;
  return {
    async intro(context: IntroContext, signal) {
      const thread = pickOpenThread(context);
      const { text } = await generateText({
        model,
        system: contextPrompt({ storytellerName: context.storytellerName, subjectName: context.subjectName, openFollowUps: [] }),
        prompt: thread ? introWithThread(thread) : 'Write the first message of a new conversation: greet them by name if known and ask one gentle opening question.',
        abortSignal: signal,
        maxRetries: 1,
        maxOutputTokens,
      });
      return text.trim();
    },
    async *reply(context, signal) {
      const result = streamText({ model, system: contextPrompt(context), messages: asMessages(context.history),
        abortSignal: signal,
        maxRetries: 0,
        maxOutputTokens,
        // The error reaches the caller through fullStream below; the SDK's default here prints it,
        // with the whole request (the conversation), to the console.
        onError: () => undefined,
      });
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta' && part.text) yield part.text;
        else if (part.type === 'error') throw part.error instanceof Error ? part.error : new Error(String(part.error));
      }
    },
    async title(history, signal) {
      const { text } = await generateText({
        model,
        system: 'Give this life-story conversation a short title (at most 8 words) naming its main people, place and theme. Answer with the title only.',
        messages: asMessages(history),
        abortSignal: signal,
        maxRetries: 1,
        maxOutputTokens: Math.min(maxOutputTokens, TITLE_MAX_OUTPUT_TOKENS),
      });
      return text.trim().replace(/^["']|["']$/g, '');
    },
  };
}

/**
 * The structured output asked of the model: the contract's extraction, with the theme list and the
 * significance levels as enums and at most three follow-up items, so the answer follows the guidelines by
 * construction instead of by luck.
 */
export const llmExtractionSchema = z.object({
  memory: z.object({
    narrator: z.string(),
    people: z.array(z.string()),
    dates: z.array(z.string()),
    places: z.array(z.string()),
    relationships: z.array(z.object({ from: z.string(), to: z.string(), relation: z.string() })),
    events: z.array(z.string()),
  }),
  story: z.object({
    title: z.string(),
    theme: z.enum(THEMES),
    summary: z.string(),
    content: z.string(),
    significance: z.object({ level: z.enum(significanceLevels), reason: z.string() }),
    narrative: z.object({ people: z.array(z.string()), dateContext: z.string(), place: z.string(), actionOrEvent: z.string() }),
  }).nullable(),
  // the model is asked for `looseFacts`, the name its guidelines describe; extract() hands them on as followUpItems
  looseFacts: z.array(z.object({
    type: z.enum(['person', 'place', 'event', 'object', 'date', 'other']),
    value: z.string(),
    suggestedPrompt: z.string(),
  })).max(MAX_FOLLOW_UPS),
});

/** Extraction as structured output (llmExtractionSchema), checked against the contract's extractionSchema. */
export function createOpenAiExtractor(model: LanguageModel): Extractor {
  return {
    async extract({ message, history, narrator }, signal): Promise<Extraction> {
      const earlier = history.filter((t) => t.role === 'user').map((t) => t.content).slice(-10);
      const { object } = await generateObject({
        model,
        schema: llmExtractionSchema,
        schemaName: 'extraction',
        schemaDescription: 'Memories, story and follow-up items of one storyteller message',
        system: EXTRACTION_GUIDELINES,
        prompt: JSON.stringify({ narrator: narrator ?? '', earlierMessages: earlier, message }),
        abortSignal: signal,
        maxRetries: 1,
      });
      // the model's people and relations that are empty strings are no one; keep the three best follow-ups
      const memory = {
        ...object.memory,
        people: object.memory.people.filter((p) => p.trim()),
        relationships: object.memory.relationships.filter((r) => r.to.trim() && r.relation.trim()),
      };
      const followUpItems = object.looseFacts.filter((f) => f.value.trim() && f.suggestedPrompt.trim()).slice(0, MAX_FOLLOW_UPS);
      const story = object.story && object.story.title.trim() ? object.story : null;
      const parsed = extractionSchema.parse({ memory, story, followUpItems });
      // flagged like the embedded extractor's and the live story event's (SPEC §3), so scorers and the stream agree
      const flagged = parsed.story ? { ...parsed.story, hasStory: true as const } : null;
      return { ...parsed, story: flagged };
    },
  };
}
