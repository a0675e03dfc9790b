import { useEffect, useState } from "react";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { captchaWidget } from "@worker/services/captcha";
import { getSessionUser } from "@worker/services/session";
import { httpOf } from "@core/result";
import { saveSong } from "@worker/services/songs-write";
import { ArtistPicker } from "~/components/artist-picker";
import { CaptchaField } from "~/components/captcha-field";
import { fieldErrors } from "@core/schemas/account";
import type { ArtistRef } from "@core/pages/api-types";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import { ANONYMOUS_AUTHOR, PRODUCT, SITE_NAME } from "@core/constants";
import { simplePageMeta } from "~/lib/seo";
import { SONG_LIMITS, SONG_MESSAGES, capitalizeWords, songPayloadFromFields, songSaveSchema, type SongField } from "@core/schemas/song";
import { readForm, textField } from "../server/read-form.server";
import { entityHref } from "@core/text/urlname";
import type { Route } from "./+types/add-song";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  // Logged-in users skip the captcha and post under their name (spec §5, Authors).
  return { author: user?.username ?? null, captcha: user ? null : captchaWidget() };
}

type FormErrors = Partial<Record<SongField | "form", string>>;
type FormValues = { artist: string; title: string; lyrics: string };

const INTENT = "add-song";

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  // Sent back so a page without JavaScript shows the form as it was typed.
  const values: FormValues = { artist: textField(form, "artist"), title: textField(form, "title"), lyrics: textField(form, "lyrics") };
  const answer = (errors: FormErrors, status: number, headers?: Record<string, string>, existingSongURL?: unknown) =>
    data({ errors, values, existingSongURL: typeof existingSongURL === "string" ? existingSongURL : null }, { status, headers });
  if (form.get("intent") !== INTENT) return answer({ form: "Nieznana akcja formularza." }, 400);

  const parsed = songSaveSchema.safeParse(
    songPayloadFromFields({ ...values, artist_id: textField(form, "artist_id"), [CAPTCHA_FIELD]: textField(form, CAPTCHA_FIELD) }),
  );
  if (!parsed.success) return answer(fieldErrors(parsed.error) as FormErrors, 400);
  const outcome = await saveSong(request, parsed.data);
  if (outcome.ok) throw redirect(entityHref(outcome.value.songURL));
  // The server's refusal (spec §8, failed song save) is shown above the button.
  const { status, headers } = httpOf(outcome);
  return answer({ [outcome.field === "captcha" ? "captcha" : "form"]: outcome.message }, status, headers, outcome.details?.existingSongURL);
}

export default function AddSong({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [artist, setArtist] = useState(actionData?.values.artist ?? "");
  const [picked, setPicked] = useState<ArtistRef | null>(null);
  const [title, setTitle] = useState(actionData?.values.title ?? "");
  const [lyrics, setLyrics] = useState(actionData?.values.lyrics ?? "");
  const [errors, setErrors] = useState<FormErrors>(actionData?.errors ?? {});
  const [captchaKey, setCaptchaKey] = useState(0);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  // Every answer of the server brings its errors and a fresh captcha (solutions are single use).
  useEffect(() => {
    if (!actionData) return;
    setErrors(actionData.errors);
    setCaptchaKey((key) => key + 1);
  }, [actionData]);

  const clearError = (field: SongField) => setErrors(({ [field]: _, form: __, ...rest }) => rest);
  const submitting = navigation.state === "submitting";
  const existing = errors.form && actionData?.existingSongURL ? actionData.existingSongURL : null;

  const check = (): FormErrors => {
    const payload = songPayloadFromFields({ artist, artist_id: picked ? String(picked.artist_id) : "", title, lyrics });
    const parsed = songSaveSchema.safeParse(payload);
    const found: FormErrors = parsed.success ? {} : (fieldErrors(parsed.error) as FormErrors);
    if (loaderData.captcha && !captchaToken) found.captcha = SONG_MESSAGES.captcha;
    return found;
  };

  return (
    <main className="page account-page add-song-page">
      <h1>Dodaj piosenkę</h1>
      <p className="muted">
        Dodajesz jako <b>{loaderData.author ?? ANONYMOUS_AUTHOR}</b>.
        {!loaderData.author && (
          <>
            {" "}
            <Link to="/login">Zaloguj się</Link>, a nie będziesz rozwiązywać captchy.
          </>
        )}{" "}
        Linki w piosenkach są zabronione.
      </p>
      <Form
        method="post"
        className="account-form add-song-form"
        noValidate
        onSubmit={(event) => {
          const found = check();
          if (Object.keys(found).length === 0) return;
          event.preventDefault();
          setErrors(found);
        }}
      >
        <input type="hidden" name="intent" value={INTENT} />
        <ArtistPicker
          value={artist}
          picked={picked}
          error={errors.artist}
          onType={(value) => {
            setArtist(value);
            setPicked(null);
            clearError("artist");
          }}
          onPick={(chosen) => {
            setPicked(chosen);
            setArtist(chosen.artist_name);
            clearError("artist");
          }}
          // Spec §5: every word starts with a capital; shown before sending, done again by the server.
          onBlur={() => setArtist((value) => (picked ? value : capitalizeWords(value)))}
        />
        <div className="form-field">
          <label htmlFor="title">Tytuł piosenki</label>
          <input
            id="title"
            name="title"
            value={title}
            autoComplete="off"
            maxLength={SONG_LIMITS.title}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? "title-error" : undefined}
            onChange={(event) => {
              setTitle(event.target.value);
              clearError("title");
            }}
            onBlur={() => setTitle(capitalizeWords)}
          />
          {errors.title && (
            <span className="field-error" id="title-error" role="alert">
              {errors.title}
            </span>
          )}
        </div>
        <div className="form-field">
          <label htmlFor="lyrics">{PRODUCT}</label>
          <textarea
            id="lyrics"
            name="lyrics"
            className="lyrics-input"
            value={lyrics}
            placeholder="Wklej tekst piosenki, linia pod linią."
            aria-invalid={errors.lyrics ? true : undefined}
            aria-describedby={errors.lyrics ? "lyrics-error lyrics-hint" : "lyrics-hint"}
            onChange={(event) => {
              setLyrics(event.target.value);
              clearError("lyrics");
            }}
          />
          <span className="muted field-hint" id="lyrics-hint">
            Najwyżej {SONG_LIMITS.lyricsLines} linii i 20 000 znaków.
          </span>
          {errors.lyrics && (
            <span className="field-error" id="lyrics-error" role="alert">
              {errors.lyrics}
            </span>
          )}
        </div>
        {loaderData.captcha && (
          <CaptchaField
            key={captchaKey}
            widget={loaderData.captcha}
            onChange={(token) => {
              setCaptchaToken(token);
              if (token) clearError("captcha");
            }}
          />
        )}
        {errors.captcha && (
          <p className="form-error" role="alert">
            {errors.captcha}
          </p>
        )}
        {errors.form && (
          <p className="form-error" role="alert">
            {errors.form}
            {existing && (
              <>
                {" "}
                <Link to={entityHref(existing)}>Przejdź do tej piosenki</Link>.
              </>
            )}
          </p>
        )}
        <button type="submit" disabled={submitting}>
          Zatwierdź
        </button>
      </Form>
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
