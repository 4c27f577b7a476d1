import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import { escapeHtml, standinPage } from './kit.ts';

/**
 * A shop that signs people in with Kinframe, as docs/shop-sso.md tells a shop owner to: it verifies
 * the token of /sso with the shared key (HS256 only, issuer, expiry), refuses a token it has seen
 * before, and shows who is signed in; /signout forgets the visitor and sends them back.
 */
export interface ShopStandin {
  url: string;
  /** The key Kinframe signs with (SHOP_SSO_SECRET). */
  secret: string;
  /** Kinframe's APP_URL, the tokens' expected issuer; set once the server under test is up. */
  issuer: string;
  env(): Record<string, string>;
  close(): Promise<void>;
}

/** A page of the stand-in shop. */
const shopPage = (title: string, body: string) => standinPage('Stand-in shop', title, body);

export async function startShopStandin(): Promise<ShopStandin> {
  const secret = 'shop-standin-secret-0123456789-abcdefghijklmnop';
  const key = new TextEncoder().encode(secret);
  /** Token ids seen, with when each expires: kept until then, as the docs ask. */
  const usedIds = new Map<string, number>();
  const state = { issuer: '' };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://shop.invalid');
    const send = (status: number, html: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(html);
    };
    if (url.pathname === '/sso') {
      jwtVerify(url.searchParams.get('token') ?? '', key, { algorithms: ['HS256'], issuer: state.issuer })
        .then(({ payload }) => {
          const now = Date.now() / 1000;
          for (const [id, expires] of usedIds) if (expires < now) usedIds.delete(id);
          if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number' || usedIds.has(payload.jti)) {
            send(401, shopPage('Sign-in refused', '<p>This sign-in link was already used.</p>'));
            return;
          }
          usedIds.set(payload.jti, payload.exp);
          send(
            200,
            shopPage(`Signed in as ${String(payload.email)}`, `<p>Welcome, ${escapeHtml(String(payload.name))}.</p>`),
          );
        })
        .catch((error: unknown) => send(401, shopPage('Sign-in refused', `<p>${escapeHtml(String(error))}</p>`)));
      return;
    }
    if (url.pathname === '/signout') {
      const back = url.searchParams.get('return') ?? '';
      // Only back to the Kinframe that signs people in here, never to an address a link names.
      if (back !== state.issuer) {
        send(400, shopPage('Unknown return address', ''));
        return;
      }
      response.writeHead(303, { location: back, 'cache-control': 'no-store' });
      response.end();
      return;
    }
    send(404, shopPage('Not found', ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    secret,
    get issuer() {
      return state.issuer;
    },
    set issuer(value: string) {
      state.issuer = value;
    },
    env: () => ({ SHOP_URL: url, SHOP_SSO_SECRET: secret }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
