import * as client from 'openid-client';

/**
 * An OpenID Connect provider (Google by default) for sign-in: the authorisation-code flow
 * with PKCE (S256), state and nonce, through openid-client. The provider's metadata is
 * discovered on first use and kept; a failed discovery is retried on the next sign-in.
 */
export interface OidcIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
}

export interface AuthorizationStart {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcProvider {
  start(redirectUri: string): Promise<AuthorizationStart>;
  /**
   * Completes the flow for the URL the provider redirected the browser to (with code and
   * state). Throws when state, nonce, PKCE or the ID token do not check out.
   */
  finish(
    callbackUrl: URL,
    expected: { state: string; nonce: string; codeVerifier: string },
  ): Promise<OidcIdentity>;
}

export interface OidcProviderOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export class OidcUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The identity provider could not be reached', { cause });
    this.name = 'OidcUnavailableError';
  }
}

export function createOidcProvider(options: OidcProviderOptions): OidcProvider {
  const issuer = new URL(options.issuer);
  // Plain HTTP only for a provider on this machine (the tests' local OIDC server).
  const insecure = issuer.protocol === 'http:';
  if (insecure && !isLoopback(issuer)) {
    throw new Error(`OIDC_ISSUER must use https (got ${options.issuer})`);
  }
  let configuration: Promise<client.Configuration> | undefined;

  function discover(): Promise<client.Configuration> {
    configuration ??= client
      .discovery(
        issuer,
        options.clientId,
        options.clientSecret,
        undefined,
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        configuration = undefined;
        throw new OidcUnavailableError(err);
      });
    return configuration;
  }

  return {
    async start(redirectUri) {
      const config = await discover();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        prompt: 'select_account',
      });
      return { url, state, nonce, codeVerifier };
    },

    async finish(callbackUrl, expected) {
      const config = await discover();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The identity provider sent no ID token');
      const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
      return {
        subject: claims.sub,
        email: text(claims.email),
        emailVerified: claims.email_verified === true,
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
        name: text(claims.name),
      };
    },
  };
}
