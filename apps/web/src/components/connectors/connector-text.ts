import { CONNECTOR_NAMES, type ConnectorProvider, isErrorCode } from '@kinframe/contract';
import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client.ts';
import { errorText, issueText } from '../../i18n/error-text.ts';

/**
 * The words of connected albums that name a provider. Its name is the brand's own in every language
 * (CONNECTOR_NAMES), and the contract's connector errors say `{provider}`: it is filled here, since
 * an error code from the way back or an album's state comes without params.
 */
export function providerName(provider: ConnectorProvider): string {
  return CONNECTOR_NAMES[provider];
}

/**
 * An error code of the contract, as a connected album or a refused file carries it. Without a
 * provider (the way back from a consent page opened in another tab), its text says "the provider".
 */
export function connectorCodeText(t: TFunction, code: string | null, provider: ConnectorProvider | undefined): string {
  if (code === null || !isErrorCode(code)) return t('errors.something_went_wrong');
  const name = provider ? providerName(provider) : t('connectors.someProvider');
  return issueText(t, { code, params: { provider: name } });
}

/** A failed call about a provider, with the provider named where its text says `{provider}`. */
export function connectorErrorText(t: TFunction, error: unknown, provider: ConnectorProvider): string {
  if (!(error instanceof ApiError)) return errorText(t, error);
  return issueText(t, {
    code: error.code,
    message: error.message,
    params: { provider: providerName(provider), ...error.params },
  });
}
