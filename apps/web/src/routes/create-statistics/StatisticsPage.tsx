import { RoutePlaceholder } from '../../components/RoutePlaceholder.tsx';

export function StatisticsPage() {
  return <RoutePlaceholder />;
}
