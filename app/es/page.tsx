import { HomeView } from '@/components/home/home-view';
import { PageMessages } from '@/components/layout/site-shell';

/** /es/, the home page in Spanish (docs/languages.md#routes). */
export default function SpanishHomePage() {
  return (
    <PageMessages locale="es" namespaces={['home']}>
      <HomeView />
    </PageMessages>
  );
}
