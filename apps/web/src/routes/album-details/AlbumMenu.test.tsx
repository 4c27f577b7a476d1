import { albumAbilitiesOf } from '@kinframe/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import menuStyles from '../../components/DropdownMenu.module.css';
import { renderWithApp } from '../../test/render.tsx';
import { AlbumMenu } from './AlbumMenu.tsx';

afterEach(cleanup);

async function openMenu(role: 'owner' | 'member', hasItems = true) {
  const onChoose = vi.fn();
  await renderWithApp(
    <AlbumMenu controls={albumAbilitiesOf(role, 'shared')} hasItems={hasItems} onChoose={onChoose} />,
  );
  fireEvent.keyDown(screen.getByRole('button', { name: 'More actions' }), { key: 'Enter' });
  await screen.findByRole('menu');
  const names = screen.getAllByRole('menuitem').map((item) => item.textContent);
  return { onChoose, names };
}

describe('the album’s "More actions" menu', () => {
  it('gives the owner rename, caption, cover and a red delete, and says which was chosen', async () => {
    const { onChoose, names } = await openMenu('owner');
    expect(names).toEqual(['Rename', 'Edit caption', 'Choose cover', 'Delete album']);
    const remove = screen.getByRole('menuitem', { name: 'Delete album' });
    expect(remove.className).toContain(menuStyles.danger);
    expect(screen.getByRole('menuitem', { name: 'Rename' }).className).not.toContain(menuStyles.danger);
    fireEvent.click(remove);
    expect(onChoose).toHaveBeenCalledWith('delete');
  });

  it('gives a member only a red leave, and the owner no cover to choose in an empty album', async () => {
    expect((await openMenu('member')).names).toEqual(['Leave album']);
    expect(screen.getByRole('menuitem', { name: 'Leave album' }).className).toContain(menuStyles.danger);
    cleanup();
    expect((await openMenu('owner', false)).names).not.toContain('Choose cover');
  });
});
