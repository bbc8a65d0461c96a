import { HttpResponse, type HttpResponseResolver, http } from "msw";
import { type AnswerOf, type AnyEndpoint, plainPath } from "../src/contract/endpoint";

const METHOD = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/**
 * An msw handler for a contract entry (decision 0068): its method and path, answered with the
 * envelope of `answer`, or by `resolve` for a story that reads the request or answers a failure.
 */
export function mockEndpoint<E extends AnyEndpoint>(
  entry: E,
  answer: AnswerOf<E> | HttpResponseResolver,
) {
  const handle = METHOD[entry.method as keyof typeof METHOD];
  return handle(
    plainPath(entry.path),
    typeof answer === "function"
      ? (answer as HttpResponseResolver)
      : () => HttpResponse.json({ code: 0, messageInfo: "", data: answer }),
  );
}
