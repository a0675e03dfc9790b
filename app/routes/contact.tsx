import { Link } from "react-router";
import { Breadcrumb } from "~/components/breadcrumb";
import { SITE_NAME } from "@core/constants";
import { simplePageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";
import { CONTACT_EMAIL } from "@core/site-info";

export default function Contact() {
  return (
    <main className="page prose">
      <Breadcrumb current="Kontakt" />
      <h1>Kontakt</h1>
      <p>
        Zanim napiszesz, zajrzyj do <Link to="/faq">FAQ</Link> — jest spora szansa, że ktoś już zapytał o to samo, a my już odpowiedzieliśmy (i to bez
        czekania).
      </p>
      <p>
        Nie znalazłeś odpowiedzi? Pisz na <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. Odpowiadamy w ciągu 24 godzin, nawet jeśli pytasz,
        o czym naprawdę jest „Wlazł kotek na płotek”.
      </p>
      <img
        className="contact-picture"
        src="/images/kontakt.svg"
        width={420}
        height={260}
        alt="Koperta z nutami lecąca do redakcji Nadinterpretacji"
      />
    </main>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return simplePageMeta(matches, {
    title: `Kontakt | ${SITE_NAME}`,
    description: "Napisz do nas e-mailem — odpowiadamy w 24 godziny. Zanim napiszesz, zajrzyj do FAQ.",
    path: "/kontakt",
    crumbs: [{ name: "Kontakt", path: "/kontakt" }],
  });
}
