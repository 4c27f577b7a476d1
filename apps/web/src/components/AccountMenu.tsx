import { pathOf } from '@kinframe/contract';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfigQuery, useProfileQuery } from '../api/account.ts';
import { ACCOUNT_TABS, type RouteName } from '../app/route-table.ts';
import { useSignOut } from '../app/session.ts';
import { errorText } from '../i18n/error-text.ts';
import styles from './AccountMenu.module.css';
import { useToast } from './Toasts.tsx';
import hiddenStyles from './VisuallyHidden.module.css';

function initialsOf(profile: { first_name: string; last_name: string; username: string } | undefined): string {
  if (!profile) return '';
  const initials = `${profile.first_name.charAt(0)}${profile.last_name.charAt(0)}`.trim();
  return (initials || profile.username.charAt(0)).toUpperCase();
}

interface AccountMenuProps {
  isActive?: boolean;
  /** The phone's header: the avatar alone, its name kept for screen readers. */
  isCompact?: boolean;
  /** Sections the header has no room for (on a phone), listed above the account's pages. */
  sections?: readonly { key: string; to: RouteName }[];
}

/** The Account section of the header: the account pages and Sign out. */
export function AccountMenu({ isActive = false, isCompact = false, sections = [] }: AccountMenuProps) {
  const { t } = useTranslation();
  const profile = useProfileQuery().data;
  // The operator's shop (SHOP_URL), when there is one: its sign-in goes through /shop/login.
  const hasShop = Boolean(useAppConfigQuery().data?.shop);
  const signOut = useSignOut();
  const notify = useToast();
  const handleSignOut = () => {
    signOut().catch((error: unknown) => notify({ type: 'error', content: errorText(t, error) }));
  };

  return (
    <Menu.Root>
      <Menu.Trigger
        className={`${styles.trigger} ${isActive ? styles.active : ''} ${isCompact ? styles.compactTrigger : ''}`}
      >
        <span className={styles.avatar} aria-hidden="true">
          {profile?.avatar ? <img src={profile.avatar} alt="" /> : initialsOf(profile)}
        </span>
        <span className={isCompact ? hiddenStyles.hidden : undefined}>{t('nav.account')}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={styles.menu} align="end" sideOffset={8}>
          {profile ? (
            <div className={styles.who}>{t('accountMenu.signedInAs', { username: profile.username })}</div>
          ) : null}
          {sections.map((section) => (
            <Menu.Item key={section.key} asChild className={styles.item}>
              <Link to={pathOf(section.to)}>{t(`nav.${section.key}`)}</Link>
            </Menu.Item>
          ))}
          {sections.length > 0 ? <Menu.Separator className={styles.separator} /> : null}
          {ACCOUNT_TABS.map((name) => (
            <Menu.Item key={name} asChild className={styles.item}>
              <Link to={pathOf(name)}>{t(`nav.${name}`)}</Link>
            </Menu.Item>
          ))}
          {hasShop ? (
            <Menu.Item asChild className={styles.item}>
              <Link to={pathOf('shopLogin')}>{t('accountMenu.shop')}</Link>
            </Menu.Item>
          ) : null}
          <Menu.Separator className={styles.separator} />
          <Menu.Item className={styles.item} onSelect={handleSignOut}>
            {t('accountMenu.signOut')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
