import { describe, expect, it } from 'vitest';
import { emailBaseUrl, publicUrlWarning } from './base-url.ts';

describe("the emails' base URL (issue 40 item 9)", () => {
  it('is PUBLIC_URL, with its path and without a trailing slash', () => {
    expect(emailBaseUrl({ PUBLIC_URL: 'https://yardstick.example', PORT: 3000 })).toBe(
      'https://yardstick.example',
    );
    expect(emailBaseUrl({ PUBLIC_URL: 'https://yardstick.example/app/', PORT: 3000 })).toBe(
      'https://yardstick.example/app',
    );
    expect(publicUrlWarning({ PUBLIC_URL: 'https://yardstick.example', PORT: 3000 })).toBeNull();
  });

  it('falls back to the banner address, and the warning names it', () => {
    expect(emailBaseUrl({ PUBLIC_URL: undefined, PORT: 8080 })).toBe('http://localhost:8080');
    expect(publicUrlWarning({ PUBLIC_URL: undefined, PORT: 8080 })).toContain(
      'emails will link to http://localhost:8080',
    );
  });
});
