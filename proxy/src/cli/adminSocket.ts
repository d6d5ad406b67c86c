import { rmSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import net from 'node:net';

/** A command is a few hundred characters; a line longer than this closes the connection unread. */
const MAX_COMMAND_CHARS = 64 * 1024;

/** Newline-terminated JSON each way: one command in, `{ok, result}` or `{ok: false, error}` out. */
type Reply = { ok: true; result: unknown } | { ok: false; error: string };

/**
 * Serves key-management commands on a Unix socket beside the embedded database, so the keys CLI
 * works while the server holds PGlite (one process per data directory). The socket is mode 0600:
 * only the user who can read the database files anyway may use it. Refuses to start when another
 * live server answers on it, which also keeps two servers off one PGlite directory.
 */
export async function serveAdminSocket(
  socketPath: string,
  run: (command: unknown) => Promise<unknown>,
): Promise<{ close(): Promise<void> }> {
  if (await answers(socketPath))
    throw new Error(`another proxy serves ${socketPath}; one server per DATA_DIR`);
  rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    const onData = (chunk: string) => {
      input += chunk;
      const end = input.indexOf('\n');
      if (end < 0) {
        if (input.length > MAX_COMMAND_CHARS) socket.destroy();
        return;
      }
      // One command per connection: what follows its line is not read.
      socket.off('data', onData);
      const reply = (r: Reply) => socket.end(`${JSON.stringify(r)}\n`);
      Promise.resolve()
        .then(() => run(JSON.parse(input.slice(0, end))))
        .then(
          (result) => reply({ ok: true, result }),
          (err: unknown) => reply({ ok: false, error: err instanceof Error ? err.message : String(err) }),
        );
    };
    socket.on('data', onData);
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  return { close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Sends one command to a running server; resolves with undefined when none listens on the socket
 * (the caller then opens the database itself).
 */
export function sendAdminCommand(
  socketPath: string,
  command: unknown,
): Promise<{ result: unknown } | undefined> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let output = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(command)}\n`));
    socket.on('data', (chunk) => {
      output += chunk;
    });
    socket.on('end', () => {
      try {
        const reply = JSON.parse(output) as Reply;
        if (reply.ok) resolve({ result: reply.result });
        else reject(new Error(reply.error));
      } catch (err) {
        reject(err);
      }
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(undefined);
      else reject(err);
    });
  });
}

function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
