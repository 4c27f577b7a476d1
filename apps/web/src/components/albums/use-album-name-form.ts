import { useTranslation } from 'react-i18next';
import { useDialogForm } from '../forms/use-dialog-form.ts';

/** An album's name as the new-album and rename dialogs ask for it; the server's answer (the name taken) shows under it. */
export function useAlbumNameForm(name: string) {
  const { t } = useTranslation();
  return useDialogForm({
    fields: ['name'],
    initial: { name },
    issuesOf: (values) => ({ name: values.name.trim() === '' ? t('albums.newAlbum.nameRequired') : null }),
    showProblems: 'onSend',
    refusalsAt: 'name',
  });
}
