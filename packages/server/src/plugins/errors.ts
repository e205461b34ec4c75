import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorTexts } from '@kinstory/contract';
import { HttpError } from '../http.ts';

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
