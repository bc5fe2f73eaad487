/**
 * Answers to GET requests the app's entry started before the app had downloaded (app/first-page.ts),
 * parked until the app asks for the same address with the same token (api-client.ts). Each is taken
 * once; one nobody takes within MAX_AGE_MS is dropped, so a later visit to the page asks afresh
 * rather than showing what was true when the app loaded.
 */
const MAX_AGE_MS = 10_000;

interface Parked {
  token: string;
  response: Promise<Response>;
}

const parked = new Map<string, Parked>();

export function parkEarlyResponse(url: string, token: string, response: Promise<Response>): void {
  // A failed early request is the asker's to report, when it takes it; until then it is not unhandled.
  response.catch(() => undefined);
  const entry = { token, response };
  parked.set(url, entry);
  setTimeout(() => {
    if (parked.get(url) !== entry) return;
    parked.delete(url);
    // Nobody read it: free the connection's buffered body.
    void response.then((answer) => answer.body?.cancel()).catch(() => undefined);
  }, MAX_AGE_MS);
}

/** The parked answer for this address and token, once; undefined when there is none. */
export function takeEarlyResponse(url: string, token: string): Promise<Response> | undefined {
  const entry = parked.get(url);
  if (!entry || entry.token !== token) return undefined;
  parked.delete(url);
  return entry.response;
}
