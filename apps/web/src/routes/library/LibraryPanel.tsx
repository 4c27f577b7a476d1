import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './Library.module.css';
import { TagSidebar } from './TagSidebar.tsx';
import { VideoStoragePanel } from './VideoStoragePanel.tsx';

interface LibraryPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  activeTagId: number | undefined;
  onFilter: (tagId: number | undefined) => void;
}

/**
 * The library's side panel, opened from the toolbar: tags (filter by one, make, rename, delete) and
 * the video storage in use. Not modal: the grid stays live beside it, so a tag chosen here filters
 * the photos in view at once.
 */
export function LibraryPanel({ open, onOpenChange, activeTagId, onFilter }: LibraryPanelProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          id="library-panel"
          className={styles.panel}
          aria-describedby={undefined}
          // The toolbar's button toggles the panel; a click elsewhere on the page leaves it open.
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div className={styles.panelTop}>
            <RadixDialog.Title className={styles.panelTitle}>{t('library.tags.title')}</RadixDialog.Title>
            <RadixDialog.Close className={styles.iconTool} aria-label={t('common.close')} title={t('common.close')}>
              <X size={20} aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <TagSidebar activeTagId={activeTagId} onFilter={onFilter} />
          <VideoStoragePanel />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
