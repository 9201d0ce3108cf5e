import { HomeView } from '@/components/home/home-view';
import { translatedPage } from '@/components/layout/translated-page';

/** Home (docs/product.md#routes). */
export default translatedPage('en', HomeView, ['home']);
