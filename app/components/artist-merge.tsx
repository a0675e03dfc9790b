// 'Połącz z innym wykonawcą' (decision 049): the moderator finds the artist to merge into by
// name (a GET form: links to each candidate), sees what the merge does — every song moves, the
// songs both have are listed with a tick each (ticked: merged into one song with their
// interpretations, comments, translations, covers and votes) — and confirms. Plain forms, so
// it all works without JavaScript; with it, the confirmation goes through a fetcher.
import { Form, Link, useFetcher } from "react-router";
import type { ActionAnswer } from "@core/pages/answers";
import { type MergeScreen, mergeHref } from "@core/rules/renames";
import { plural } from "@core/text/numbers";
import { entityHref } from "@core/text/urlname";

export function ArtistMerge({ screen, serverAnswer }: { screen: MergeScreen; serverAnswer: ActionAnswer | null }) {
  const { artist, candidates, preview, query } = screen;
  const fetcher = useFetcher<ActionAnswer>();
  const answer = fetcher.data ?? serverAnswer;
  const error = fetcher.state === "idle" && answer?.ok === false ? answer.error : null;
  return (
    <main className="page artist-merge">
      <p className="muted">
        <Link to={entityHref(artist.artist_urlname)}>{artist.artist_name}</Link> › Połącz z innym wykonawcą
      </p>
      <h1>Połącz wykonawcę „{artist.artist_name}” z innym</h1>
      <p>
        Wszystkie piosenki wykonawcy „{artist.artist_name}” przejdą do wybranego wykonawcy, a adres {entityHref(artist.artist_urlname)} i adresy
        piosenek będą przekierowywać na nowe. Połączenie można cofnąć z kosza przez 30 dni.
      </p>
      <Form method="get" className="merge-search" role="search">
        <label htmlFor="merge-query">Wykonawca, z którym połączyć</label>
        <input id="merge-query" name="szukaj" type="search" defaultValue={query} maxLength={100} />
        <button type="submit" className="secondary">
          Szukaj
        </button>
      </Form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {candidates.length === 0 ? (
        <p className="muted">Nie znaleziono innych wykonawców o takiej nazwie.</p>
      ) : (
        <ul className="merge-candidates" aria-label="Znalezieni wykonawcy">
          {candidates.map((candidate) => (
            <li key={candidate.artist_id}>
              <Link
                to={mergeHref(artist.artist_urlname, candidate.artist_id)}
                aria-current={preview?.target.id === candidate.artist_id ? "true" : undefined}
              >
                {candidate.artist_name}
              </Link>{" "}
              <span className="muted">{entityHref(candidate.artist_urlname)}</span>
            </li>
          ))}
        </ul>
      )}
      {preview && (
        <section className="card merge-preview" aria-labelledby="merge-preview-title">
          <h2 id="merge-preview-title">
            „{preview.source.name}” → „{preview.target.name}”
          </h2>
          <p>
            Do wykonawcy <Link to={entityHref(preview.target.urlname)}>{preview.target.name}</Link> przejdzie{" "}
            {plural(preview.songCount, "piosenka", "piosenki", "piosenek")}.
          </p>
          <fetcher.Form method="post" action={mergeHref(artist.artist_urlname, preview.target.id)}>
            <input type="hidden" name="intent" value="merge-artist" />
            <input type="hidden" name="target_id" value={preview.target.id} />
            {preview.duplicates.length === 0 ? (
              <p className="muted">Żadna piosenka nie jest u obu wykonawców.</p>
            ) : (
              <fieldset>
                <legend>
                  Te piosenki są u obu wykonawców. Zaznaczone zostaną scalone w jedną: interpretacje, komentarze, tłumaczenia, covery i głosy przejdą
                  do piosenki wykonawcy „{preview.target.name}”.
                </legend>
                <ul className="merge-duplicates">
                  {preview.duplicates.map((pair) => (
                    <li key={pair.source.id}>
                      <input type="checkbox" id={`scal-${pair.source.id}`} name="scal" value={pair.source.id} defaultChecked />
                      <label htmlFor={`scal-${pair.source.id}`}>
                        {pair.source.name} ({entityHref(pair.source.urlname)}) → {pair.target.name} ({entityHref(pair.target.urlname)})
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
            <button type="submit" className="danger" disabled={fetcher.state !== "idle"}>
              Połącz wykonawców
            </button>
          </fetcher.Form>
        </section>
      )}
    </main>
  );
}
