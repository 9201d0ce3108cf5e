'use client';

import Link from 'next/link';
import { clinic } from '@/lib/config/env';
import { useChatPanelStore } from '@/stores/chat-store';
import { useSessionHydrated, useSessionStore } from '@/stores/account-store';

const FEATURES = [
  {
    title: 'Secure & Private',
    text: 'Your account is protected by a password, and your details stay in your own browser.',
  },
  { title: 'Save Time', text: 'Book a 30-minute visit in under a minute, any time of day.' },
  {
    title: 'Easy Access',
    text: 'See and cancel your appointments from any page, on your phone or computer.',
  },
  {
    title: 'Reminders',
    text: 'Get an e-mail when you book or cancel, so you always know when to come in.',
  },
] as const;

/**
 * The home page of docs/product.md#routes: hero or welcome with the three action cards, and 'Why Choose'.
 *
 * Both the hero and the welcome are always laid out, in one grid cell, so the area is as tall as
 * the taller of the two and nothing below it moves when the session is read (CLS 0).
 * Until then neither is shown by React (a logged-in visitor never sees the anonymous hero flash),
 * but when the root layout's first-paint script found no stored session, CSS shows the hero with
 * the static HTML (app/globals.css, `data-session`). After that, the one that does not apply
 * stays hidden (`visibility: hidden`, inert: no focus, not read) and only holds its space.
 */
export function HomeView() {
  const hydrated = useSessionHydrated();
  const user = useSessionStore((state) => state.user);
  const openPanel = useChatPanelStore((state) => state.openPanel);
  const shown = !hydrated ? 'none' : user ? 'welcome' : 'hero';

  return (
    <>
      <div className="home-intro" data-session-read={hydrated ? 'yes' : 'no'}>
        <section
          className="hero"
          aria-labelledby="home-welcome-title"
          {...hiddenUnless(shown === 'welcome')}
        >
          <h1 id="home-welcome-title">Welcome, {user?.name}!</h1>
          <p className="hero__lead">What would you like to do today?</p>
          <ul className="cards">
            <li>
              <Link
                href="/appointments/new/"
                className="card card--action"
                prefetch={shown === 'welcome' ? null : false}
              >
                <span className="card__title">Schedule New Appointment</span>
                <span className="card__text">Pick a doctor and a free 30-minute slot.</span>
              </Link>
            </li>
            <li>
              <Link
                href="/appointments/"
                className="card card--action"
                prefetch={shown === 'welcome' ? null : false}
              >
                <span className="card__title">My Appointments</span>
                <span className="card__text">See what is coming up, or cancel a visit.</span>
              </Link>
            </li>
            <li>
              <button type="button" className="card card--action" onClick={openPanel}>
                <span className="card__title">Message a Doctor</span>
                <span className="card__text">Ask our medical assistant a health question.</span>
              </button>
            </li>
          </ul>
        </section>
        <section
          className="hero"
          aria-labelledby="home-title"
          data-variant="anonymous"
          {...hiddenUnless(shown === 'hero')}
        >
          <h1 id="home-title">Healthcare Made Simple</h1>
          <p className="hero__lead">
            Book an appointment with one of our doctors at {clinic.name} in a few clicks.
          </p>
          <div className="hero__actions">
            <Link href="/login/" className="button" prefetch={shown === 'hero' ? null : false}>
              Log In
            </Link>
            <Link
              href="/register/"
              className="button button--secondary"
              prefetch={shown === 'hero' ? null : false}
            >
              Create Account
            </Link>
          </div>
        </section>
      </div>
      <section className="features" aria-labelledby="why-title">
        <h2 id="why-title">Why Choose {clinic.name}?</h2>
        <ul className="features__list">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="feature">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** Props that keep a laid-out variant out of sight, focus and the accessibility tree. */
function hiddenUnless(visible: boolean) {
  return visible ? {} : { className: 'hero hero--reserved', inert: true, 'aria-hidden': true };
}
