import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  promptOpenResponseSchema,
  promptQuestionsUpdateSchema,
  promptScheduleResponseSchema,
  promptScheduleUpdateSchema,
  promptSendNowResponseSchema,
  promptSendParamsSchema,
} from '@kinstory/contract';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import type { PromptsService } from '../../services/prompts.ts';
import { answers } from '../openapi.ts';

const tags = ['Weekly question'];
const scheduleAnswer = answers({ 200: promptScheduleResponseSchema });

/** The weekly question (issue #20): the admin's schedule, next questions and "send now"; opening a question's conversation. */
export default async function promptRoutes(fastify: FastifyInstance, opts: { limits: Limits; prompts: PromptsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { prompts, limits } = opts;
  const config = { rateLimit: perUserPerMinute('prompts', limits.promptsPerMinute) };

  const getSchema = { summary: "The weekly question's schedule, next questions and recent sends", tags, response: scheduleAnswer };
  app.get('/api/archive/prompt-schedule', { schema: getSchema }, async (request) => prompts.get(request.user));

  const saveSchema = { summary: 'Set the weekly question: on or off, day, time, zone, address (admins)', tags, body: promptScheduleUpdateSchema, response: scheduleAnswer };
  app.put('/api/archive/prompt-schedule', { config, schema: saveSchema }, async (request) => prompts.save(request.user, request.body));

  const questionsSchema = { summary: 'Choose the next weekly questions (admins)', tags, body: promptQuestionsUpdateSchema, response: scheduleAnswer };
  app.put('/api/archive/prompt-schedule/questions', { config, schema: questionsSchema }, async (request) => prompts.saveQuestions(request.user, request.body.questions));

  const sendNowSchema = { summary: "Send this week's question now (after quiet hours) (admins)", tags, response: answers({ 202: promptSendNowResponseSchema }) };
  app.post('/api/archive/prompt-schedule/send-now', { config, schema: sendNowSchema }, async (request, reply) => reply.code(202).send(await prompts.sendNow(request.user)));

  const openSchema = { summary: "Open a weekly question's conversation (the storyteller)", tags, params: promptSendParamsSchema, response: answers({ 200: promptOpenResponseSchema }) };
  app.post('/api/prompt-sends/:id/open', { config, schema: openSchema }, async (request) => prompts.open(request.user, request.params.id, limits));
}
