import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (node:crypto). Stored as
 * `scrypt$<N>$<r>$<p>$<salt b64url>$<hash b64url>` so the cost can be raised later:
 * a hash with older parameters is re-hashed at the next successful sign-in.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** 128 * N * r bytes are needed; leave headroom above Node's 32 MiB default. */
const MAX_MEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...params, maxmem: MAX_MEM };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, PARAMS);
  const { N, r, p } = PARAMS;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash {
  params: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) {
    return undefined;
  }
  // N must be a power of two above 1.
  if (N < 2 || (N & (N - 1)) !== 0) return undefined;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length < 8 || key.length < 16) return undefined;
  return { params: { N, r, p }, salt, key };
}

/** A real hash of a random password: verified against when there is no account. */
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/**
 * Checks a password in constant time. With no stored hash (unknown email, or an account
 * that only signs in with Google) it still derives a key against a dummy hash, so the
 * answer takes as long as for a wrong password.
 */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : undefined;
  const target = parsed ?? parseHash(await getDummyHash())!;
  const key = await derive(password, target.salt, target.params);
  const same = key.length === target.key.length && timingSafeEqual(key, target.key);
  return parsed !== undefined && same;
}

/** True when the stored hash was made with weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed ||
    parsed.params.N !== PARAMS.N ||
    parsed.params.r !== PARAMS.r ||
    parsed.params.p !== PARAMS.p ||
    parsed.key.length !== KEY_LENGTH
  );
}

/** Warms the dummy hash at start-up so the first unknown-email sign-in is not faster. */
export function prepareDummyHash(): Promise<unknown> {
  return getDummyHash();
}
