import { LIMITS } from '@kinframe/contract';
import * as Toast from '@radix-ui/react-toast';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Toasts.module.css';

/** The notification toast of spec section 3: id, type, content. */
export type ToastType = 'success' | 'error' | 'info';
export interface NotificationToast {
  id: string;
  type: ToastType;
  content: string;
  /** One thing to do about it right away (Undo), shown as a button beside the text. */
  action?: { label: string; run: () => void };
}

type Notify = (toast: Omit<NotificationToast, 'id'>) => void;

const ToastContext = createContext<Notify | null>(null);

export function useToast(): Notify {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error('useToast needs a <ToastProvider>');
  return notify;
}

let nextId = 0;

/** Toasts of the main app: 3000 ms (twice that with an action to take), bottom-left (spec section 9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<NotificationToast[]>([]);
  const notify = useCallback<Notify>((toast) => {
    nextId += 1;
    setToasts((shown) => [...shown, { ...toast, id: `toast-${nextId}` }]);
  }, []);
  const dismiss = useCallback((id: string) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);
  const value = useMemo(() => notify, [notify]);

  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider duration={LIMITS.toast.timeoutMs} swipeDirection="left" label={t('toasts.label')}>
        {children}
        {toasts.map((toast) => (
          <Toast.Root
            key={toast.id}
            className={`${styles.toast} ${styles[toast.type]}`}
            type={toast.type === 'error' ? 'foreground' : 'background'}
            duration={toast.action ? LIMITS.toast.timeoutMs * 2 : undefined}
            onOpenChange={(open) => {
              if (!open) dismiss(toast.id);
            }}
          >
            <span className={styles.dot} aria-hidden="true" />
            <Toast.Description className={styles.description}>{toast.content}</Toast.Description>
            {toast.action ? (
              <Toast.Action className={styles.action} altText={toast.action.label} onClick={toast.action.run}>
                {toast.action.label}
              </Toast.Action>
            ) : null}
            <Toast.Close className={styles.close}>{t('common.dismiss')}</Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport className={styles.viewport} />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
