import type { ConnectorList } from '@kinframe/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allConnectors } from '../../components/imports/import-fixtures.ts';
import { json } from '../../test/answers.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ArchiveOffer, type ArchiveRequest } from './ArchiveOffer.tsx';
import type { PickedFiles } from './dropped-files.ts';
import { UploadDialog } from './UploadDialog.tsx';

let connectors: ConnectorList;

const fetchMock = vi.fn<typeof fetch>(async (input) => {
  if (new URL(String(input), 'http://localhost').pathname === '/api/v3/connectors') return json(200, connectors);
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

/** The dialog as the library opens it, its open state and the archive import kept by its owner. */
function OpenUploadDialog({ onPicked = vi.fn() }: { onPicked?: (picked: PickedFiles) => void }) {
  const [isOpen, setIsOpen] = useState(true);
  const [archive, setArchive] = useState<ArchiveRequest | null>(null);
  return (
    <>
      <UploadDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        onPicked={onPicked}
        onArchive={(format) => setArchive({ format, parts: [] })}
      />
      {archive ? <ArchiveOffer request={archive} onClose={() => setArchive(null)} /> : null}
    </>
  );
}

beforeEach(() => {
  connectors = allConnectors({ provider: 'facebook', isAvailable: false });
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the upload dialog', () => {
  it('offers the other services as a second group, beside photos and videos and folders', async () => {
    await renderWithApp(<OpenUploadDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Upload photos and videos' });
    expect(within(dialog).getByRole('button', { name: 'Photos and videos' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'A folder' })).toBeTruthy();
    const archives = within(dialog).getByRole('region', { name: 'Bring in from another service' });
    expect(
      within(archives)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Google Takeout', 'Facebook', 'Instagram', 'Kinframe']);
  });

  it("opens an archive's import in its own dialog, with the way to that source's imports", async () => {
    await renderWithApp(<OpenUploadDialog />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Facebook' })));
    expect(screen.queryByRole('dialog', { name: 'Upload photos and videos' })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Import from Facebook' });
    // This server does not import from Facebook accounts: the archive is the one way, with no choice first.
    expect(await within(dialog).findByText(/Settings › Download your information/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Choose the .zip files' })).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'Your imports from Facebook' });
    expect(link.getAttribute('href')).toBe('/family/library/facebook');
  });

  it("lets the person choose Facebook's account or its archive, where this server imports from the account", async () => {
    connectors = allConnectors();
    await renderWithApp(<OpenUploadDialog />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Facebook' })));
    const dialog = screen.getByRole('dialog', { name: 'Import from Facebook' });
    const account = await within(dialog).findByRole('link', { name: 'From your Facebook account' });
    expect(account.getAttribute('href')).toBe('/family/library/facebook');
    expect(within(dialog).queryByRole('button', { name: 'Choose the .zip files' })).toBeNull();

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'From an export archive' })));
    expect(within(dialog).getByRole('button', { name: 'Choose the .zip files' })).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'From your Facebook account' })).toBeNull();
  });

  it('goes straight to the archive for Google Takeout, which has no account to import from', async () => {
    connectors = allConnectors();
    await renderWithApp(<OpenUploadDialog />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Google Takeout' })));
    const dialog = screen.getByRole('dialog', { name: 'Import from Google Takeout' });
    expect(within(dialog).getByRole('button', { name: 'Choose the .zip files' })).toBeTruthy();
  });

  it('closes when files are picked and hands them on, an archive among them set apart', async () => {
    const onPicked = vi.fn();
    await renderWithApp(<OpenUploadDialog onPicked={onPicked} />);
    const input = screen.getByTestId('upload-files-input');
    const files = [new File(['x'], 'beach.jpg'), new File(['x'], 'takeout-001.zip')];
    await act(async () => fireEvent.change(input, { target: { files } }));
    expect(screen.queryByRole('dialog', { name: 'Upload photos and videos' })).toBeNull();
    expect(onPicked).toHaveBeenCalledWith({ media: [files[0]], archives: [files[1]] });
  });

  it('asks which service an archive picked with the photos comes from, then opens its import with it chosen', async () => {
    const part = new File(['zip'], 'holiday.zip', { type: 'application/zip' });
    await renderWithApp(<ArchiveOffer request={{ format: null, parts: [part] }} onClose={vi.fn()} />);
    const offer = screen.getByRole('dialog', { name: 'Import an archive' });
    expect(within(offer).getByText(/Which service is this archive from: holiday\.zip\?/)).toBeTruthy();
    await act(async () => fireEvent.click(within(offer).getByRole('button', { name: 'Google Takeout' })));
    const dialog = screen.getByRole('dialog', { name: 'Import from Google Takeout' });
    expect(within(within(dialog).getByRole('list')).getByText('holiday.zip')).toBeTruthy();
  });
});
