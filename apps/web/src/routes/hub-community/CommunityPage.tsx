import { RoutePlaceholder } from '../../components/RoutePlaceholder.tsx';

export function CommunityPage() {
  return <RoutePlaceholder />;
}
