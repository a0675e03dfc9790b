import { useLocation, useNavigation } from "react-router";
import { RESERVED_URLNAMES } from "@core/text/urlname";

/** The first path segment when the path goes to the catch-all (/{text}[/{second}]). */
function catchAllText(pathname: string): string | null {
  const [first, , third] = pathname.split("/").slice(1);
  if (!first || third !== undefined || RESERVED_URLNAMES.has(first)) return null;
  return first;
}

// Fixed, so waiting never shifts the page that is still shown.
const STYLE = {
  position: "fixed",
  top: "0.6rem",
  left: "50%",
  transform: "translateX(-50%)",
  zIndex: 40,
  background: "#fff",
  padding: "0.3rem 1rem",
  borderRadius: "999px",
  boxShadow: "0 2px 10px rgb(0 0 0 / 20%)",
} as const;

/**
 * The catch-all's "loading message while the text is identified" (product §2.12). Pages are
 * server-rendered, so it only ever shows while the browser navigates to another song or
 * artist; switching a tab of the same song loads nothing and shows nothing.
 */
export function CatchAllLoading() {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === "loading" ? catchAllText(navigation.location.pathname) : null;
  if (!target || target === catchAllText(location.pathname)) return null;
  return (
    <p className="loading" role="status" style={STYLE}>
      Ładowanie...
    </p>
  );
}
