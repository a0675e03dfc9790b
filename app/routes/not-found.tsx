import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { SITE_NAME } from "~/lib/constants";

// /404 is a real page (the catch-all redirects unknown names here); it answers 404 too.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <NotFound />;
}

export function meta() {
  return [{ title: `Podana strona nie istnieje | ${SITE_NAME}` }];
}
