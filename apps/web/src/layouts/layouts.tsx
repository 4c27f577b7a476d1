import type { ComponentType } from 'react';
import type { LayoutName } from '../app/route-table.ts';
import { AuthenticationLayout } from './AuthenticationLayout.tsx';
import { DefaultLayout } from './DefaultLayout.tsx';
import { EmptyPageLayout } from './EmptyPageLayout.tsx';
import { InitializingLayout } from './InitializingLayout.tsx';
import type { LayoutProps } from './layout-props.ts';

/** The four layouts of spec section 2, by the name the route table uses. */
export const LAYOUTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  authentication: AuthenticationLayout,
  default: DefaultLayout,
  emptyPage: EmptyPageLayout,
  // A route that only redirects shows the blank layout for the instant it takes.
  initializing: () => <InitializingLayout />,
};
