import { createHash } from 'node:crypto';
import {
  CONNECT_RETURN_PATHS,
  CONNECTOR_NAMES,
  CONNECTOR_PROVIDERS,
  type ConnectorList,
  type ConnectorProvider,
  type ConnectReturn,
  type ConnectStarted,
  type ErrorCode,
} from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import {
  type Connector,
  ConnectorError,
  type Connectors,
  type DropboxConnector,
  type GooglePhotosConnector,
  type ImportingConnector,
} from '../../infra/connectors/connector.ts';
import type { ConnectionRow } from '../../infra/db/schema.ts';
import type { TokenBox } from '../../infra/security/token-box.ts';
import { randomToken, sha256 } from '../../infra/security/tokens.ts';
import type { ConnectorsRepo } from './connectors.repo.ts';

/** A consent page left open longer than this is not taken back. */
const CONNECT_REQUEST_MINUTES = 15;
/** Consents one person may have open at once (each a row until it is used or expires). */
const CONNECT_REQUESTS_MAX = 10;
/** An access token this close to its end is refreshed before use. */
const REFRESH_MARGIN_MS = 5 * 60_000;

/** The connector of a provider, in the type its name says. */
export type ConnectorOf<P extends ConnectorProvider> = P extends 'dropbox'
  ? DropboxConnector
  : P extends 'google'
    ? GooglePhotosConnector
    : ImportingConnector;

export function providerError(code: ErrorCode, provider: ConnectorProvider): AppError {
  return new AppError(code, { provider: CONNECTOR_NAMES[provider] });
}

/**
 * A person's accounts at the providers: the consent (OAuth 2 code flow with PKCE, the state and
 * verifier kept server-side and used once), the tokens (sealed at rest, refreshed before they
 * run out; a refresh the provider refuses marks the connection revoked), and letting go (the grant
 * revoked at the provider, then the connection forgotten).
 */
