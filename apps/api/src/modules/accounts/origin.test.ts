import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { publicOrigin, secureCookies } from './origin.ts';

describe('publicOrigin', () => {
  const none = { PUBLIC_URL: undefined };

  it('uses PUBLIC_URL whatever the request says', () => {
    expect(
      publicOrigin(
        { PUBLIC_URL: 'https://yardstick.example/app' },
        {
          protocol: 'http',
          host: 'evil.example',
        },
      ),
    ).toBe('https://yardstick.example');
  });

  it('accepts this machine as the host when PUBLIC_URL is unset', () => {
    expect(publicOrigin(none, { protocol: 'http', host: 'localhost:3000' })).toBe(
      'http://localhost:3000',
    );
    expect(publicOrigin(none, { protocol: 'https', host: '127.0.0.1' })).toBe('https://127.0.0.1');
    expect(publicOrigin(none, { protocol: 'http', host: '[::1]:8080' })).toBe('http://[::1]:8080');
  });

  it('refuses any other host with 421', () => {
    for (const host of [
      'evil.example',
      'localhost.evil.example',
      'localhost:3000@evil.example',
      'localhost:99999',
      '127.0.0.1.nip.io',
      '',
      'localhost/evil',
    ]) {
      try {
        publicOrigin(none, { protocol: 'http', host });
        expect.unreachable(host);
      } catch (err) {
        expect(err).toBeInstanceOf(AppError);
        expect((err as AppError).status).toBe(421);
      }
    }
  });

  it('marks cookies Secure for an https PUBLIC_URL or an https request', () => {
    expect(
      secureCookies({ PUBLIC_URL: 'https://a.example' }, { protocol: 'http', host: 'x' }),
    ).toBe(true);
    expect(secureCookies(none, { protocol: 'https', host: 'x' })).toBe(true);
    expect(secureCookies(none, { protocol: 'http', host: 'x' })).toBe(false);
  });
});
