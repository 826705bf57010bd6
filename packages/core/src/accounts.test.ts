import { describe, expect, it } from 'vitest';
import {
  fieldErrors,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  safeRedirectPath,
} from './accounts.ts';

describe('safeRedirectPath', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirectPath('/estimates-es?searchText=RG1#top')).toBe(
      '/estimates-es?searchText=RG1#top',
    );
    expect(safeRedirectPath('/a/../b')).toBe('/b');
  });

  it('replaces anything that could leave the site with the fallback', () => {
    for (const bad of [
      undefined,
      '',
      'estimates',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\u0000x',
      '/\nx',
      `/${'a'.repeat(3000)}`,
      42,
    ]) {
      expect(safeRedirectPath(bad)).toBe('/');
    }
    expect(safeRedirectPath('//x', '/home')).toBe('/home');
  });

  // Checked after normalising: dot segments (also percent-encoded ones) resolved by the URL
  // API, the path read once decoded. Each of these would otherwise come out as '//host'.
  it.each([
    ['/.//evil.example'],
    ['/./\\evil.example'],
    ['/%2e//evil.example'],
    ['/%2E%2E//evil.example'],
    ['/a/..//evil.example'],
    ['/a/%2e%2e//evil.example'],
    ['/a/b/../..//evil.example?x=1#y'],
    ['/..//evil.example'],
    ['/%2f%2fevil.example'],
    ['/%2F/evil.example'],
    ['/.%2F/evil.example'],
    ['/./%2fevil.example'],
    ['/%5cevil.example'],
    ['/%5C%5Cevil.example'],
    ['/%0a/x'],
    ['/%00'],
    ['/x%7f'],
    ['/\tx'],
    ['/%c0%ae%c0%ae//evil.example'],
    ['/%E2'],
    ['/%'],
  ])('refuses %j after normalising it', (hostile) => {
    expect(safeRedirectPath(hostile)).toBe('/');
  });

  it.each([
    ['/plo-details?saleId=1&rentId=2', '/plo-details?saleId=1&rentId=2'],
    ['/a/./b/../c?x=%26y#z', '/a/c?x=%26y#z'],
    ['/%2e/estimates', '/estimates'],
    ['/..', '/'],
    ['/estimates-es?searchText=RG1%201AA', '/estimates-es?searchText=RG1%201AA'],
    ['/x?next=//evil.example', '/x?next=//evil.example'],
    ['/a%2Fb', '/a%2Fb'],
  ])('keeps the same-site path %j as %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});

describe('account schemas', () => {
  it('trims inputs and gives the documented messages', () => {
    const ok = registerRequestSchema.parse({
      firstName: ' Priya ',
      emailId: ' priya@example.com ',
      password: ' long enough ',
      confirmPassword: 'long enough',
    });
    expect(ok).toMatchObject({
      firstName: 'Priya',
      emailId: 'priya@example.com',
      password: 'long enough',
    });
    const bad = registerRequestSchema.safeParse({
      firstName: '',
      emailId: 'x',
      password: '',
      confirmPassword: 'y',
    });
    expect(fieldErrors(bad.error!)).toEqual({
      firstName: 'First Name is Required',
      emailId: 'Enter a valid Email Id',
      password: 'Enter a strong password',
      confirmPassword: 'Passwords must match',
    });
  });

  it("asks for 'Enter username / password' at login when empty or short", () => {
    for (const body of [{}, { loginId: '', password: 'abcd' }, { loginId: 'a', password: 'abc' }]) {
      const result = loginRequestSchema.safeParse(body);
      expect(new Set(Object.values(fieldErrors(result.error!)))).toEqual(
        new Set(['Enter username / password']),
      );
    }
    expect(loginRequestSchema.safeParse({ loginId: 'a', password: 'abcd' }).success).toBe(true);
  });

  it('refuses common passwords and applies the registration rules to reset', () => {
    const weak = resetPasswordRequestSchema.safeParse({
      id: 't',
      password: 'Password1',
      confirmPassword: 'Password1',
    });
    expect(fieldErrors(weak.error!)).toEqual({ password: 'Enter a strong password' });
    const long = resetPasswordRequestSchema.safeParse({
      id: 't',
      password: 'x'.repeat(129),
      confirmPassword: 'x'.repeat(129),
    });
    expect(fieldErrors(long.error!).password).toBe('Should be at most 128 characters');
  });
});
