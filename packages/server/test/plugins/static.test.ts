import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync, gzipSync, brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testConfig, useTestServer } from '../helpers/app.ts';
import { scratchDir } from '../helpers/scratch.ts';

const dist = scratchDir('dist-');
const indexHtml = '<!doctype html><title>Kinstory</title>';
const appJs = 'console.log("kinstory");'.repeat(50);
fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
fs.writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(indexHtml));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets/app.js'), 'console.log(1)');
// As the build writes them (packages/app/vite.config.ts): a hashed asset with .gz and .br siblings.
fs.writeFileSync(path.join(dist, 'assets/index-CDm3k41x.js'), appJs);
fs.writeFileSync(path.join(dist, 'assets/index-CDm3k41x.js.gz'), gzipSync(appJs));
fs.writeFileSync(path.join(dist, 'assets/index-CDm3k41x.js.br'), brotliCompressSync(appJs));

/** A raw GET (fetch would ask for and undo compression itself). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

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

  it('a missing file is 404, not the app: a stale chunk after a deploy fails as a load error, and /favicon.ico costs nothing', async () => {
    for (const p of ['/assets/index-Gone1234.js', '/assets/nothing', '/favicon.ico', '/robots.txt', '/chat/123/photo.png']) {
      const res = await server.request('GET', p);
      expect(res.status, p).toBe(404);
      expect(res.text, p).not.toContain('<title>Kinstory</title>');
    }
    // A page path with a dot in a query (an invitation link with an e-mail) is still a page.
    const page = await server.request('GET', '/onboarding/storyteller?token=abc&email=rose%40example.com');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Kinstory</title>');
  });

  it('API paths never fall back to the app', async () => {
    const res = await server.request('GET', '/api/unknown');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });

  it('sends the precompressed asset the client accepts, with Vary: Accept-Encoding', async () => {
    const gz = await rawGet(`${server.url}/assets/index-CDm3k41x.js`, { 'accept-encoding': 'gzip' });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/javascript/);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.body).toString()).toBe(appJs);

    const br = await rawGet(`${server.url}/assets/index-CDm3k41x.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(appJs);

    const plain = await rawGet(`${server.url}/assets/index-CDm3k41x.js`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(appJs);
  });

  it('caches hashed assets for good and revalidates index.html', async () => {
    const asset = await rawGet(`${server.url}/assets/index-CDm3k41x.js`, { 'accept-encoding': 'gzip' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const p of ['/', '/admin-dashboard']) {
      const page = await rawGet(server.url + p, { 'accept-encoding': 'gzip' });
      expect(page.status, p).toBe(200);
      expect(page.headers['cache-control'], p).toBe('no-cache');
      expect(page.headers['content-type'], p).toMatch(/text\/html/);
      expect(page.headers['content-encoding'], p).toBe('gzip');
      expect(gunzipSync(page.body).toString(), p).toBe(indexHtml);
    }
    const plain = await rawGet(`${server.url}/chat/123`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(indexHtml);
  });

  it('serves files built after the server started', async () => {
    fs.writeFileSync(path.join(dist, 'assets/later-Bx9f3kLq.js'), 'console.log(2)');
    const res = await rawGet(`${server.url}/assets/later-Bx9f3kLq.js`);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('console.log(2)');
  });
});

describe('no build yet', () => {
  const empty = scratchDir('dist-');
  const server = useTestServer({ config: testConfig({ appDist: empty }) });

  it('answers 404 until index.html exists, then serves it', async () => {
    const before = await server.request('GET', '/admin-dashboard');
    expect(before.status).toBe(404);
    fs.writeFileSync(path.join(empty, 'index.html'), indexHtml);
    const after = await server.request('GET', '/admin-dashboard');
    expect(after.status).toBe(200);
    expect(after.text).toBe(indexHtml);
  });
});
