import { CONNECTOR_PROVIDERS, type ConnectorProvider } from '@kinframe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { connectorKeys } from '../../api/connectors.ts';
import { useToast } from '../Toasts.tsx';
import { connectorCodeText, providerName } from './connector-text.ts';

/** What the server adds to the screen's address after the provider's consent page. */
export const CONNECTED_PARAM = 'connected';
export const CONNECT_ERROR_PARAM = 'connectError';
/** With an error: which provider it was about. */
export const PROVIDER_PARAM = 'provider';

function asProvider(value: string | null): ConnectorProvider | undefined {
  return CONNECTOR_PROVIDERS.find((provider) => provider === value);
}

/**
 * Back from a provider's consent page: a toast says it worked (or why not), and the query that said
 * so is taken off the address, so a reload says nothing again.
 */
export function useConnectReturn() {
  const { t } = useTranslation();
  const notify = useToast();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const connected = asProvider(searchParams.get(CONNECTED_PARAM));
  const errorCode = searchParams.get(CONNECT_ERROR_PARAM);
  const about = asProvider(searchParams.get(PROVIDER_PARAM));
  const said = useRef<string | null>(null);
  const latest = useRef({ t, notify });
  latest.current = { t, notify };

  useEffect(() => {
    if (connected === undefined && errorCode === null) return;
    // Said once, even where effects run twice.
    const key = `${connected}:${errorCode}`;
    if (said.current === key) return;
    said.current = key;
    const { t, notify } = latest.current;
    if (connected) {
      notify({ type: 'success', content: t('connectors.connected', { provider: providerName(connected) }) });
    } else {
      notify({ type: 'error', content: connectorCodeText(t, errorCode, about) });
    }
    void queryClient.invalidateQueries({ queryKey: connectorKeys.list });
    setSearchParams(
      (params) => {
        params.delete(CONNECTED_PARAM);
        params.delete(CONNECT_ERROR_PARAM);
        params.delete(PROVIDER_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [connected, errorCode, about, queryClient, setSearchParams]);
}
