import { RoutePlaceholder } from '../../components/RoutePlaceholder.tsx';

/** Hub: learn, community, support (spec section 2); their content arrives later. */
export function HubPage() {
  return <RoutePlaceholder />;
}
