import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { USERDATA_KEY, writeUserdata, type UserData } from "~/lib/userdata";

/**
 * Keeps localStorage "userdata" equal to the server's session after every load and
 * navigation, and makes this tab reload its data when another tab logs in or out (the
 * cookie is shared, so a revalidation shows the new state). Renders nothing.
 */
export function SessionSync({ user }: { user: UserData | null }) {
  const revalidator = useRevalidator();
  // The revalidator changes identity on every render; the listener should not.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const username = user?.username ?? null;
  const role = user?.role ?? null;

  useEffect(() => {
    writeUserdata(username && role ? { username, role } : null);
  }, [username, role]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // key null: another tab cleared the whole storage.
      if (event.key === USERDATA_KEY || event.key === null) void revalidate.current();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  return null;
}
