// Editing one's own interpretations, comments and translations (decision 048): what can be
// edited, the Polish refusals, and what the page calls things. The rules of the text itself
// (lengths, lines, links, profanity, markup) are the add forms' own (contribution.ts).

export const EDITABLE_KINDS = ["annotation", "comment", "translation"] as const;
export type EditableKind = (typeof EDITABLE_KINDS)[number];

export function isEditableKind(value: unknown): value is EditableKind {
  return typeof value === "string" && (EDITABLE_KINDS as readonly string[]).includes(value);
}

/** The address parameter that opens an item's edit form in place (?edytuj=<id>), so it opens without JavaScript too. */
export const EDIT_PARAM = "edytuj";

/** The song page's form intents, one per kind. */
export const EDIT_INTENTS: Record<EditableKind, string> = {
  annotation: "edit-annotation",
  comment: "edit-comment",
  translation: "edit-translation",
};

export const POST_EDIT_MESSAGES = {
  badKind: "Można edytować tylko interpretacje, komentarze i tłumaczenia.",
  badId: "Nieprawidłowy identyfikator wpisu.",
  missing: {
    annotation: "Nie ma takiej interpretacji.",
    comment: "Nie ma takiego komentarza.",
    translation: "Nie ma takiego tłumaczenia.",
  } satisfies Record<EditableKind, string>,
  notOwn: "Możesz edytować tylko własne wpisy.",
  anonymous: "Wpisów dodanych bez logowania nie można edytować: nie wiadomo, kto je napisał.",
  unchanged: "Tekst się nie zmienił: nie ma czego zapisać.",
  held: "Ten wpis czeka na sprawdzenie przez moderatora: do tego czasu nie można go edytować.",
  trashed: "Ten wpis został usunięty: nie można go edytować.",
} as const;

/** What the page shows beside an edited item, before the date. */
export const EDITED_LABEL = "edytowano";

/** The staff's disclosure of an item's earlier versions. */
export const PREVIOUS_VERSIONS_LABEL = "Poprzednie wersje";

/** Earlier versions the song page carries per item for staff (the newest; the API gives all). */
export const PAGE_VERSIONS_PER_ITEM = 20;
