import { pathOf } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useAppConfigQuery, useProfileQuery } from '../api/account.ts';
import { ACCOUNT_TABS, type RouteName } from '../app/route-table.ts';
import { useSignOut } from '../app/session.ts';
import { errorText } from '../i18n/error-text.ts';
import styles from './AccountMenu.module.css';
import { DropdownMenu, type MenuEntry } from './DropdownMenu.tsx';
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
    <DropdownMenu
      triggerClassName={`${styles.trigger} ${isActive ? styles.active : ''} ${isCompact ? styles.compactTrigger : ''}`}
      trigger={
        <>
          <span className={styles.avatar} aria-hidden="true">
            {profile?.avatar ? <img src={profile.avatar} alt="" /> : initialsOf(profile)}
          </span>
          <span className={isCompact ? hiddenStyles.hidden : undefined}>{t('nav.account')}</span>
        </>
      }
      className={styles.menu}
      sideOffset={8}
      entries={[
        {
          kind: 'text',
          key: 'who',
          label: t('accountMenu.signedInAs', { username: profile?.username ?? '' }),
          isHidden: !profile,
          className: styles.who,
        },
        ...sections.map(
          (section): MenuEntry => ({
            kind: 'link',
            key: section.key,
            label: t(`nav.${section.key}`),
            to: pathOf(section.to),
          }),
        ),
        { kind: 'separator', key: 'sections-line', isHidden: sections.length === 0 },
        ...ACCOUNT_TABS.map(
          (name): MenuEntry => ({ kind: 'link', key: name, label: t(`nav.${name}`), to: pathOf(name) }),
        ),
        {
          kind: 'link',
          key: 'console',
          label: t('accountMenu.console'),
          to: pathOf('console'),
          isHidden: !profile?.server_role,
        },
        { kind: 'link', key: 'shop', label: t('accountMenu.shop'), to: pathOf('shopLogin'), isHidden: !hasShop },
        { kind: 'separator', key: 'sign-out-line' },
        { key: 'sign-out', label: t('accountMenu.signOut'), onSelect: handleSignOut },
      ]}
    />
  );
}
