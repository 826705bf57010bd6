import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { OSM_ATTRIBUTION, OSM_TILE_URL } from './lib/map-tiles.ts';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'yardstick-config-'));

describe('loadConfig', () => {
  it('gives the embedded defaults with an empty environment', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.MAIL_TRANSPORT).toBe('outbox');
    expect(config.DEMO_DATA).toBe('auto');
    expect(config.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    // The generated secret is kept, so a restart keeps sessions valid.
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(config.SESSION_SECRET);
    expect(loadConfig({ DATA_DIR: dir }).SESSION_SECRET).toBe(config.SESSION_SECRET);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({
        DATA_DIR: tmp(),
        PORT: 'eighty',
        DATABASE_URL: 'not a url',
        MAIL_TRANSPORT: 'smtp',
        CAPTCHA_PROVIDER: 'magic',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL/);
      expect(problems).toMatch(/CAPTCHA_PROVIDER/);
    }
  });

  it('refuses a read replica without a primary', () => {
    const replica = 'postgres://reader@replica.internal:5432/yardstick';
    expect(() => loadConfig({ DATA_DIR: tmp(), DATABASE_READ_URL: replica })).toThrow(
      /DATABASE_READ_URL: needs DATABASE_URL/,
    );
    const config = loadConfig({
      DATA_DIR: tmp(),
      DATABASE_URL: 'postgres://writer@primary.internal:5432/yardstick',
      DATABASE_READ_URL: replica,
    });
    expect(config.DATABASE_READ_URL).toBe(replica);
    // Blank is unset: no replica, and nothing to refuse.
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_READ_URL: ' ' }).DATABASE_READ_URL).toBe(
      undefined,
    );
  });

  it('pays through the sandbox by default, and needs the token and webhook secret for GoCardless', () => {
    const config = loadConfig({ DATA_DIR: tmp() });
    expect(config.PAYMENT_PROVIDER).toBe('sandbox');
    expect(config.GOCARDLESS_ENVIRONMENT).toBe('sandbox');
    expect(config.MEMBERSHIP_JOBS_INTERVAL_MINUTES).toBe(60);
    expect(() => loadConfig({ DATA_DIR: tmp(), PAYMENT_PROVIDER: 'gocardless' })).toThrow(
      /GOCARDLESS_ACCESS_TOKEN: required when PAYMENT_PROVIDER=gocardless[\s\S]*GOCARDLESS_WEBHOOK_SECRET: required/,
    );
    const gc = loadConfig({
      DATA_DIR: tmp(),
      PAYMENT_PROVIDER: 'gocardless',
      GOCARDLESS_ACCESS_TOKEN: 'sandbox_token',
      GOCARDLESS_WEBHOOK_SECRET: 'secret',
      GOCARDLESS_ENVIRONMENT: 'live',
    });
    expect(gc).toMatchObject({ PAYMENT_PROVIDER: 'gocardless', GOCARDLESS_ENVIRONMENT: 'live' });
    expect(() => loadConfig({ DATA_DIR: tmp(), PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /PAYMENT_PROVIDER/,
    );
  });

  it('treats blank values as unset', () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      DATABASE_URL: '',
      MAP_TILE_URL: ' ',
      MAP_TILE_ATTRIBUTION: '',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.MAP_TILE_URL).toBe(OSM_TILE_URL);
    expect(config.MAP_TILE_ATTRIBUTION).toBe(OSM_ATTRIBUTION);
  });

  it('defaults the map to OpenStreetMap tiles, takes another provider or none', () => {
    expect(loadConfig({ DATA_DIR: tmp() })).toMatchObject({
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: expect.stringContaining('OpenStreetMap contributors') as string,
    });
    const other = loadConfig({
      DATA_DIR: tmp(),
      MAP_TILE_URL: 'https://{s}.tiles.example.org/base/{z}/{x}/{y}@2x.png?key=k',
      MAP_TILE_ATTRIBUTION: '&copy; Example Maps',
    });
    expect(other.MAP_TILE_URL).toBe('https://{s}.tiles.example.org/base/{z}/{x}/{y}@2x.png?key=k');
    expect(other.MAP_TILE_ATTRIBUTION).toBe('&copy; Example Maps');
    expect(loadConfig({ DATA_DIR: tmp(), MAP_TILE_URL: 'off' }).MAP_TILE_URL).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tmp(), MAP_TILE_URL: ' None ' }).MAP_TILE_URL).toBeUndefined();
  });

  it('refuses a tile URL that is not a tile template', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), MAP_TILE_URL: 'tiles.example.org' })).toThrow(
      /MAP_TILE_URL: must be an http\(s\) URL template/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), MAP_TILE_URL: 'https://tiles.example.org/{z}.png' }),
    ).toThrow(/MAP_TILE_URL: must contain \{x\}, \{y\}/);
  });
});
