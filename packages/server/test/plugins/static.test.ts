import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig, useTestServer } from '../helpers/app.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kinstory-dist-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Kinstory</title>');
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets/app.js'), 'console.log(1)');

describe('the built app', () => {
  const server = useTestServer({ config: testConfig({ appDist: dist }) });

  it('serves files and falls back to index.html for app routes', async () => {
    const asset = await server.request('GET', '/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toBe('console.log(1)');
    for (const p of ['/', '/chat/123', '/admin-dashboard']) {
      const res = await server.request('GET', p);
      expect(res.status, p).toBe(200);
      expect(res.text).toContain('<title>Kinstory</title>');
    }
  });

  it('API paths never fall back to the app', async () => {
    const res = await server.request('GET', '/api/unknown');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });
});
