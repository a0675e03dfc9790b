import { useEffect, useState } from "react";
import { ACCOUNT_MESSAGES } from "@core/rules/account-messages";
import { loadAccountRules } from "./account-rules-lazy";
import { DEBOUNCE_MS } from "@core/constants";

export type FieldCheck = { error: string | null; validated: boolean };

/**
 * Validates a username or e-mail 500 ms after the last keystroke (product §4, §9), then asks
 * /api/getUser whether it (or, for a name, a look-alike of it) is taken. Until that answer arrives for the current value the
 * field counts as not validated, which keeps the register button disabled.
 */
export function useAvailability(field: "username" | "email", value: string, touched: boolean): FieldCheck {
  const [result, setResult] = useState<{ value: string; error: string | null } | null>(null);

  useEffect(() => {
    if (!touched) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      const { validateRegisterField } = await loadAccountRules();
      if (controller.signal.aborted) return;
      const formatError = validateRegisterField(field, value);
      if (formatError) {
        setResult({ value, error: formatError });
        return;
      }
      try {
        const response = await fetch(`/api/getUser/${encodeURIComponent(value.trim())}`, { signal: controller.signal });
        // Throttled (429) or failing: no verdict here, the server checks again on submit.
        if (!response.ok) {
          setResult({ value, error: null });
          return;
        }
        // A name answers its user, an e-mail only [{exists: true}]: non-empty means taken.
        const users = (await response.json()) as unknown[];
        const taken = field === "username" ? ACCOUNT_MESSAGES.usernameTaken : ACCOUNT_MESSAGES.emailTaken;
        setResult({ value, error: Array.isArray(users) && users.length > 0 ? taken : null });
      } catch {
        // Aborted by a newer keystroke, or offline: the server checks again on submit.
        if (!controller.signal.aborted) setResult({ value, error: null });
      }
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [field, value, touched]);

  const current = result?.value === value;
  return { error: current ? result.error : null, validated: current };
}
