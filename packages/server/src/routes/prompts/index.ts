import type { FastifyInstance } from 'fastify';
import { promptQuestionsUpdateSchema, promptScheduleUpdateSchema, promptSendParamsSchema } from '@kinstory/contract';
import { parse } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import type { PromptsService } from '../../services/prompts.ts';

/** The weekly question (issue #20): the admin's schedule, next questions and "send now"; opening a question's conversation. */
export default async function promptRoutes(app: FastifyInstance, opts: { limits: Limits; prompts: PromptsService }) {
  const { prompts, limits } = opts;
  const config = { rateLimit: perUserPerMinute('prompts', limits.promptsPerMinute) };

  app.get('/api/archive/prompt-schedule', async (request) => prompts.get(request.user));

  app.put('/api/archive/prompt-schedule', { config }, async (request) => prompts.save(request.user, parse(promptScheduleUpdateSchema, request.body, 'body')));

  app.put('/api/archive/prompt-schedule/questions', { config }, async (request) =>
    prompts.saveQuestions(request.user, parse(promptQuestionsUpdateSchema, request.body, 'body').questions),
  );

  app.post('/api/archive/prompt-schedule/send-now', { config }, async (request, reply) => reply.code(202).send(await prompts.sendNow(request.user)));

  app.post('/api/prompt-sends/:id/open', { config }, async (request) => prompts.open(request.user, parse(promptSendParamsSchema, request.params, 'path').id, limits));
}
