import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/app.ts';

describe('public routes', () => {
  const server = useTestServer();

  it('GET /api/health answers without a token, with the providers’ capabilities', async () => {
    const res = await server.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      version: '0.0.0-test',
      capabilities: { llm: 'embedded', tts: 'embedded', stt: null },
    });
  });

  it('GET /api/ready answers 200 once the database answers and is migrated, without a token', async () => {
    const res = await server.request('GET', '/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
  });

  it('GET /api/config gives the emulator web config without a token', async () => {
    const res = await server.request('GET', '/api/config');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ projectId: 'demo-kinstory', apiKey: 'demo-key', emulatorHost: expect.any(String) });
  });

  it('an unknown API path is a JSON 404', async () => {
    const res = await server.request('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });
});
