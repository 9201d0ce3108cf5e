/**
 * The home page's texts (docs/product.md#routes): the welcome, its cards, the hero and 'Why
 * Choose', each once. Apart from lib/layout/texts.ts so that only the home page loads them.
 */
export const homeTexts = {
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
} as const;
