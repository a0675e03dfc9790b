import { useState } from "react";
import { Link, redirect } from "react-router";
import { captchaWidget } from "@worker/services/captcha";
import { getSessionUser } from "@worker/services/session";
import { saveSong } from "@worker/services/songs-write";
import { ArtistPicker } from "~/components/artist-picker";
import { AuthorNote } from "~/components/form-kit/author-note";
import { CaptchaForm, Field, type FieldErrors } from "~/components/form-kit/captcha-form";
import { PRODUCT, SITE_NAME } from "@core/constants";
import type { ArtistRef } from "@core/pages/api-types";
import { parseInput } from "@core/result";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import { songPayloadFromFields, songSaveSchema } from "@core/schemas/song";
import { SONG_CAPTCHA_MESSAGE, SONG_LIMITS, capitalizeWords } from "@core/rules/song";
import { entityHref } from "@core/text/urlname";
import { simplePageMeta } from "~/lib/seo";
import { actionFailure } from "../server/answer.server";
import { readForm } from "../server/read-form.server";
import type { Route } from "./+types/add-song";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  // Logged-in users skip the captcha and post under their name (product §5.12, Authors).
  return { author: user?.username ?? null, captcha: user ? null : captchaWidget() };
}

const INTENT = "add-song";

/** The form's fields as songPayloadFromFields reads them (the browser's check and the action alike). */
const fieldsOf = (form: FormData) => {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { artist: text("artist"), artist_id: text("artist_id"), title: text("title"), lyrics: text("lyrics") };
};

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const fields = fieldsOf(form);
  // Sent back so a page without JavaScript shows the form as it was typed.
  const values = { artist: fields.artist, title: fields.title, lyrics: fields.lyrics };
  const input = parseInput(songSaveSchema, songPayloadFromFields({ ...fields, [CAPTCHA_FIELD]: form.get(CAPTCHA_FIELD) ?? "" }));
  const outcome = input.ok ? await saveSong(request, input.value) : input;
  if (outcome.ok) throw redirect(entityHref(outcome.value.songURL));
  // The server's refusal (product §8, failed song save) shows at its field or above the button.
  return actionFailure(outcome, { intent: INTENT, values });
}

type SongSchemas = typeof import("@core/schemas/song");
let schemas: SongSchemas | undefined;
let loading: Promise<unknown> | null = null;
let loadEnded = false;
/**
 * The song schema (with zod and the text filter) loads on first use (decision 052): when the
 * form is first focused, or at the latest on submit, which waits for it. A failed load leaves
 * the checks to the server.
 */
const loadSchemas = (): Promise<unknown> | null => {
  if (schemas) return null;
  loading ??= import("@core/schemas/song")
    .then(
      (module) => (schemas = module),
      () => undefined,
    )
    .finally(() => (loadEnded = true));
  return loading;
};
const checksLoading = () => (loadEnded ? null : loadSchemas());

/**
 * The browser's checks before sending: the same schema the server parses with (a submit
 * waits for it to load, `checksLoading`; should it fail to load, the server checks alone).
 */
function check(form: FormData): FieldErrors {
  if (!schemas) return {};
  const input = parseInput(schemas.songSaveSchema, schemas.songPayloadFromFields(fieldsOf(form)));
  return input.ok ? {} : { [input.field ?? "form"]: input.message, ...(input.details?.errors as FieldErrors | undefined) };
}

export default function AddSong({ loaderData, actionData }: Route.ComponentProps) {
  const typed = actionData && !actionData.ok ? actionData.values : undefined;
  const [artist, setArtist] = useState(typed?.artist ?? "");
  const [picked, setPicked] = useState<ArtistRef | null>(null);
  const [title, setTitle] = useState(typed?.title ?? "");
  const [lyrics, setLyrics] = useState(typed?.lyrics ?? "");
  // A duplicate's refusal carries the address of the song that is already there.
  const [existing, setExisting] = useState<string | null>(
    actionData && !actionData.ok && typeof actionData.existingSongURL === "string" ? actionData.existingSongURL : null,
  );

  return (
    // Focus anywhere in the form (the first field, or the button) starts loading the schema.
    <main className="page account-page add-song-page" onFocus={() => void loadSchemas()}>
      <h1>Dodaj piosenkę</h1>
      <AuthorNote author={loaderData.author}>Linki w piosenkach są zabronione.</AuthorNote>
      <CaptchaForm
        intent={INTENT}
        action="/dodaj"
        className="account-form add-song-form"
        captcha={loaderData.captcha}
        captchaMessage={SONG_CAPTCHA_MESSAGE}
        submitLabel="Zatwierdź"
        validate={check}
        checksLoading={checksLoading}
        serverAnswer={actionData ?? null}
        onFailure={(answer) => setExisting(typeof answer.existingSongURL === "string" ? answer.existingSongURL : null)}
      >
        <ArtistPicker
          value={artist}
          picked={picked}
          onType={(value) => {
            setArtist(value);
            setPicked(null);
          }}
          onPick={(chosen) => {
            setPicked(chosen);
            setArtist(chosen.artist_name);
          }}
          // Product §5.5: every word starts with a capital; shown before sending, done again by the server.
          onBlur={() => setArtist((value) => (picked ? value : capitalizeWords(value)))}
        />
        <Field
          label="Tytuł piosenki"
          name="title"
          errorExtra={
            existing && (
              <>
                {" "}
                <Link to={entityHref(existing)}>Przejdź do tej piosenki</Link>.
              </>
            )
          }
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="title"
              value={title}
              autoComplete="off"
              maxLength={SONG_LIMITS.title}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => setTitle(event.target.value)}
              onBlur={() => setTitle(capitalizeWords)}
            />
          )}
        </Field>
        <Field label={PRODUCT} name="lyrics" hint={`Najwyżej ${SONG_LIMITS.lyricsLines} linii i 20 000 znaków.`}>
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              name="lyrics"
              className="lyrics-input"
              value={lyrics}
              placeholder="Wklej tekst piosenki, linia pod linią."
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => setLyrics(event.target.value)}
            />
          )}
        </Field>
      </CaptchaForm>
    </main>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return simplePageMeta(matches, {
    title: `Dodaj piosenkę | ${SITE_NAME}`,
    description: "Dodaj tekst piosenki, której jeszcze nie ma w bazie: wykonawca, tytuł i tekst — resztę dopiszą interpretatorzy.",
    path: "/dodaj",
    crumbs: [{ name: "Dodaj piosenkę", path: "/dodaj" }],
  });
}
