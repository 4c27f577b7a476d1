import type { CaptchaConfig } from '@kinframe/contract';
import type {} from 'altcha';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface CaptchaProps {
  config: CaptchaConfig;
  /** The proof to send as `token`; '' while not (or no longer) verified. */
  onToken: (token: string) => void;
  /** Changing it starts the captcha over, after the server refused a proof. */
  resetKey: number;
}

/** The sign-up captcha the server asks for: ALTCHA, reCAPTCHA v2, or none. */
export function Captcha({ config, onToken, resetKey }: CaptchaProps) {
  if (config.provider === 'altcha') return <AltchaCaptcha config={config} onToken={onToken} resetKey={resetKey} />;
  if (config.provider === 'recaptcha')
    return <RecaptchaCaptcha config={config} onToken={onToken} resetKey={resetKey} />;
  return null;
}

type AltchaElement = HTMLElement & { reset?: () => void };

function AltchaCaptcha({ config, onToken, resetKey }: CaptchaProps) {
  const { t } = useTranslation();
  const widget = useRef<AltchaElement>(null);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useEffect(() => {
    // The widget's code (a web component) loads with this page only.
    void import('altcha');
    const element = widget.current;
    const handleStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onTokenRef.current(state === 'verified' && payload ? payload : '');
    };
    element?.addEventListener('statechange', handleStateChange);
    return () => element?.removeEventListener('statechange', handleStateChange);
  }, []);

  useEffect(() => {
    if (resetKey > 0) widget.current?.reset?.();
  }, [resetKey]);

  const strings = JSON.stringify({
    label: t('captcha.label'),
    verified: t('captcha.verified'),
    verifying: t('captcha.verifying'),
    waitAlert: t('captcha.verifying'),
    error: t('captcha.error'),
    expired: t('captcha.expired'),
  });
  return <altcha-widget ref={widget} challengeurl={config.challengeUrl} strings={strings} hidelogo />;
}

interface Grecaptcha {
  render: (element: HTMLElement, options: Record<string, unknown>) => number;
  reset: (id?: number) => void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    kinframeRecaptchaLoaded?: () => void;
  }
}

const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?onload=kinframeRecaptchaLoaded&render=explicit';

function loadRecaptcha(): Promise<Grecaptcha> {
  return new Promise((resolve) => {
    if (window.grecaptcha?.render) return resolve(window.grecaptcha);
    window.kinframeRecaptchaLoaded = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
    };
    if (!document.querySelector(`script[src="${RECAPTCHA_SCRIPT}"]`)) {
      const script = document.createElement('script');
      script.src = RECAPTCHA_SCRIPT;
      script.async = true;
      document.head.append(script);
    }
  });
}

function RecaptchaCaptcha({ config, onToken, resetKey }: CaptchaProps) {
  const { i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | undefined>(undefined);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useEffect(() => {
    let isMounted = true;
    void loadRecaptcha().then((grecaptcha) => {
      if (!isMounted || !box.current || widgetId.current !== undefined) return;
      widgetId.current = grecaptcha.render(box.current, {
        sitekey: config.siteKey,
        hl: i18n.language,
        callback: (token: string) => onTokenRef.current(token),
        'expired-callback': () => onTokenRef.current(''),
      });
    });
    return () => {
      isMounted = false;
    };
  }, [config.siteKey, i18n.language]);

  useEffect(() => {
    if (resetKey > 0 && widgetId.current !== undefined) window.grecaptcha?.reset(widgetId.current);
  }, [resetKey]);

  return <div ref={box} />;
}
