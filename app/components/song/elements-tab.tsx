import type { SongElementItem } from "~/lib/api-types";
import { proxiedThumbUrl, THUMB_SIZES } from "~/lib/thumbnail";

const EMPTY = {
  0: "Nikt jeszcze nie dodał remiksu tej piosenki.",
  1: "Nikt jeszcze nie dodał coveru tej piosenki.",
  2: "Nikt jeszcze nie dodał wersji instrumentalnej tej piosenki.",
} as Record<number, string>;

/** Remixes, covers or instrumentals: the video's thumbnail and title, linking to the video. */
export function ElementsTab({ elements, type }: { elements: SongElementItem[]; type: number }) {
  const shown = elements.filter((e) => e.element_type === type);
  if (shown.length === 0) return <p className="muted">{EMPTY[type]}</p>;
  const { width, height } = THUMB_SIZES.medium;
  return (
    <ul className="song-tiles elements">
      {shown.map((element) => (
        <li key={element.element_id}>
          <a href={`https://www.youtube.com/watch?v=${encodeURIComponent(element.element_video_id)}`} target="_blank" rel="noopener nofollow">
            <img src={proxiedThumbUrl(element.element_thumbnail_url)} width={width} height={height} alt="" loading="lazy" decoding="async" />
            <span>{element.element_video_title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
