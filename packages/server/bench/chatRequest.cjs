// autocannon's setupRequest for bench:api's chat turns; a file, as autocannon's worker threads
// require it. Each connection is its own storyteller (a token from BENCH_CHAT_TOKENS, a JSON list)
// going round 20 conversations of theirs (kept in the connection's context), so histories stay
// short, and like people, nobody streams more than one reply at once.

let connections = 0;

/**
 * @param {{ headers: Record<string, string>, body?: string }} request
 * @param {{ authorization?: string, conversations?: string[], turn?: number }} context
 */
module.exports = function setupRequest(request, context) {
  if (!context.conversations) {
    const tokens = JSON.parse(process.env.BENCH_CHAT_TOKENS ?? '[]');
    context.authorization = `Bearer ${tokens[connections++ % tokens.length]}`;
    context.conversations = Array.from({ length: 20 }, () => crypto.randomUUID());
    context.turn = 0;
  }
  context.turn = (context.turn ?? 0) + 1;
  const conversationId = context.conversations[context.turn % context.conversations.length];
  return {
    ...request,
    headers: { ...request.headers, authorization: context.authorization },
    body: JSON.stringify({ text: 'We lived by the canal, and my father kept pigeons.', conversationId }),
  };
};
