/**
 * The header with which the server marks every request it hands to the app: a random key of its
 * own, replacing any value a client sent. React Router gives each loader of a request its own copy
 * of the request object, with the same headers, so the key is what tells that two loaders serve the
 * same request.
 */
export const REQUEST_KEY_HEADER = "x-app-request-key";

/**
 * `compute` run once per request however many loaders and actions of that request ask (a layout and
 * its page, say). Requests are told apart by the server's key (REQUEST_KEY_HEADER); the answer is
 * dropped once it has settled, so that nothing is kept between requests, and a loader that runs after
 * an action of the same request asks afresh. A request without the key (made in a test, say) shares
 * its answer only with itself.
 */
export function oncePerRequest<T>(compute: (request: Request) => Promise<T>): (request: Request) => Promise<T> {
  const byKey = new Map<string, Promise<T>>();
  const byRequest = new WeakMap<Request, Promise<T>>();
  return (request) => {
    const key = request.headers.get(REQUEST_KEY_HEADER);
    let answer = key ? byKey.get(key) : byRequest.get(request);
    if (answer) return answer;
    answer = compute(request);
    if (key) {
      byKey.set(key, answer);
      const forget = () => void byKey.delete(key);
      answer.then(forget, forget);
    } else {
      byRequest.set(request, answer);
    }
    return answer;
  };
}
