import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateObject, generateText, streamText, type LanguageModel } from 'ai';
import { extractionSchema, type Extraction } from '@kinstory/contract';
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

const INTERVIEWER = `You are a warm, patient oral-history interviewer helping an older person record their life stories for their family.
Ask one short, open question at a time. Use their own words and names. Follow up on concrete details (people, places, dates, feelings).
Never correct, rush or lecture them. Keep replies under 80 words. Plain text only.`;

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

const asMessages = (history: ConversationTurn[]) => history.map((t) => ({ role: t.role, content: t.content }));

export function createOpenAiInterviewer(model: LanguageModel): Interviewer {
  return {
    async intro(context: IntroContext, signal) {
      const { text } = await generateText({
        model,
        system: contextPrompt({ ...context, openFollowUps: [] }),
        prompt: 'Write the first message of a new conversation: greet them by name if known and ask one gentle opening question.',
        abortSignal: signal,
        maxRetries: 1,
      });
      return text.trim();
    },
    async *reply(context, signal) {
      const result = streamText({ model, system: contextPrompt(context), messages: asMessages(context.history), abortSignal: signal, maxRetries: 0 });
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
      });
      return text.trim().replace(/^["']|["']$/g, '');
    },
  };
}

const EXTRACTOR = `You extract structured memories from one message of an older storyteller, for a family archive.
memory: narrator (the storyteller's name or ""), people named, dates (as said), places, relationships {from ("" for the narrator), to, relation}, events (short phrases).
story: only when the message narrates one specific episode (not habits or opinions): title, theme, summary, content (their words), significance {level: critical|high|medium|low, reason}, narrative {people, dateContext, place, actionOrEvent}; otherwise null.
looseFacts: people, places, objects or events mentioned but not explained, each {type: person|place|event|object|date|other, value, suggestedPrompt (a gentle follow-up question)}.
Use only what the message and earlier turns say; never invent.`;

/** Extraction as structured output, validated by the contract's extractionSchema. */
export function createOpenAiExtractor(model: LanguageModel): Extractor {
  return {
    async extract({ message, history, narrator }, signal): Promise<Extraction> {
      const earlier = history.filter((t) => t.role === 'user').map((t) => t.content).slice(-10);
      const { object } = await generateObject({
        model,
        schema: extractionSchema,
        schemaName: 'extraction',
        system: EXTRACTOR,
        prompt: JSON.stringify({ narrator: narrator ?? '', earlierMessages: earlier, message }),
        abortSignal: signal,
        maxRetries: 1,
      });
      return extractionSchema.parse(object);
    },
  };
}