export function createConnectionsService(deps: {
  repo: ConnectorsRepo;
  connectors: Connectors;
  box: TokenBox;
  clock: Clock;
  appUrl: string;
  /** A connection came back (a reconnect): its albums carry on. */
  onReconnected: (connection: ConnectionRow) => Promise<void>;
}) {
  const { repo, box, clock } = deps;

  function connectorOf<P extends ConnectorProvider>(provider: P): ConnectorOf<P> {
    const connector = deps.connectors[provider] as Connector | null;
    if (!connector) throw providerError('connector_not_configured', provider);
    return connector as ConnectorOf<P>;
  }

  const redirectUri = (provider: ConnectorProvider) => `${deps.appUrl}/api/v3/connectors/${provider}/callback`;

  function returnPath(
    returnTo: ConnectReturn,
    provider: ConnectorProvider,
    outcome: { connected: true } | { connectError: ErrorCode },
  ) {
    const query = new URLSearchParams(
      'connectError' in outcome ? { connectError: outcome.connectError, provider } : { connected: provider },
    );
    return `${CONNECT_RETURN_PATHS[returnTo]}?${query}`;
  }

  /** Marks the connection revoked: the person reconnects; nothing is tried with it meanwhile. */
  async function markRevoked(connection: ConnectionRow): Promise<void> {
    await repo.updateConnection(connection.id, { state: 'revoked' });
  }

  /**
   * A working access token of the connection: refreshed first when it is about to run out. A
   * connection the provider no longer accepts is marked revoked, and the error goes on.
   */
  async function accessToken(connection: ConnectionRow): Promise<string> {
    if (connection.state === 'revoked') throw new ConnectorError('revoked', 'The connection was revoked');
    const expiresAt = connection.expires_at === null ? null : Date.parse(connection.expires_at);
    if (expiresAt === null || expiresAt - REFRESH_MARGIN_MS > clock.now().getTime()) {
      return box.open(connection.access_token);
    }
    if (connection.refresh_token === null) {
      await markRevoked(connection);
      throw new ConnectorError('revoked', 'The access token expired and there is no refresh token');
    }
    try {
      const fresh = await connectorOf(connection.provider).refresh(box.open(connection.refresh_token));
      await repo.updateConnection(connection.id, {
        access_token: box.seal(fresh.accessToken),
        expires_at: fresh.expiresAt?.toISOString() ?? null,
        ...(fresh.refreshToken === null ? {} : { refresh_token: box.seal(fresh.refreshToken) }),
      });
      return fresh.accessToken;
    } catch (error) {
      if (error instanceof ConnectorError && error.kind === 'revoked') await markRevoked(connection);
      throw error;
    }
  }

  return {
    connectorOf,

    isAvailable: (provider: ConnectorProvider) => deps.connectors[provider] !== null,

    async listConnectors(userId: number): Promise<ConnectorList> {
      const connections = await repo.connectionsOf(userId);
      return {
        connectors: CONNECTOR_PROVIDERS.map((provider) => {
          const row = connections.find((connection) => connection.provider === provider);
          return {
            provider,
            isAvailable: deps.connectors[provider] !== null,
            connection: row
              ? { accountLabel: row.account_label, state: row.state, connectedAt: row.connected_at }
              : null,
          };
        }),
      };
    },

    /** The provider's consent page for this person; the callback finds the request by its state. */
    async startConnect(userId: number, provider: ConnectorProvider, returnTo: ConnectReturn): Promise<ConnectStarted> {
      const connector = connectorOf(provider);
      const now = clock.now();
      await repo.deleteExpiredConnectRequests(now.toISOString());
      if ((await repo.countConnectRequests(userId)) >= CONNECT_REQUESTS_MAX) {
        throw new AppError('requests_throttled', { max: CONNECT_REQUESTS_MAX, minutes: CONNECT_REQUEST_MINUTES });
      }
      const state = randomToken();
      const codeVerifier = randomToken(48);
      const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
      const started = await connector.startAuthorization({ state, codeChallenge, redirectUri: redirectUri(provider) });
      // OAuth 1.0a: the callback names the request token, not the state; its secret is the verifier.
      await repo.insertConnectRequest({
        state_hash: sha256(started.requestToken?.token ?? state),
        user_id: userId,
        provider,
        code_verifier: started.requestToken?.secret ?? codeVerifier,
        return_to: returnTo,
        expires_at: new Date(now.getTime() + CONNECT_REQUEST_MINUTES * 60_000).toISOString(),
      });
      return { url: started.url };
    },

    /**
     * Where the browser goes after the consent page: back to the screen it came from, told how it
     * went. A state that is unknown, used, expired, another person's or another provider's
     * connects nothing.
     */
    async finishConnect(
      userId: number,
      provider: ConnectorProvider,
      query: { code?: string; state?: string; error?: string },
    ): Promise<string> {
      const request = query.state ? await repo.takeConnectRequest(sha256(query.state)) : undefined;
      const isValid =
        request !== undefined &&
        request.user_id === userId &&
        request.provider === provider &&
        request.expires_at > clock.now().toISOString();
      if (!isValid) return returnPath(request?.return_to ?? 'albums', provider, { connectError: 'connect_failed' });
      const back = (outcome: Parameters<typeof returnPath>[2]) => returnPath(request.return_to, provider, outcome);
      if (query.error !== undefined || !query.code) return back({ connectError: 'connect_cancelled' });
      const connector = deps.connectors[provider];
      if (!connector) return back({ connectError: 'connector_not_configured' });
      try {
        const granted = await connector.exchangeCode({
          code: query.code,
          codeVerifier: request.code_verifier,
          redirectUri: redirectUri(provider),
          state: query.state ?? '',
        });
        const connection = await repo.saveConnection({
          user_id: userId,
          provider,
          account_id: granted.accountId,
          account_label: granted.accountLabel.slice(0, 200),
          access_token: box.seal(granted.accessToken),
          refresh_token: granted.refreshToken === null ? null : box.seal(granted.refreshToken),
          expires_at: granted.expiresAt?.toISOString() ?? null,
          state: 'connected',
          connected_at: clock.now().toISOString(),
        });
        await deps.onReconnected(connection);
        return back({ connected: true });
      } catch (error) {
        if (!(error instanceof ConnectorError)) throw error;
        return back({ connectError: error.kind === 'unavailable' ? 'connector_unavailable' : 'connect_failed' });
      }
    },

    accessToken,

    /**
     * A provider's call while the person waits, with a working token: its failure reads as one of
     * the contract's texts (`notFound` for what is gone), and a revoked grant is marked so.
     */
    async whilePersonWaits<T>(
      connection: ConnectionRow,
      work: (token: string) => Promise<T>,
      notFound: ErrorCode = 'not_found',
    ): Promise<T> {
      try {
        return await work(await accessToken(connection));
      } catch (error) {
        if (!(error instanceof ConnectorError)) throw error;
        const code: Record<ConnectorError['kind'], ErrorCode> = {
          revoked: 'connection_revoked',
          throttled: 'connector_throttled',
          unavailable: 'connector_unavailable',
          not_found: notFound,
          invalid: 'connector_unavailable',
        };
        throw providerError(code[error.kind], connection.provider);
      }
    },

    markRevoked,

    /**
     * After a call refused the access token: whether the grant is really gone, asked by a refresh
     * (which, when it works, leaves a fresh token for the next try). Marked revoked when it is.
     */
    async isRevoked(connection: ConnectionRow): Promise<boolean> {
      if (connection.state === 'revoked' || connection.refresh_token === null) {
        await markRevoked(connection);
        return true;
      }
      try {
        await accessToken({ ...connection, expires_at: new Date(0).toISOString() });
        return false;
      } catch (error) {
        if (error instanceof ConnectorError && error.kind === 'revoked') return true;
        // The provider could not say: not revoked until it does.
        return false;
      }
    },

    /**
     * Withdraws the grant at the provider (as far as it can be reached: a provider down must not
     * keep anyone connected here) and forgets the connection; its albums go with it (cascade),
     * after the caller decided what becomes of them.
     */
    async forget(connection: ConnectionRow): Promise<void> {
      const connector = deps.connectors[connection.provider];
      if (connector && connection.state === 'connected') {
        try {
          await connector.revoke({
            accessToken: box.open(connection.access_token),
            refreshToken: connection.refresh_token === null ? null : box.open(connection.refresh_token),
          });
        } catch (error) {
          console.warn(`Revoking a ${connection.provider} grant failed:`, (error as Error).message);
        }
      }
      await repo.deleteConnection(connection.id);
    },

    findConnection: (userId: number, provider: ConnectorProvider): Promise<ConnectionRow | undefined> =>
      repo.findConnection(userId, provider),

    async requireConnection(userId: number, provider: ConnectorProvider): Promise<ConnectionRow> {
      connectorOf(provider);
      const connection = await repo.findConnection(userId, provider);
      if (!connection) throw providerError('connector_not_connected', provider);
      if (connection.state === 'revoked') throw providerError('connection_revoked', provider);
      return connection;
    },
  };
}

export type ConnectionsService = ReturnType<typeof createConnectionsService>;
