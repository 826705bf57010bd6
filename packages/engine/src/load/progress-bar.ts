import cliProgress from 'cli-progress';
import type { ImportProgress } from './run-import.ts';

/** A terminal progress bar of an import, by bytes of the file read; silent off a TTY. */
export interface ImportProgressBar {
  update(progress: ImportProgress): void;
  stop(): void;
}

export function createProgressBar(label: string, enabled: boolean): ImportProgressBar {
  if (!enabled) return { update() {}, stop() {} };
  const bar = new cliProgress.SingleBar(
    {
      format: `${label} [{bar}] {percentage}% | {rows} rows, {rejected} rejected | {mb}/{totalMb} MB | ETA {eta_formatted}`,
      hideCursor: true,
      clearOnComplete: false,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
  return {
    update(p) {
      const payload = {
        rows: p.rows.toLocaleString('en-GB'),
        rejected: p.rejected.toLocaleString('en-GB'),
        mb: mb(p.bytesRead),
        totalMb: mb(p.totalBytes),
      };
      if (!started) {
        bar.start(Math.max(p.totalBytes, 1), 0, payload);
        started = true;
      }
      bar.update(Math.min(p.bytesRead, p.totalBytes), payload);
    },
    stop() {
      if (started) bar.stop();
    },
  };
}

/** A terminal progress bar of a download: size, rate and time left; silent off a TTY. */
export interface DownloadProgressBar {
  update(received: number, total: number | undefined): void;
  stop(): void;
}

export function createDownloadBar(label: string, enabled: boolean): DownloadProgressBar {
  if (!enabled) return { update() {}, stop() {} };
  const bar = new cliProgress.SingleBar(
    {
      format: `${label} [{bar}] {percentage}% | {mb}/{totalMb} MB | {rate} MB/s | ETA {eta_formatted}`,
      hideCursor: true,
      clearOnComplete: false,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
  let started: number | undefined;
  const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
  return {
    update(received, total) {
      const now = Date.now();
      started ??= now;
      const seconds = Math.max((now - started) / 1000, 0.001);
      const payload = {
        mb: mb(received),
        totalMb: total === undefined ? '?' : mb(total),
        rate: (received / 1_048_576 / seconds).toFixed(1),
      };
      const size = Math.max(total ?? received, 1);
      if (!bar.isActive) bar.start(size, 0, payload);
      else if (bar.getTotal() !== size) bar.setTotal(size);
      bar.update(Math.min(received, size), payload);
    },
    stop() {
      if (started !== undefined) bar.stop();
    },
  };
}
