import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { flushLog, quietStartup, redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it('hides secret query values and keeps the rest', () => {
    expect(redactUrl('/api/validate/registration/email?token=abc&x=1')).toBe(
      '/api/validate/registration/email?token=%5Bredacted%5D&x=1',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});

describe('quietStartup', () => {
  it('holds the info lines of the start-up back, never the warnings and errors', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    await quietStartup(log, async () => {
      log.info('Server listening at http://127.0.0.1:1');
      log.warn('a warning at start-up');
      log.error('an error at start-up');
      await flushLog(log);
    });
    log.info('incoming request');
    const messages = lines.map((l) => (JSON.parse(l) as { msg: string }).msg);
    expect(messages).toEqual(['a warning at start-up', 'an error at start-up', 'incoming request']);
    expect(log.level).toBe('info');
  });

  it('leaves a quieter level alone and restores the level when start-up fails', async () => {
    const log = pino({ level: 'error' }, { write: () => undefined });
    await quietStartup(log, async () => expect(log.level).toBe('error'));
    const chatty = pino({ level: 'debug' }, { write: () => undefined });
    await expect(
      quietStartup(chatty, async () => {
        throw new Error('port in use');
      }),
    ).rejects.toThrow('port in use');
    expect(chatty.level).toBe('debug');
  });
});
