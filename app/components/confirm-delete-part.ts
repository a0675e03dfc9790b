// The delete form with its confirmation, for pages where only staff see it (the song page, its
// tools, a profile's delete-account button): a part of its own, loaded when shown (decision 052). Render it inside <Suspense>.
import { lazyPart } from "~/lib/lazy-part";

export const ConfirmDeleteForm = lazyPart("confirm-delete-form", () =>
  import("./confirm-delete-form").then((m) => ({ default: m.ConfirmDeleteForm })),
);
