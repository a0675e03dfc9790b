import { Link } from "react-router";

// The four ad slot types of product §2.2. There is no ad network: each slot shows a house ad of
// our own, in a box of the slot's size so nothing moves when real ads arrive one day.
const SLOTS = {
  1: {
    width: 728,
    height: 90,
    to: "/faq",
    text: "Twój mózg też nadinterpretuje? Zrób z tego użytek — dodaj interpretację, zanim zrobi to ktoś mniej kompetentny.",
    cta: "Jak to działa?",
  },
  2: {
    width: 728,
    height: 90,
    to: "/ranking",
    text: "Jedyny ranking, w którym wygrywa ten, kto najpiękniej się myli. Sprawdź, kto dziś myli się najlepiej.",
    cta: "Zobacz ranking",
  },
  3: {
    width: 728,
    height: 90,
    to: "/dodaj",
    text: "Tu mogła być Twoja reklama. Zamiast niej jest miejsce na Twoją ulubioną piosenkę.",
    cta: "Dodaj piosenkę",
  },
  4: {
    width: 336,
    height: 280,
    to: "/rejestracja",
    text: "Załóż konto za darmo. Bez haczyków — sprawdzaliśmy trzy razy, w tym raz na trzeźwo. Twoje interpretacje trafią do rankingu.",
    cta: "Zarejestruj się",
  },
} as const;

export type AdSlotType = keyof typeof SLOTS;

export function AdSlot({ type }: { type: AdSlotType }) {
  const slot = SLOTS[type];
  return (
    <aside
      className={`ad-slot ad-slot-${type}`}
      style={{ maxWidth: slot.width, height: slot.height }}
      // Each slot its own name: several ads on one page are landmarks told apart by their label.
      aria-label={`Reklama: ${slot.cta}`}
      data-ad-size={`${slot.width}x${slot.height}`}
    >
      <span className="ad-label">Reklama (nasza własna)</span>
      <p>{slot.text}</p>
      <Link className="button" to={slot.to}>
        {slot.cta}
      </Link>
    </aside>
  );
}
