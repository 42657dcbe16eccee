/**
 * `compute` run once per request however many loaders and actions of that request ask (a layout and
 * its page, say): the answer is kept with the request object and dropped with it.
 */
export function oncePerRequest<T>(compute: (request: Request) => Promise<T>): (request: Request) => Promise<T> {
  const answers = new WeakMap<Request, Promise<T>>();
  return (request) => {
    let answer = answers.get(request);
    if (!answer) {
      answer = compute(request);
      answers.set(request, answer);
    }
    return answer;
  };
}
