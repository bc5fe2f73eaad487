/**
 * A page's first Intl formatter costs about 20 ms on a fast computer, four times that on a phone
 * (ICU loads its locale data, then the time zone's), and the first signed-in page pays it inside the
 * render of its first rows' dates and counts. main.tsx calls this while the app's modules download,
 * when the main thread is idle anyway. Nothing is kept: the data stays loaded for the page's life.
 */
export function warmIntl(): void {
  new Intl.NumberFormat('en-US').format(1);
  new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }).formatToParts(Date.now());
}
