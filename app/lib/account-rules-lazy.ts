// The registration form's live checks use the account rules' zod schemas (core/schemas/
// account.ts, with zod and the text filter: ~33 KB gzipped). They load when the visitor first
// types, not with the page (decision 052); the server checks every field again on submit.
import { useEffect, useState } from "react";

type AccountRules = typeof import("@core/schemas/account");

let loaded: AccountRules | undefined;

export async function loadAccountRules(): Promise<AccountRules> {
  loaded ??= await import("@core/schemas/account");
  return loaded;
}

/** The rules once `needed` has been true (undefined until they have loaded). */
export function useAccountRules(needed: boolean): AccountRules | undefined {
  const [rules, setRules] = useState(loaded);
  useEffect(() => {
    if (!needed || rules) return;
    let current = true;
    void loadAccountRules().then((module) => {
      if (current) setRules(module);
    });
    return () => {
      current = false;
    };
  }, [needed, rules]);
  return rules;
}
