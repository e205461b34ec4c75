import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorTexts } from '@kinstory/contract';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, invalidText } from '../http.ts';

/** A route schema's part, named as the 400 names it. */
const partNames: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'headers' };

const fastifyTexts: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: errorTexts.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: errorTexts.unsupportedMediaType,
  FST_ERR_CTP_INVALID_JSON_BODY: errorTexts.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty: send a JSON object',
};

/** The one error handler: JSON `{error}` with the right status; 5xx details stay in the log. */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
      if (err instanceof HttpError) return reply.code(err.statusCode).headers(err.headers).send({ error: err.message });
      // A route schema refused the input: `Invalid body: name: Too long; …`, its first 3 problems.
      if (hasZodFastifySchemaValidationErrors(err)) {
        const issues = err.validation.map((issue) => ({ path: issue.instancePath.split('/').slice(1).filter(Boolean), message: issue.message ?? '' }));
        return reply.code(400).send({ error: invalidText(partNames[err.validationContext ?? 'body'] ?? 'body', issues) });
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const text = (err.code && fastifyTexts[err.code]) || (err instanceof SyntaxError ? errorTexts.invalidJson : err.message);
        return reply.code(status).send({ error: text });
      }
      request.log.error({ err }, 'request failed');
      return reply.code(status >= 500 && status < 600 ? status : 500).send({ error: errorTexts.internal });
    });
  },
  { name: 'errors' },
);
