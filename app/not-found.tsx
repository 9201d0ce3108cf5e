import type { Metadata } from 'next';
import Link from 'next/link';
import { layoutTexts } from '@/lib/layout/texts';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'This page does not exist. Go back to the home page to book an appointment.',
};

/** The 404 page, served as `out/404.html`. */
export default function NotFound() {
  return (
    <section className="panel panel--narrow">
      <h1>{layoutTexts.notFoundTitle}</h1>
      <p>{layoutTexts.notFoundText}</p>
      <Link href="/" className="button">
        {layoutTexts.notFoundHome}
      </Link>
    </section>
  );
}
