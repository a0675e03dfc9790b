import { useState } from "react";
import { entityHref } from "@core/text/urlname";
import { ListLink } from "./list-link";

/** One banner line: the interpretation and its song, resolved by the server. */
type Entry = { annotation_id: number; song_urlname: string; song_search: string };
type Slide = { key: string; label: string; title: string; items: Entry[] };

/**
 * The home's three-slide banner (product §2.3): best interpretations today, this week and ever,
 * up to 20 songs each, numbered and linked. Slides switch with tabs; without JavaScript
 * the first slide shows.
 */
export function BestOfBanner({ slides }: { slides: Slide[] }) {
  const [active, setActive] = useState(0);
  return (
    <section className="best-of" aria-label="Najlepsze interpretacje">
      <div role="tablist" aria-label="Okres">
        {slides.map((slide, i) => (
          <button
            key={slide.key}
            type="button"
            role="tab"
            id={`best-tab-${slide.key}`}
            aria-selected={i === active}
            aria-controls={`best-panel-${slide.key}`}
            onClick={() => setActive(i)}
          >
            {slide.label}
          </button>
        ))}
      </div>
      {slides.map((slide, i) => (
        <div key={slide.key} role="tabpanel" id={`best-panel-${slide.key}`} aria-labelledby={`best-tab-${slide.key}`} hidden={i !== active}>
          <h2>{slide.title}</h2>
          {slide.items.length === 0 ? (
            <p>Na razie pusto — ktoś musi wreszcie coś nadinterpretować.</p>
          ) : (
            <ol>
              {slide.items.map((entry) => (
                <li key={entry.annotation_id}>
                  <ListLink to={entityHref(entry.song_urlname)}>{entry.song_search}</ListLink>
                </li>
              ))}
            </ol>
          )}
        </div>
      ))}
    </section>
  );
}
