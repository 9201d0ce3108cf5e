import { HomeView } from '@/components/home/home-view';
import { translatedPage } from '@/components/layout/translated-page';

/** /es/, the home page in Spanish (docs/languages.md#routes). */
export default translatedPage('es', HomeView, ['home']);
