import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { connectorList } from '../../test/connector-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { useConnectReturn } from './use-connect-return.ts';

const fetchMock = vi.fn<typeof fetch>(async () => json(200, connectorList()));

/** A screen, and a way to arrive at it as the consent page sends the browser back. */
function Screen({ arriveAt }: { arriveAt: string }) {
  useConnectReturn();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="query">{useLocation().search}</output>
      <button type="button" onClick={() => navigate(arriveAt)}>
        arrive
      </button>
    </>
  );
}

async function arrive(at: string) {
  await renderWithApp(<Screen arriveAt={at} />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'arrive' })));
}
const query = () => screen.getByRole('status', { name: 'query' }).textContent;

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('coming back from a consent page', () => {
  it('says the provider is connected, once, and takes the word off the address', async () => {
    await arrive('/family/library/albums?connected=dropbox&invite=3');
    expect(await screen.findByText('Dropbox is connected.')).toBeTruthy();
    await waitFor(() => expect(query()).toBe('?invite=3'));
    expect(screen.getAllByText('Dropbox is connected.')).toHaveLength(1);
  });

  it('says why not, naming the provider, and takes both words off the address', async () => {
    await arrive('/family/library/albums?connectError=connect_cancelled&provider=dropbox');
    expect(await screen.findByText('You did not allow Kinframe into Dropbox.')).toBeTruthy();
    await waitFor(() => expect(query()).toBe(''));
  });

  it('says why not without a provider when the address names none', async () => {
    await arrive('/family/library/google?connectError=connect_failed&provider=flickr');
    expect(await screen.findByText(/did not work/)).toBeTruthy();
  });
});
