import { HomeView } from '@/components/home/home-view';

/** /es/, the home page in Spanish (docs/languages.md#routes). */
export default function SpanishHomePage() {
  return <HomeView />;
}
