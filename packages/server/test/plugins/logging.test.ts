import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { capturedLogs } from '../helpers/logs.ts';

const { lines, stream } = capturedLogs();

describe('logs', () => {
  const server = useTestServer({ log: { level: 'trace', stream } });

  it('never contain the bearer token or a ?token= value', async () => {
    const user = await createUser();
    await server.request('GET', '/api/stories?limit=5', { token: user.token });
    await server.request('GET', `/api/stories?token=${user.token}`, { token: user.token });
    await server.request('GET', `/events?conversationId=x&token=${user.token}`);
    await server.request('GET', '/api/user/profile', { headers: { authorization: 'Bearer secret-garbage-token' } });
    const log = lines.join('');
    expect(log).toContain('/api/stories?limit=5');
    expect(log).toContain('token=[redacted]');
    expect(log).not.toContain(user.token);
    expect(log).not.toContain(user.token.slice(-40));
    expect(log).not.toContain('secret-garbage-token');
  });
});
