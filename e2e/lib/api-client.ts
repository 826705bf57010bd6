import { createYardstickClient, type YardstickClient } from '@yardstick/client/client';

/**
 * The typed API client (`@yardstick/client`, generated from the served OpenAPI document)
 * signed in as `login`: the e2e API tests call the served app through it, so the checked-in
 * contract is exercised by a real client (issue 30).
 */
export async function signedInClient(
  baseURL: string,
  login: { email: string; password: string },
): Promise<YardstickClient> {
  const anonymous = createYardstickClient({ baseUrl: baseURL });
  const { response, error } = await anonymous.POST('/api/login', {
    body: { loginId: login.email, password: login.password, rememberMe: false },
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${JSON.stringify(error)}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return createYardstickClient({ baseUrl: baseURL, headers: { cookie } });
}
