import { http } from 'msw';

let calls: unknown[] = [];

/**
 * A story's beforeEach: a fresh list for what its handlers are asked (a body, a query, an id), which
 * the play reads with recordedCalls().
 */
export function recordCalls<T = unknown>(): T[] {
  const list: T[] = [];
  calls = list;
  return list;
}

/** What the story's handlers recorded, in order. */
export const recordedCalls = <T = unknown>() => calls as T[];

/**
 * A handler that records the JSON body of each request to `method url`, then answers with `answer`
 * (by default nothing, so the fixture's handler answers).
 */
export function recordBodies(method: 'post' | 'put', url: string, answer: () => Response | undefined = () => undefined) {
  const bodies = recordCalls();
  return http[method](url, async ({ request }) => {
    bodies.push(await request.clone().json());
    return answer();
  });
}
