import { HomeView } from '@/components/home/home-view';

/** Home (docs/product.md#routes). */
export default function HomePage() {
  return <HomeView />;
}
