/**
 * One download from a publisher, as a user of a long download expects: a conditional request
 * when a copy is held (If-None-Match / If-Modified-Since: 304 means nothing to fetch), a
 * range request to resume where an interrupted body stopped (If-Range keeps it to the same
 * file: a changed file starts again from nothing), and a message naming the dataset and the
 * address on an HTTP error or when the connection breaks for good.
 */

export class DownloadError extends Error {
  constructor(
    readonly dataset: string,
    readonly url: string,
    detail: string,
    readonly status?: number,
  ) {
    super(`${dataset}: ${url} ${detail}`);
    this.name = 'DownloadError';
  }
}

/** Where a download goes; it knows how much of the file it has safely handled. */
export interface DownloadSink {
  /** Bytes of the file already handled: the next request asks for the rest. */
  offset(): number;
  /** The validator (ETag or Last-Modified) of the file the held bytes came from. */
  validator(): string | undefined;
  /** The server sends the whole file (new, changed, or no range support): start over. */
  restart(validator: string | undefined, total: number | undefined): Promise<void>;
  /** The server resumes the file from `offset()`. */
  resume(total: number | undefined): void;
  write(chunk: Buffer): Promise<void>;
  /** The connection broke: forget anything past `offset()`. */
  interrupted(): Promise<void>;
}

export interface Held {
  etag?: string;
  lastModified?: string;
}

export interface DownloadResult {
  status: 'fetched' | 'unchanged';
  etag?: string;
  lastModified?: string;
  /** Times the body broke and was resumed with a range request. */
  resumed: number;
}

export interface DownloadOptions {
  dataset: string;
  url: string;
  headers?: Record<string, string>;
  /** The copy held: asked for conditionally. */
  held?: Held;
  /** Attempts of one body after a broken connection (default 3). */
  attempts?: number;
  onNotice?(line: string): void;
  fetch?: typeof fetch;
  /** The wait before a retry, times the attempt (default 1 s). */
  retryDelayMs?: number;
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

function statusText(response: Response): string {
  return `answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
}

export async function download(
  sink: DownloadSink,
  options: DownloadOptions,
): Promise<DownloadResult> {
  const { dataset, url } = options;
  const doFetch = options.fetch ?? fetch;
  const attempts = options.attempts ?? 3;
  let resumed = 0;
  for (let attempt = 1; ; attempt += 1) {
    const headers: Record<string, string> = { ...options.headers };
    const from = sink.offset();
    if (from > 0) {
      headers.range = `bytes=${from}-`;
      const validator = sink.validator();
      if (validator) headers['if-range'] = validator;
    } else if (options.held) {
      if (options.held.etag) headers['if-none-match'] = options.held.etag;
      if (options.held.lastModified) headers['if-modified-since'] = options.held.lastModified;
    }
    let response: Response;
    try {
      response = await doFetch(url, { headers, redirect: 'follow' });
    } catch (error) {
      if (attempt < attempts) {
        options.onNotice?.(
          `${dataset}: ${url} could not be reached (${describe(error)}), trying again`,
        );
        await pause(attempt, options.retryDelayMs);
        continue;
      }
      throw new DownloadError(dataset, url, `could not be reached: ${describe(error)}`);
    }
    const etag = response.headers.get('etag') ?? undefined;
    const lastModified = response.headers.get('last-modified') ?? undefined;
    if (response.status === 304) {
      await response.body?.cancel();
      return {
        status: 'unchanged',
        etag: options.held?.etag,
        lastModified: options.held?.lastModified,
        resumed,
      };
    }
    if (response.status !== 200 && response.status !== 206) {
      await response.body?.cancel();
      throw new DownloadError(dataset, url, statusText(response), response.status);
    }
    const length = Number(response.headers.get('content-length') ?? NaN);
    if (response.status === 206) {
      const range = /^bytes (\d+)-\d+\/(\d+|\*)/.exec(response.headers.get('content-range') ?? '');
      if (!range || Number(range[1]) !== from) {
        await response.body?.cancel();
        throw new DownloadError(
          dataset,
          url,
          `answered a range that does not start at byte ${from}`,
        );
      }
      sink.resume(range[2] === '*' ? undefined : Number(range[2]));
    } else {
      await sink.restart(etag ?? lastModified, Number.isFinite(length) ? length : undefined);
    }
    if (!response.body) throw new DownloadError(dataset, url, 'answered without a body');
    try {
      for await (const chunk of response.body) await sink.write(Buffer.from(chunk as Uint8Array));
      return { status: 'fetched', etag, lastModified, resumed };
    } catch (error) {
      if (error instanceof DownloadError || !isNetworkError(error)) throw error;
      await sink.interrupted();
      if (attempt >= attempts) {
        throw new DownloadError(
          dataset,
          url,
          `broke off after ${mb(sink.offset())} (${describe(error)}); what arrived is kept: ` +
            `run the same command again to resume`,
        );
      }
      resumed += 1;
      options.onNotice?.(
        `${dataset}: ${url} broke off after ${mb(sink.offset())} (${describe(error)}), resuming from there`,
      );
      await pause(attempt, options.retryDelayMs);
    }
  }
}

/** Whether a fetch failure is the connection's (it can be resumed), not the program's. */
function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TypeError' && /terminated|fetch failed/i.test(error.message)) return true;
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).cause?.code ??
    (error as { code?: unknown }).code;
  return (
    typeof code === 'string' &&
    /^(ECONNRESET|EPIPE|ETIMEDOUT|UND_ERR_SOCKET|UND_ERR_BODY_TIMEOUT|ECONNREFUSED|ENOTFOUND|EAI_AGAIN)$/.test(
      code,
    )
  );
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  const inner = cause instanceof Error ? cause.message : undefined;
  return inner && inner !== error.message ? `${error.message}: ${inner}` : error.message;
}

const pause = (attempt: number, delayMs = 1000) =>
  new Promise((resolve) => setTimeout(resolve, delayMs * attempt));

/** A JSON answer (a publisher's index or search API), with the dataset named on failure. */
export async function fetchJson(
  dataset: string,
  url: string,
  doFetch: typeof fetch = fetch,
): Promise<unknown> {
  let response: Response;
  try {
    response = await doFetch(url, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new DownloadError(dataset, url, `could not be reached: ${describe(error)}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new DownloadError(dataset, url, statusText(response), response.status);
  }
  try {
    return await response.json();
  } catch {
    throw new DownloadError(dataset, url, 'answered something that is not JSON');
  }
}

/** Whether a file exists at the address (HEAD), for publishers that date their file names. */
export async function exists(
  dataset: string,
  url: string,
  doFetch: typeof fetch = fetch,
): Promise<boolean> {
  let response: Response;
  try {
    response = await doFetch(url, { method: 'HEAD', redirect: 'follow' });
  } catch (error) {
    throw new DownloadError(dataset, url, `could not be reached: ${describe(error)}`);
  }
  if (response.ok) return true;
  if (response.status === 404 || response.status === 403) return false;
  throw new DownloadError(dataset, url, statusText(response), response.status);
}
