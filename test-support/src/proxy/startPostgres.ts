import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A PostgreSQL database for one test suite. */
export interface TestPostgres {
  url: string;
  /** Only for a server this helper started: fast shutdown and start again on the same port. */
  stop?(): void;
  start?(): void;
  /** Files of a server this helper started, for tests that grep what was written. */
  dataDir?: string;
  destroy(): Promise<void>;
}

/**
 * A fresh database: inside TEST_DATABASE_URL's server when set (.ci/run starts one), else a
 * private server from Debian's binaries in a temp dir. `own` forces a private server (tests
 * that stop it). Fails loudly when neither is possible: a PostgreSQL suite is never skipped.
 */
export async function startPostgres(own = false): Promise<TestPostgres> {
  const shared = process.env.TEST_DATABASE_URL;
  if (shared && !own) return databaseIn(shared);
  return privateServer();
}

async function databaseIn(serverUrl: string): Promise<TestPostgres> {
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    destroy: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function privateServer(): Promise<TestPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'proxy-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  // initdb and postgres refuse to run as root; the Debian package creates the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, uid('postgres'), uid('postgres'));
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' });
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-w',
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
      'start',
    ]);
  const stop = () => run('pg_ctl', ['-D', dataDir, '-w', '-m', 'fast', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    stop,
    start,
    destroy: async () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = (() => {
    try {
      return readdirSync(root).sort((a, b) => Number(b) - Number(a));
    } catch {
      return [];
    }
  })();
  if (!versions[0]) {
    throw new Error(
      'PostgreSQL tests need TEST_DATABASE_URL or the Debian package: apt-get install -y postgresql',
    );
  }
  return path.join(root, versions[0], 'bin');
}

function uid(user: string): number {
  return Number(execFileSync('id', ['-u', user]).toString().trim());
}

/** A TCP port free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
