import { execFile, execFileSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * A throwaway PostgreSQL primary with a streaming replica, for tests that must see real
 * replication (lag included). The machine's own server does not allow replication
 * connections, so this starts its own pair from the PostgreSQL binaries: initdb a primary
 * (wal_level=replica, local replication trusted) on a free port, pg_basebackup it with -R
 * into a standby, start that on another free port. PostgreSQL refuses to run as root: as
 * root the server commands run as the `postgres` user. Both listen on 127.0.0.1 only and
 * trust local connections; everything lives in one temporary folder removed by stop().
 */

const run = promisify(execFile);
const TOOLS = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'];

export interface ReplicaCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  primaryUrl: string;
  replicaUrl: string;
  /** Pauses WAL replay on the replica and waits until it is paused. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Waits until the replica has replayed everything the primary had written when called. */
  waitForReplay(timeoutMs?: number): Promise<void>;
  /** Stops both servers (immediate mode) and removes their folders. Safe to call twice. */
  stop(): Promise<void>;
}

interface RunAs {
  /** Prefix for the server commands: runuser as root, nothing otherwise. */
  wrap(command: string, args: string[]): [string, string[]];
  /** Gives a folder to the user the servers run as. */
  own(dir: string): void;
}

function toolsIn(dir: string): boolean {
  return TOOLS.every((tool) => existsSync(path.join(dir, tool)));
}

/** The folder holding initdb, pg_ctl, pg_basebackup and postgres, or undefined. */
export function postgresBinDir(): string | undefined {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (dir && toolsIn(dir)) return dir;
  } catch {
    // No pg_config (or a client-only one): look for installed server versions.
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(root, v, 'bin')).find(toolsIn);
}

function idOf(user: string, flag: '-u' | '-g'): number {
  return Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
}

function runAs(): RunAs | string {
  if (process.getuid?.() !== 0) {
    return { wrap: (command, args) => [command, args], own: () => undefined };
  }
  let uid: number;
  let gid: number;
  try {
    uid = idOf('postgres', '-u');
    gid = idOf('postgres', '-g');
  } catch {
    return 'running as root and there is no `postgres` user to run PostgreSQL as';
  }
  if (!existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')) {
    return 'running as root and `runuser` is missing';
  }
  return {
    wrap: (command, args) => ['runuser', ['-u', 'postgres', '--', command, ...args]],
    own: (dir) => chownSync(dir, uid, gid),
  };
}

/** Why a replica cluster cannot be started here, or undefined when it can. */
export function replicaClusterUnavailable(): string | undefined {
  if (process.platform === 'win32') return 'not supported on Windows';
  const bin = postgresBinDir();
  if (!bin) {
    return 'no PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup; pg_config --bindir or /usr/lib/postgresql/*/bin)';
  }
  const as = runAs();
  return typeof as === 'string' ? as : undefined;
}

async function freePort(taken: number[] = []): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    if (!taken.includes(port)) return port;
  }
}

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function waitFor(what: string, timeoutMs: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}

