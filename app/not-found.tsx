import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'This page does not exist. Go back to the home page to book an appointment.',
};

/** The 404 page, served as `out/404.html`. */
export default function NotFound() {
  return (
    <section className="panel panel--narrow">
      <h1>Page not found</h1>
      <p>We couldn&apos;t find that page. It may have moved, or the address may be mistyped.</p>
      <Link href="/" className="button">
        Go to the home page
      </Link>
    </section>
  );
}
