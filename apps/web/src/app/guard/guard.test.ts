import { allowedPaths } from '@yardstick/core/routes';
import { describe, expect, it } from 'vitest';
import { decide, type SessionState } from './guard.ts';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
const active = (attributes: string[], membershipExpired = false): SessionState => ({
  status: 'active',
  session: { hrefs: allowedPaths(attributes), membershipExpired },
});
const none: SessionState = { status: 'none' };
const loading: SessionState = { status: 'loading' };

describe('route guard', () => {
  it('shows the account screens and /403 without looking at the session', () => {
    for (const path of [
      '/login',
      '/register',
      '/validate-email',
      '/forgot-password',
      '/google-callback',
      '/403',
    ]) {
      for (const session of [none, loading, active([], true)]) {
        expect(decide({ routePath: path, location: at(path), session })).toEqual({
          kind: 'allow',
        });
      }
    }
  });

  it('sends a visitor to /login with the full address to come back to', () => {
    expect(
      decide({
        routePath: '/property-details',
        location: at('/property-details', '?id=42', '#map'),
        session: none,
      }),
    ).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fproperty-details%3Fid%3D42%23map' });
  });

  it('waits for the session on a protected page, never on an open one', () => {
    expect(
      decide({ routePath: '/estimates-es', location: at('/estimates-es'), session: loading }),
    ).toEqual({ kind: 'wait' });
    expect(
      decide({ routePath: '/hpi-reports', location: at('/hpi-reports'), session: loading }),
    ).toEqual({ kind: 'allow' });
  });

  it('lets a visitor see /hpi-reports and the other open pages', () => {
    for (const path of ['/hpi-reports', '/', '/stamp-duty', '/methodology']) {
      expect(decide({ routePath: path, location: at(path), session: none })).toEqual({
        kind: 'allow',
      });
    }
  });

  it('sends an expired membership to /subscription, except /subscription, /payment and /membership', () => {
    const expired = active([], true);
    for (const path of ['/estimates-es', '/hpi-reports', '/']) {
      expect(decide({ routePath: path, location: at(path), session: expired })).toEqual({
        kind: 'redirect',
        to: '/subscription',
      });
    }
    // An expired member still reads what they paid and cancels a Direct Debit (issue 25).
    for (const path of ['/subscription', '/payment', '/membership']) {
      expect(decide({ routePath: path, location: at(path), session: expired })).toEqual({
        kind: 'allow',
      });
    }
    // The sandbox provider's hosted page stands between the two (the external gateway's part).
    expect(
      decide({
        routePath: '/payments/sandbox/:flowId',
        location: at('/payments/sandbox/SBBRF12'),
        session: expired,
      }),
    ).toEqual({ kind: 'allow' });
    expect(
      decide({
        routePath: '/payments/sandbox/:flowId',
        location: at('/payments/sandbox/SBBRF12'),
        session: active(['membership']),
      }),
    ).toEqual({ kind: 'allow' });
  });

  it('opens /membership to every signed-in session, whatever its attributes', () => {
    expect(
      decide({ routePath: '/membership', location: at('/membership'), session: active([]) }),
    ).toEqual({ kind: 'allow' });
  });

  it('allows the paths of the session and sends the others to /403', () => {
    const session = active(['property_estimates_es']);
    expect(
      decide({ routePath: '/estimates-map-es', location: at('/estimates-map-es'), session }),
    ).toEqual({ kind: 'allow' });
    expect(decide({ routePath: '/plo-es', location: at('/plo-es'), session })).toEqual({
      kind: 'redirect',
      to: '/403',
    });
    expect(decide({ routePath: '/valuation', location: at('/valuation'), session })).toEqual({
      kind: 'redirect',
      to: '/403',
    });
    expect(decide({ routePath: '/subscription', location: at('/subscription'), session })).toEqual({
      kind: 'allow',
    });
  });
});