/** Starts a primary and a streaming replica of it; stop() them when done. */
export async function startReplicaCluster(
  options: { log?: (message: string) => void } = {},
): Promise<ReplicaCluster> {
  const log = options.log ?? (() => undefined);
  const bin = postgresBinDir();
  const as = runAs();
  if (!bin || typeof as === 'string') {
    throw new Error(`Cannot start a replica cluster: ${replicaClusterUnavailable()}`);
  }
  const base = mkdtempSync(path.join(os.tmpdir(), 'yardstick-replica-'));
  as.own(base);
  const primaryDir = path.join(base, 'primary');
  const replicaDir = path.join(base, 'replica');
  const started: string[] = [];

  const pgTool = async (tool: string, args: string[]) => {
    const [command, argv] = as.wrap(path.join(bin, tool), args);
    try {
      // cwd: the server user may not be allowed into the caller's working folder.
      await run(command, argv, { cwd: base, timeout: 60_000 });
    } catch (err) {
      const e = err as Error & { stderr?: string; stdout?: string };
      throw new Error(`${tool} failed: ${e.stderr || e.stdout || e.message}`);
    }
  };
  const stopSync = (dir: string) => {
    const [command, argv] = as.wrap(path.join(bin, 'pg_ctl'), [
      'stop',
      '-D',
      dir,
      '-m',
      'immediate',
    ]);
    try {
      execFileSync(command, argv, { cwd: base, stdio: 'ignore', timeout: 30_000 });
    } catch {
      // Already stopped (or never started).
    }
  };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stopOnExit);
    for (const dir of [...started].reverse()) stopSync(dir);
    rmSync(base, { recursive: true, force: true });
  };
  // A test run killed midway must not leave servers behind.
  const stopOnExit = () => {
    if (!stopped) {
      for (const dir of [...started].reverse()) stopSync(dir);
      rmSync(base, { recursive: true, force: true });
    }
  };
  process.on('exit', stopOnExit);

  const startServer = async (dir: string, name: string) => {
    started.push(dir);
    await pgTool('pg_ctl', [
      'start',
      '-D',
      dir,
      '-l',
      path.join(base, `${name}.log`),
      '-w',
      '-t',
      '60',
    ]);
  };

  try {
    const primaryPort = await freePort();
    const replicaPort = await freePort([primaryPort]);
    const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
    const primaryUrl = url(primaryPort);
    const replicaUrl = url(replicaPort);

    log(`initdb primary (${bin})`);
    await pgTool('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    appendFileSync(
      path.join(primaryDir, 'postgresql.conf'),
      [
        '',
        '# yardstick replica test',
        `port = ${primaryPort}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${base}'`,
        'wal_level = replica',
        'max_wal_senders = 4',
        'hot_standby = on',
        'fsync = off',
        'full_page_writes = off',
        'shared_buffers = 32MB',
        'max_connections = 40',
        '',
      ].join('\n'),
    );
    appendFileSync(
      path.join(primaryDir, 'pg_hba.conf'),
      '\nlocal replication all trust\nhost replication all 127.0.0.1/32 trust\n',
    );
    await startServer(primaryDir, 'primary');

    log('pg_basebackup into the replica');
    await pgTool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    // The copied configuration says the primary's port; the last setting wins.
    appendFileSync(path.join(replicaDir, 'postgresql.conf'), `\nport = ${replicaPort}\n`);
    await startServer(replicaDir, 'replica');

    await waitFor(
      'the primary',
      30_000,
      async () => (await query(primaryUrl, 'SELECT 1')).length === 1,
    );
    await waitFor('the replica', 30_000, async () => {
      const [row] = await query<{ standby: boolean }>(
        replicaUrl,
        'SELECT pg_is_in_recovery() AS standby',
      );
      return row?.standby === true;
    });
    log(`primary on ${primaryPort}, replica on ${replicaPort}`);

    const waitForReplay = async (timeoutMs = 20_000) => {
      const [target] = await query<{ lsn: string }>(
        primaryUrl,
        'SELECT pg_current_wal_lsn()::text AS lsn',
      );
      await waitFor('the replica to catch up', timeoutMs, async () => {
        const [row] = await query<{ caught_up: boolean }>(
          replicaUrl,
          'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS caught_up',
          [target!.lsn],
        );
        return row?.caught_up === true;
      });
    };
    return {
      primaryUrl,
      replicaUrl,
      pauseReplay: async () => {
        await query(replicaUrl, 'SELECT pg_wal_replay_pause()');
        // From PostgreSQL 14 a pause is requested first and takes effect a moment later.
        const [version] = await query<{ n: number }>(
          replicaUrl,
          "SELECT current_setting('server_version_num')::int AS n",
        );
        const paused =
          version!.n >= 140000
            ? "SELECT pg_get_wal_replay_pause_state() = 'paused' AS paused"
            : 'SELECT pg_is_wal_replay_paused() AS paused';
        await waitFor('replay to pause', 10_000, async () => {
          const [row] = await query<{ paused: boolean }>(replicaUrl, paused);
          return row?.paused === true;
        });
      },
      resumeReplay: async () => {
        await query(replicaUrl, 'SELECT pg_wal_replay_resume()');
      },
      waitForReplay,
      stop,
    };
  } catch (err) {
    // The folder goes with stop(): keep the end of the server logs in the error.
    const logs = ['primary', 'replica']
      .map((name) => [name, path.join(base, `${name}.log`)] as const)
      .filter(([, file]) => existsSync(file))
      .map(([name, file]) => `--- ${name}.log ---\n${readFileSync(file, 'utf8').slice(-2000)}`);
    await stop();
    if (logs.length === 0) throw err;
    throw new Error(`${(err as Error).message}\n${logs.join('\n')}`, { cause: err });
  }
}
