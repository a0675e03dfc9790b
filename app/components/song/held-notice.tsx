// The author's own items that reports hid, on the song page (decision 043): shown to them
// only, so a chunk of its own (decision 052).
import { REPORT_MESSAGES } from "@core/rules/reports";

export default function HeldNotice({ held }: { held: { kind: string; label: string }[] }) {
  return (
    <section className="card held-notice" aria-label="Twoje wpisy czekające na sprawdzenie">
      <p>
        <b>Twoje wpisy czekające na sprawdzenie.</b> {REPORT_MESSAGES.waiting}
      </p>
      <ul>
        {held.map((item) => (
          <li key={`${item.kind}-${item.label}`}>{item.label}</li>
        ))}
      </ul>
    </section>
  );
}
