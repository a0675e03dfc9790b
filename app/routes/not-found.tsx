import { data } from "react-router";
import { NotFound, NOT_FOUND_TITLE } from "~/components/not-found";
import { NOT_FOUND_DESCRIPTION, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

// /404 is a real page (the catch-all redirects unknown names here); it answers 404 too.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <NotFound />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION, path: null, robots: "noindex" });
}
