import { RoutePlaceholder } from '../../components/RoutePlaceholder.tsx';

/** Friends and family (issue 7 fills it): for now, an honest empty list. */
export function MembersPage() {
  return <RoutePlaceholder />;
}
