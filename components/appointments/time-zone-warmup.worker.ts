/**
 * The booking page's time-zone warm-up (see warm-time-zone.ts): formats the current time once in
 * the zone it is sent (an IANA name, e.g. 'America/New_York') and answers `null`.
 */
addEventListener('message', (event: MessageEvent<string>) => {
  new Intl.DateTimeFormat('en-US', { timeZone: event.data, timeZoneName: 'longOffset' }).format(
    new Date(),
  );
  postMessage(null);
});
