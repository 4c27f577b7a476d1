import { RoutePlaceholder } from '../../components/RoutePlaceholder.tsx';

export function LearnPage() {
  return <RoutePlaceholder />;
}
