import cluster, { type Worker } from 'node:cluster';

/**
 * The process manager of `API_PROCESSES` > 1 (docs/deployment.md#several-api-processes-on-one-machine):
 * the primary process forks that many API processes, which share the one listening port
 * (Node's cluster module hands each new connection to one of them), and replaces any that
 * dies. It answers no request itself and opens no database. A process that dies within
 * `QUICK_DEATH_MS` of its start is replaced after a delay that doubles up to `MAX_DELAY_MS`
 * (a crash loop, e.g. the database down at start, does not spin); one that ran longer is
 * replaced at once. SIGTERM or SIGINT passes the signal on and exits when they all have.
 */

export const QUICK_DEATH_MS = 10_000;
export const MAX_DELAY_MS = 30_000;

/** What an API process tells the primary once it listens (server.ts). */
export interface ListeningMessage {
  type: 'yardstick:listening';
  banner: string;
}

export function isListeningMessage(message: unknown): message is ListeningMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'yardstick:listening'
  );
}

/** The delay before replacing a process that ran `livedMs`, after `previousDelayMs`. */
export function restartDelay(livedMs: number, previousDelayMs: number): number {
  if (livedMs >= QUICK_DEATH_MS) return 0;
  return Math.min(MAX_DELAY_MS, Math.max(1_000, previousDelayMs * 2));
}

export interface SupervisorLog {
  info: (message: string) => void;
  warn: (message: string) => void;
}

/** Runs in the primary: forks `count` API processes and keeps that many alive. */
export function superviseApiProcesses(count: number, log: SupervisorLog): void {
  let closing = false;
  let bannerShown = false;
  let listening = 0;
  const slots: { worker?: Worker; startedAt: number; delay: number }[] = Array.from(
    { length: count },
    () => ({ startedAt: 0, delay: 0 }),
  );

  const start = (slot: (typeof slots)[number]) => {
    slot.startedAt = Date.now();
    const worker = cluster.fork();
    slot.worker = worker;
    worker.on('message', (message: unknown) => {
      if (!isListeningMessage(message)) return;
      listening += 1;
      if (!bannerShown && listening >= count) {
        bannerShown = true;
        process.stdout.write(message.banner.replace(/\n*$/, ` · ${count} API processes\n\n`));
      }
    });
    worker.on('exit', (code, signal) => {
      if (closing) return;
      const lived = Date.now() - slot.startedAt;
      slot.delay = restartDelay(lived, slot.delay);
      log.warn(
        `API process ${worker.process.pid} exited (${signal ?? `code ${code}`}) after ${Math.round(lived / 1000)} s; ` +
          `starting another${slot.delay ? ` in ${slot.delay / 1000} s` : ''}`,
      );
      setTimeout(() => {
        if (!closing) start(slot);
      }, slot.delay).unref();
    });
  };

  for (const slot of slots) start(slot);

  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: stopping ${count} API processes`);
    const alive = slots.map((s) => s.worker).filter((w): w is Worker => !!w && !w.isDead());
    if (alive.length === 0) process.exit(0);
    let left = alive.length;
    for (const worker of alive) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      worker.process.kill(signal);
    }
    // A process that does not finish its requests in time is not waited for.
    setTimeout(() => process.exit(1), 20_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
