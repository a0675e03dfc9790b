import { useEffect, useState, type FocusEvent } from "react";
import { SLIDER_AUTOPLAY_MS } from "@core/constants";
import { formatPoints } from "@core/text/numbers";
import { entityHref } from "@core/text/urlname";
import { ListLink } from "./list-link";
import { UserText } from "~/components/user-text";

/** A slide as the server shapes it: the quote already cut to the slider's length. */
export type SliderItem = {
  annotation_id: number;
  quote: string;
  annotation_author: string;
  annotation_points: number;
  song_urlname: string;
  song_search: string;
};

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The rotating slider of the last 24 hours' best (product §2.3): quotes cut at 200, 2 s per slide.
 * Moving content needs a way to stop it (WCAG 2.2.2): it holds still while the pointer is
 * over it or focus is inside, a button stops and restarts it, and with reduced motion asked
 * for it does not rotate until that button is pressed.
 */
export function InterpretationSlider({ items }: { items: SliderItem[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // null: the user has not chosen; the reduced-motion setting decides (read after hydration).
  const [playing, setPlaying] = useState<boolean | null>(null);
  const [reducedMotion, setReducedMotion] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    setReducedMotion(query.matches);
    const changed = () => setReducedMotion(query.matches);
    query.addEventListener("change", changed);
    return () => query.removeEventListener("change", changed);
  }, []);
  const rotating = (playing ?? !reducedMotion) && !hovered && !focused && items.length > 1;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % items.length), SLIDER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [rotating, items.length]);

  if (items.length === 0) return <p className="muted">Ostatnia doba była podejrzanie poważna.</p>;
  const stopped = !(playing ?? !reducedMotion);
  // Focus moving between the slider's own links and buttons is still focus inside.
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  return (
    <section
      className="slider"
      aria-label="Najlepsze nadinterpretacje ostatniej doby"
      aria-roledescription="karuzela"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leave}
    >
      {items.map((item, i) => (
        <figure key={item.annotation_id} hidden={i !== index} aria-roledescription="slajd" aria-label={`${i + 1} z ${items.length}`}>
          <UserText as="blockquote" text={`„${item.quote}”`} />
          <figcaption>
            {item.annotation_author} o <ListLink to={entityHref(item.song_urlname)}>{item.song_search}</ListLink>
            {item.annotation_points > 0 && ` · ${formatPoints(item.annotation_points)}`}
          </figcaption>
        </figure>
      ))}
      <div className="slider-controls">
        {items.length > 1 && (
          <button type="button" className="slider-play secondary" onClick={() => setPlaying(stopped)}>
            {stopped ? "Odtwarzaj" : "Zatrzymaj"}
          </button>
        )}
        <div className="slider-dots">
          {items.map((item, i) => (
            <button key={item.annotation_id} type="button" aria-label={`Slajd ${i + 1}`} aria-current={i === index} onClick={() => setIndex(i)} />
          ))}
        </div>
      </div>
    </section>
  );
}
