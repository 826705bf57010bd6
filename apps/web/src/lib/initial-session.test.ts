import { allowedPaths } from '@yardstick/core/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_SESSION_ELEMENT_ID } from '@yardstick/core/accounts';
import { initialSession } from './session.ts';

const block = (text: string) => {
  const el = document.createElement('script');
  el.id = INITIAL_SESSION_ELEMENT_ID;
  el.type = 'application/json';
  el.textContent = text;
  document.head.append(el);
};

afterEach(() => document.getElementById(INITIAL_SESSION_ELEMENT_ID)?.remove());

describe('initialSession: the session the page HTML carries', () => {
  it('reads a signed-in session once, then leaves it to the query cache', () => {
    const session = {
      user: { id: 'u1', firstName: 'Priya', lastName: 'Shah', emailId: 'priya@example.com' },
      attributes: ['valuation'],
      hrefs: allowedPaths(['valuation']),
      membershipExpired: false,
      membershipValidTill: null,
      operator: false,
    };
    block(JSON.stringify(session));
    expect(initialSession(document)).toEqual(session);
    expect(document.getElementById(INITIAL_SESSION_ELEMENT_ID)).toBeNull();
    expect(initialSession(document)).toBeUndefined();
  });

  it('reads a visitor as null, and anything else as nothing known (the app asks)', () => {
    block('null');
    expect(initialSession(document)).toBeNull();
    expect(initialSession(document)).toBeUndefined();
    block('{"user":');
    expect(initialSession(document)).toBeUndefined();
    block('{"user":{"id":1}}');
    expect(initialSession(document)).toBeUndefined();
  });
});
