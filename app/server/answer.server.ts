// Route actions' side of a service Result (core/result.ts): a failure becomes the action's
// data in the one answer shape (core/pages/answers.ts) with the same status and headers the
// API would answer, so a form without JavaScript shows the same message as a fetch would.
import { data } from "react-router";
import type { ActionFailure } from "@core/pages/answers";
import { httpOf, type Failure, type Result } from "@core/result";

export function actionFailure(failure: Failure, extra: Partial<ActionFailure> = {}) {
  const { status, headers, body } = httpOf(failure);
  return data({ ...body, ...extra, ok: false } as ActionFailure, { status, headers });
}

/** A loader's read: the value, or the failure thrown as the route's error answer (a 404 page, …). */
export function valueOrThrow<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  const { status, statusText, headers } = httpOf(result);
  throw data(result.message, { status, statusText, headers });
}
