import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from '@yardstick/db/test/free-port';

/**
 * A redis-server of the test's own on a free port (never the machine's shared one), which a
 * test may stop, to see Redis go away, and start again. Tests that need it run only where
 * `redis-server` is installed (`hasRedisServer`).
 */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/** Polls until `check` holds, for at most `ms`. */
export async function eventually(
  check: () => Promise<boolean> | boolean,
  ms = 3000,
): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not so after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export class OwnRedis {
  private child: ChildProcess | undefined;
  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it (again, on the same port) and waits until it answers. */
  async start(): Promise<void> {
    this.child = spawn('redis-server', ['--port', String(this.port), '--save', ''], {
      stdio: 'ignore',
    });
    await eventually(async () => {
      const probe = new Redis(this.url, { lazyConnect: true, retryStrategy: () => null });
      probe.on('error', () => {});
      try {
        await probe.connect();
        return (await probe.ping()) === 'PONG';
      } catch {
        return false;
      } finally {
        probe.disconnect();
      }
    }, 10_000);
  }

  /** Kills it (as a crash would) and waits until it has gone. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}
