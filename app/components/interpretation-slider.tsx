import { useEffect, useState } from "react";
import { SLIDER_AUTOPLAY_MS } from "~/lib/constants";
import { formatPoints } from "~/lib/numbers";
import { entityHref } from "~/lib/urlname";
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

/** The rotating slider of the last 24 hours' best (spec §2): quotes cut at 200, 2 s per slide. */
export function InterpretationSlider({ items }: { items: SliderItem[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || items.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % items.length), SLIDER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [paused, items.length]);

  if (items.length === 0) return <p className="muted">Ostatnia doba była podejrzanie poważna.</p>;
  return (
    <section
      className="slider"
      aria-label="Najlepsze nadinterpretacje ostatniej doby"
      aria-roledescription="karuzela"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {items.map((item, i) => (
        <figure key={item.annotation_id} hidden={i !== index} aria-roledescription="slajd">
          <UserText as="blockquote" text={`„${item.quote}”`} />
          <figcaption>
            {item.annotation_author} o <ListLink to={entityHref(item.song_urlname)}>{item.song_search}</ListLink>
            {item.annotation_points > 0 && ` · ${formatPoints(item.annotation_points)}`}
          </figcaption>
        </figure>
      ))}
      <div className="slider-dots">
        {items.map((item, i) => (
          <button key={item.annotation_id} type="button" aria-label={`Slajd ${i + 1}`} aria-current={i === index} onClick={() => setIndex(i)} />
        ))}
      </div>
    </section>
  );
}
