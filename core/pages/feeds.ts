// The site's RSS feeds (decision 030); the Worker serves them (worker/seo/), every page's
// head links to them (root links()).
export const FEEDS = [
  { key: "blog", title: "Nadinterpretacje — blog", path: "/rss/blog.xml" },
  { key: "interpretacje", title: "Nadinterpretacje — najnowsze interpretacje", path: "/rss/interpretacje.xml" },
] as const;
