import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("archiwum/:page?", "routes/archive.tsx"),
  route("ranking/:page?", "routes/ranking.tsx"),
  route("blog/:page?", "routes/blog.tsx"),
  route("artykul/:url", "routes/article.tsx"),
  route("onas", "routes/about.tsx"),
  route("faq", "routes/faq.tsx"),
  route("dmca", "routes/terms.tsx"),
  route("prywatnosc", "routes/privacy.tsx"),
  route("kontakt", "routes/contact.tsx"),
  route("404", "routes/not-found.tsx"),
  route("szukaj", "routes/search-form.tsx"),
  route("szukaj/:term/:page?", "routes/search.tsx"),
  // Before the profiles: "ustawienia" is a reserved name (decision 044).
  route("profil/ustawienia", "routes/settings.tsx"),
  route("profil/ustawienia/dane", "routes/settings-export.tsx"),
  route("profil/:username?/:page?", "routes/profile.tsx"),
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  route("rejestracja", "routes/rejestracja.tsx"),
  route("przypomnij-haslo", "routes/forgot-password.tsx"),
  route("nowe-haslo", "routes/reset-password.tsx"),
  route("potwierdz-email", "routes/confirm-email.tsx"),
  // The local outbox: answers 404 unless MAIL_PROVIDER=outbox (decision 044).
  route("_dev/poczta", "routes/dev-mail.tsx"),
  // The panel (decision 043): articles for the admin, the review queue, the trash, the audit
  // log, blocks and roles for moderators and the admin, each section by its permission; the
  // admin's status page (decision 050).
  route("panel", "routes/panel/layout.tsx", [
    index("routes/panel/articles.tsx", { id: "panel-articles" }),
    route("zgloszenia", "routes/panel/queue.tsx"),
    route("kosz", "routes/panel/trash.tsx"),
    route("dziennik", "routes/panel/audit.tsx"),
    route("dziennik.csv", "routes/panel/audit-csv.tsx"),
    route("blokady", "routes/panel/blocks.tsx"),
    route("uzytkownicy", "routes/panel/users.tsx"),
    route("status", "routes/panel/status.tsx"),
    route(":page", "routes/panel/articles.tsx", { id: "panel-articles-page" }),
  ]),
  route("artykul_edit/:url?", "routes/article-edit.tsx"),
  route("dodaj", "routes/add-song.tsx"),
  // Keep last: songs and artists live at /{urlname}; the static routes above always win.
  route(":text/:second?", "routes/catch-all.tsx"),
] satisfies RouteConfig;
