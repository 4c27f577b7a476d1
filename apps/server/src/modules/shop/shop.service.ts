import { AppError } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { ShopConfig } from '../../infra/config.ts';
import { hmac, randomToken } from '../../infra/security/tokens.ts';

/** How long a sign-in token is good for: the browser carries it straight to the shop. */
export const SHOP_TOKEN_TTL_SECONDS = 5 * 60;

/** The query parameter of the shop's sign-out page that names where to send the browser back. */
export const SHOP_SIGN_OUT_RETURN_PARAM = 'return';

interface Person {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  email_confirmed_at: string | null;
}

/** The claims of a sign-in token, as docs/shop-sso.md describes them to the shop. */
export interface ShopTokenClaims {
  iss: string;
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  iat: number;
  exp: number;
  jti: string;
}

/**
 * Sign-in to the operator's shop with a Kinframe account: a short-lived JWT (HS256 under
 * SHOP_SSO_SECRET) that the browser carries to the shop. Built by hand rather than with a JWT
 * library: one fixed header and an HMAC leave no algorithm or key choice to get wrong.
 */
export function createShopService(deps: {
  shop: ShopConfig | null;
  appUrl: string;
  clock: Clock;
  findPerson: (userId: number) => Promise<Person | undefined>;
}) {
  const { shop } = deps;

  function signToken(secret: string, claims: ShopTokenClaims): string {
    const header = base64url({ alg: 'HS256', typ: 'JWT' });
    const payload = base64url(claims);
    return `${header}.${payload}.${hmac(secret, `${header}.${payload}`)}`;
  }

  return {
    /** Where the app sends someone signed out of the shop; null without a shop. */
    signOutUrl(): string | null {
      if (!shop) return null;
      const url = new URL(`${shop.url}/signout`);
      url.searchParams.set(SHOP_SIGN_OUT_RETURN_PARAM, deps.appUrl);
      return url.toString();
    },

    /** The shop's sign-in address for this person, with a token good once and for five minutes. */
    async signInUrl(userId: number): Promise<string> {
      if (!shop) throw new AppError('shop_not_configured');
      const person = await deps.findPerson(userId);
      // A session outliving its account ends at the next call anyway; say so now.
      if (!person) throw new AppError('unauthorized');
      const issuedAt = Math.floor(deps.clock.now().getTime() / 1000);
      const token = signToken(shop.ssoSecret, {
        iss: deps.appUrl,
        sub: String(person.id),
        email: person.email,
        // A shop that matches accounts by address must not trust one nobody proved.
        email_verified: person.email_confirmed_at !== null,
        name: `${person.first_name} ${person.last_name}`.trim() || person.username,
        iat: issuedAt,
        exp: issuedAt + SHOP_TOKEN_TTL_SECONDS,
        // Random: the shop remembers the ones it has seen until they expire and refuses them again.
        jti: randomToken(18),
      });
      const url = new URL(`${shop.url}/sso`);
      url.searchParams.set('token', token);
      return url.toString();
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
