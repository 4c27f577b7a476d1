import type { AppConfig } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { shopStep } from './ShopPage.tsx';

const base: AppConfig = {
  mailDomain: 'kinframe.local',
  captcha: { provider: 'none' },
  version: 'test',
  shop: null,
  capabilities: { connectedAlbums: null, map: null },
  signUp: 'open',
};
const withShop: AppConfig = {
  ...base,
  shop: { signOutUrl: 'https://shop.example.org/signout?return=https%3A%2F%2Fphotos.example.org' },
};

describe('the shop pages', () => {
  it('wait for the server to say whether there is a shop', () => {
    expect(shopStep('shopLogin', undefined)).toEqual({ type: 'waiting' });
    expect(shopStep('shopSignout', undefined)).toEqual({ type: 'waiting' });
  });

  it('say there is no shop when the operator has none, on both pages', () => {
    expect(shopStep('shopLogin', base)).toEqual({ type: 'noShop' });
    expect(shopStep('shopSignout', base)).toEqual({ type: 'noShop' });
  });

  it('sign in through the server, and sign out at the address the server gave', () => {
    expect(shopStep('shopLogin', withShop)).toEqual({ type: 'signIn' });
    expect(shopStep('shopSignout', withShop)).toEqual({
      type: 'signOut',
      url: 'https://shop.example.org/signout?return=https%3A%2F%2Fphotos.example.org',
    });
  });
});
