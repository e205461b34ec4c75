import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_OUTBOX_PATH, showsOutbox } from '../../src/routes/devOutbox/index.ts';
import { testConfig, useTestServer } from '../helpers/app.ts';
import { outbox } from '../helpers/mail.ts';

describe('GET /dev/outbox (emulator mode, no SMTP_URL)', () => {
  const config = testConfig();
  const server = useTestServer({ config });

  it('lists the mails newest first (time, to, subject), each linking to its HTML, which is served as a page', async () => {
    const empty = await server.request('GET', DEV_OUTBOX_PATH);
    expect(empty.status).toBe(200);
    expect(empty.text).toContain('No mail yet.');
    await server.app.mailer.send({ to: 'first@example.test', subject: 'First <mail>', html: '<!DOCTYPE html><html lang="en"><title>x</title><p><a href="http://127.0.0.1/x?a=1&amp;b=2">Go</a></p></html>', text: 'Go' });
    await new Promise((r) => setTimeout(r, 5));
    await server.app.mailer.send({ to: 'second@example.test', subject: 'Second', html: '<p>Second</p>', text: 'Second' });

    const list = await server.request('GET', DEV_OUTBOX_PATH);
    expect(list.status).toBe(200);
    expect(list.headers['content-type']).toMatch(/^text\/html/);
    expect(list.text).toContain('<html lang="en">');
    // Escaped, newest first.
    expect(list.text).toContain('First &lt;mail&gt;');
    expect(list.text.indexOf('second@example.test')).toBeLessThan(list.text.indexOf('first@example.test'));
    const files = (await outbox(config.outboxDir)).map((m) => m.file!);
    for (const file of files) expect(list.text).toContain(`href="${DEV_OUTBOX_PATH}/${file}"`);

    const first = await server.request('GET', `${DEV_OUTBOX_PATH}/${files[0]}`);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.text).toContain('<a href="http://127.0.0.1/x?a=1&amp;b=2">Go</a>');
  });

  it.each([
    ['a path out of the folder', `${DEV_OUTBOX_PATH}/..%2F..%2Fetc%2Fpasswd`],
    ['the database beside it', `${DEV_OUTBOX_PATH}/..%2Fkinstory.db`],
    ['a dot file', `${DEV_OUTBOX_PATH}/.hidden.eml`],
    ['a file in the folder that is not a mail', `${DEV_OUTBOX_PATH}/notes.txt`],
    ['a mail name that is not there', `${DEV_OUTBOX_PATH}/2026-01-01T00-00-00-000Z-00000000.eml`],
    ['an absolute path', `${DEV_OUTBOX_PATH}/%2Fetc%2Fpasswd`],
  ])('answers 404 for %s', async (_label, url) => {
    fs.writeFileSync(path.join(config.outboxDir, 'notes.txt'), 'not a mail');
    fs.writeFileSync(path.join(config.outboxDir, '.hidden.eml'), 'not listed');
    const res = await server.request('GET', url);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('root:');
  });
});

describe('GET /dev/outbox with SMTP_URL', () => {
  const server = useTestServer({ config: testConfig({ smtpUrl: 'smtp://127.0.0.1:9' }) });

  it('is not there: mails leave by SMTP', async () => {
    expect((await server.request('GET', DEV_OUTBOX_PATH)).status).toBe(404);
    expect((await server.request('GET', `${DEV_OUTBOX_PATH}/2026-01-01T00-00-00-000Z-00000000.eml`)).status).toBe(404);
  });
});

describe('showsOutbox', () => {
  it('only in emulator mode (loopback alone) and without SMTP', () => {
    expect(showsOutbox(testConfig({ authEmulatorHost: '127.0.0.1:9099' }), 'outbox')).toBe(true);
    expect(showsOutbox(testConfig({ authEmulatorHost: null }), 'outbox')).toBe(false);
    expect(showsOutbox(testConfig({ authEmulatorHost: '127.0.0.1:9099' }), 'smtp')).toBe(false);
  });
});
