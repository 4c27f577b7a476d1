import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "Library · Kinframe": the route's title first, so tabs stay tellable apart. */
export function useDocumentTitle(titleKey: string): void {
  const { t } = useTranslation();
  const title = `${t(titleKey)} · ${t('app.name')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
