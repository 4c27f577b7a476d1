import { RoutePlaceholder } from '../../components/RoutePlaceholder.tsx';

/** Create: statistics and competition results (spec section 2); their content arrives later. */
export function CreatePage() {
  return <RoutePlaceholder />;
}
