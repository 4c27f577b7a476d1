import { RoutePlaceholder } from '../../components/RoutePlaceholder.tsx';

export function CompetitionPage() {
  return <RoutePlaceholder />;
}
