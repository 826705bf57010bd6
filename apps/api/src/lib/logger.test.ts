import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it('hides secret query values and keeps the rest', () => {
    expect(redactUrl('/api/validate/registration/email?token=abc&x=1')).toBe(
      '/api/validate/registration/email?token=%5Bredacted%5D&x=1',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
