import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey, resolveJwtSecret, type Config } from 'api';

/**
 * How long a page's token is taken: a tab left open for a day stops reporting (its reports are a
 * canary's statistics only), and a token copied from a page is no use to anyone a day later.
 */
export const REPORT_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** Replicas' clocks differ a little: a token a replica a bit ahead issued is not from the future. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * The token the page carries for the shell's canary reports (`data-reports` on the registry
 * block, or `x-remote-reports` on /remotes.json): `<issued, base 36 seconds>.<HMAC>` over the
 * visitor id of the cookie it was served with. A report is counted only with a token that matches
 * its cookie (canary/route.ts), so one visitor is one visitor, however many reports they send,
 * and a token is no use with anyone else's cookie. The cookie is HttpOnly: the page's scripts
 * see the token, never the id.
 */
export interface ReportTokens {
  issue(visitorId: string, at?: Date): string;
  /** Whether `token` was issued for `visitorId`, within REPORT_TOKEN_TTL_MS of `at`. */
  verify(token: string, visitorId: string, at?: Date): boolean;
  /**
   * What the counts keep of a visitor: a keyed hash, so the stored rows cannot be matched to
   * anyone's cookie by whoever reads the database.
   */
  countedAs(visitorId: string): string;
}

export function reportTokens(key: Buffer): ReportTokens {
  const mac = (text: string) => createHmac('sha256', key).update(text).digest();
  const macOf = (visitorId: string, issued: string) =>
    mac(`canary report\n${visitorId}\n${issued}`);
  return {
    issue(visitorId, at = new Date()) {
      const issued = Math.floor(at.getTime() / 1000).toString(36);
      return `${issued}.${macOf(visitorId, issued).toString('base64url')}`;
    },
    verify(token, visitorId, at = new Date()) {
      const [issued, signature, ...rest] = token.split('.');
      if (!issued || !signature || rest.length > 0 || !/^[0-9a-z]{1,10}$/.test(issued)) {
        return false;
      }
      const age = at.getTime() - parseInt(issued, 36) * 1000;
      if (age > REPORT_TOKEN_TTL_MS || age < -CLOCK_SKEW_MS) return false;
      const expected = macOf(visitorId, issued);
      const given = Buffer.from(signature, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    countedAs: (visitorId) =>
      mac(`counted visitor\n${visitorId}`).subarray(0, 16).toString('base64url'),
  };
}

/**
 * The reports' key, derived from the API's JWT secret as the API derives its insights key: no
 * secret of its own to set, and the same on every replica wherever JWT_SECRET is (which sessions
 * need already), so a page served by one replica reports to any other. Never the key that signs
 * sessions. Unset, it is the secret the API keeps in DATA_DIR.
 */
export async function reportKey(config: Pick<Config, 'jwtSecret' | 'dataDir'>): Promise<Buffer> {
  return derivedKey(await resolveJwtSecret(config.jwtSecret, config.dataDir), 'canary reports');
}
