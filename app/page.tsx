import { HomeView } from '@/components/home/home-view';

/** Home (SPEC §2). */
export default function HomePage() {
  return <HomeView />;
}
