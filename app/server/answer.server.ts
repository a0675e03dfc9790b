// Route actions' side of a service Result (worker/services/result.ts): a failure becomes the
// action's data with the same status and headers the API would answer, so a form without
// JavaScript shows the same message as a fetch would.
import { data } from "react-router";
import { httpOf, type Failure, type Result } from "@core/result";

export type ActionError = { error: string; field?: string };

export function actionFailure<Extra extends object = Record<never, never>>(failure: Failure, extra?: Extra) {
  const { status, headers, body } = httpOf(failure);
  return data({ ...body, ...extra } as ActionError & Record<string, unknown> & Extra, { status, headers });
}

/** A loader's read: the value, or the failure thrown as the route's error answer (a 404 page, …). */
export function valueOrThrow<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  const { status, headers } = httpOf(result);
  throw data(result.message, { status, headers });
}
