import { RoutePlaceholder } from '../../components/RoutePlaceholder.tsx';

export function SupportPage() {
  return <RoutePlaceholder />;
}
