/**
 * The texts of the site's shell (docs/product.md#routes, docs/product.md#texts): navigation,
 * footer, home page, the 404 page and the render-failure screen, each once. The shell belongs to
 * no feature, so this module imports none.
 */
export const layoutTexts = {
  skipLink: 'Skip to main content',
  /** The navigation's menu button on phones (docs/product.md#routes). */
  navMenu: 'Menu',
  /** Navigation (docs/product.md#routes). */
  nav: {
    home: 'Home',
    myAppointments: 'My Appointments',
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
  /** The home page (docs/product.md#routes): the welcome, its cards, the hero and 'Why Choose'. */
  home: {
    welcome: (name: string | undefined) => `Welcome, ${name ?? ''}!`,
    welcomeLead: 'What would you like to do today?',
    bookTitle: 'Schedule New Appointment',
    bookText: 'Pick a doctor and a free 30-minute slot.',
    listTitle: 'My Appointments',
    listText: 'See what is coming up, or cancel a visit.',
    chatTitle: 'Message a Doctor',
    chatText: 'Ask our medical assistant a health question.',
    heroTitle: 'Healthcare Made Simple',
    heroLead: (clinicName: string) =>
      `Book an appointment with one of our doctors at ${clinicName} in a few clicks.`,
    logIn: 'Log In',
    createAccount: 'Create Account',
    whyTitle: (clinicName: string) => `Why Choose ${clinicName}?`,
    features: [
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
    ],
  },
  /** The 404 page. */
  notFoundTitle: 'Page not found',
  notFoundText: "We couldn't find that page. It may have moved, or the address may be mistyped.",
  notFoundHome: 'Go to the home page',
  /** The render-failure screen's heading and retry button (its text is lib/errors' renderFailed). */
  errorTitle: 'Something went wrong',
  errorRetry: 'Try again',
} as const;
