/** The texts of the site's shell, each once (docs/texts.md); it imports no feature. */
export const layoutTexts = {
  skipLink: 'Skip to main content',
  /** The banner of a preview deploy (docs/hosting.md#previews). */
  preview: {
    label: 'Preview',
    notLive: " — not the clinic's live site.",
    emailOff: ' E-mail notices are off.',
  },
  /** The navigation's menu button on phones (docs/product.md#routes). */
  navMenu: 'Menu',
  /** The accessible names of the main and the debug navigation. */
  navLabel: 'Main',
  debugNavLabel: 'Debug pages',
  /** Navigation (docs/product.md#routes). */
  nav: {
    home: 'Home',
    myAppointments: 'My Appointments',
    /** Staff and doctor accounts only (docs/front-desk.md). */
    schedule: 'Schedule',
    greeting: (name: string) => `Hello, ${name}`,
    logout: 'Logout',
    login: 'Login',
    register: 'Register',
  },
  /** Footer: '© 2026 Riverside Clinic. All rights reserved.' and the contact line around its links. */
  copyright: (year: number | string, clinicName: string) =>
    `© ${year} ${clinicName}. All rights reserved.`,
  contactCall: 'Call ',
  contactWrite: ' or write to ',
  contactEmergency: '. In an emergency, call 911.',
  notFoundTitle: 'Page not found',
  notFoundText: "We couldn't find that page. It may have moved, or the address may be mistyped.",
  notFoundHome: 'Go to the home page',
  /** The render-failure screen's heading and retry button (its text is lib/errors' renderFailed). */
  errorTitle: 'Something went wrong',
  errorRetry: 'Try again',
} as const;
