import { HomeView } from '@/components/home/home-view';
import { PageMessages } from '@/components/layout/site-shell';

/** Home (docs/product.md#routes). */
export default function HomePage() {
  return (
    <PageMessages locale="en" namespaces={['home']}>
      <HomeView />
    </PageMessages>
  );
}
