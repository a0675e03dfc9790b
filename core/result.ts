// One answer shape for every service that can refuse: ok with a value, or a failure with a
// code from a small set, a Polish message and the form field it belongs to. The services
// decide what went wrong; worker/api/answer.ts (Hono) and app/server/answer.server.ts (route
// actions) turn it into HTTP through `httpOf`, so a code means the same status everywhere.
import type { z } from "./zod";

export type FailureCode =
  /** the input breaks a rule (400) */
  | "invalid"
  /** a captcha is missing, wrong, expired or used (400) */
  | "captcha"
  /** nobody is logged in (401) */
  | "unauthenticated"
  /** wrong credentials (401) */
  | "wrong_credentials"
  /** logged in, but not allowed (403) */
  | "forbidden"
  | "not_found"
  /** it is already there (409) */
  | "conflict"
  | "too_large"
  | "unsupported_type"
  /** a throttle said no; `retryAfterSeconds` says for how long (429) */
  | "throttled"
  /** a service we depend on did not answer (503) */
  | "unavailable";

export type Failure = {
  ok: false;
  code: FailureCode;
  message: string;
  /** the form field the message belongs to */
  field?: string;
  retryAfterSeconds?: number;
  /** extra fields some answers carry (e.g. the address of a duplicate song) */
  details?: Record<string, unknown>;
};

export type Ok<T> = { ok: true; value: T };
export type Result<T = undefined> = Ok<T> | Failure;

export function ok(): Ok<undefined>;
export function ok<T>(value: T): Ok<T>;
export function ok<T>(value?: T): Ok<T | undefined> {
  return { ok: true, value };
}

export function fail(code: FailureCode, message: string, extra: Omit<Failure, "ok" | "code" | "message"> = {}): Failure {
  return { ok: false, code, message, ...extra };
}

const STATUS: Record<FailureCode, 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503> = {
  invalid: 400,
  captcha: 400,
  unauthenticated: 401,
  wrong_credentials: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  throttled: 429,
  unavailable: 503,
};

const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  503: "Service Unavailable",
};

/**
 * The reason phrase of a status. React Router calls an error thrown without one "Internal
 * Server Error" whatever its status, and that text travels to the page and its .data answer.
 */
export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? "";
}

/** The HTTP side of a failure: status, headers and the fields every error body carries. */
export function httpOf(failure: Failure) {
  const headers: Record<string, string> = {};
  if (failure.retryAfterSeconds) headers["Retry-After"] = String(failure.retryAfterSeconds);
  const status = STATUS[failure.code];
  return {
    status,
    statusText: statusText(status),
    headers,
    body: { error: failure.message, ...(failure.field ? { field: failure.field } : {}), ...failure.details },
  };
}

/**
 * The one parse step of every adapter (Hono handler, page action, loader): the schema's
 * value, or an `invalid` failure with the first issue's message and field and, when more
 * fields are wrong, each one's first message in `details.errors` (forms show them inline).
 */
export function parseInput<T>(schema: z.ZodType<T>, raw: unknown, fallback = "Nieprawidłowe dane."): Result<T> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return ok(parsed.data);
  const [first] = parsed.error.issues;
  const message = first?.message || fallback;
  // A scalar (a path parameter, one id) has no field to name.
  if (first?.path[0] === undefined) return fail("invalid", message);
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  const many = Object.keys(errors).length > 1;
  return fail("invalid", message, { field: String(first.path[0]), ...(many ? { details: { errors } } : {}) });
}

/** A read that may find nothing, as a Result: the value, or `not_found` with the message. */
export function found<T>(value: T | null | undefined, message: string): Result<T> {
  return value === null || value === undefined ? fail("not_found", message) : ok(value);
}
