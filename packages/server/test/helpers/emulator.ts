import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const EMULATOR_HOST = '127.0.0.1:9099';
const root = fileURLToPath(new URL('../../../../', import.meta.url));

async function answers(host: string): Promise<boolean> {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the Firebase Auth emulator (the binary itself, not npx, so killing it stops it) unless one
 * already answers at `host`. Returns a stop function (a no-op for an emulator someone else runs).
 */
export async function startAuthEmulator(host = EMULATOR_HOST, timeoutMs = 180_000): Promise<() => Promise<void>> {
  if (await answers(host)) return async () => {};
  const bin = path.join(root, 'node_modules/.bin/firebase');
  const child: ChildProcess = spawn(bin, ['emulators:start', '--only', 'auth', '--project', 'demo-kinstory'], {
    cwd: root,
    env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(host))) {
    if (child.exitCode !== null) throw new Error(`Auth emulator exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      // The CLI ignores signals while it boots: nothing short of SIGKILL stops it then.
      process.kill(-child.pid!, 'SIGKILL');
      throw new Error(`Auth emulator not ready after ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    // The firebase CLI runs the emulator in child processes: stop the whole group.
    process.kill(-child.pid!, 'SIGINT');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
  };
}

async function identityToolkit<T>(host: string, method: string, body: object): Promise<T> {
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`emulator ${method} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A new account in the Auth emulator, signed in: its uid and a real ID token.
 *
 * The token is the one a sign-in returns, not the sign-up's own. The emulator's sign-up stamps the
 * token's auth_time from a clock reading taken before the account's valid-since; when a second
 * boundary falls between the two, the server's revocation check refuses that token as revoked
 * (a rare "Not authenticated" on a user's very first request). A sign-in is always later.
 */
export async function createEmulatorAccount(host: string, email: string, password: string): Promise<{ uid: string; idToken: string }> {
  await identityToolkit(host, 'signUp', { email, password });
  const signedIn = await identityToolkit<{ localId: string; idToken: string }>(host, 'signInWithPassword', { email, password });
  return { uid: signedIn.localId, idToken: signedIn.idToken };
}
