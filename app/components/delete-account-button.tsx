import { can } from "@core/auth/permissions";
import type { UserData } from "~/lib/userdata";
import { Suspense } from "react";
import { ConfirmDeleteForm } from "./confirm-delete-part";

type Props = {
  /** whose profile this is */
  username: string;
  /** the logged-in user, from the server's session (root loader) */
  viewer: UserData | null;
};

/**
 * Product §2/§6: an admin sees this on other users' profiles. The server checks the role
 * again (the /panel action answers 403 to anyone else) and never deletes the admin's own
 * account. The account goes to the trash (decision 043) with its votes, and its
 * contributions either stay as 'Anonimowy' or go with it, as the admin chooses. On success
 * it goes to the home page: the profile no longer exists.
 */
export function DeleteAccountButton({ username, viewer }: Props) {
  if (!viewer || !can(viewer, "account.delete") || viewer.username.toLowerCase() === username.toLowerCase()) return null;
  // The admin's only: the form loads when shown (decision 052).
  return (
    <Suspense fallback={null}>
      <ConfirmDeleteForm
        action="/panel"
        intent="deleteAccount"
        fields={{ username }}
        question={`Czy na pewno usunąć konto ${username}? Przez 30 dni można je przywrócić z kosza w panelu.`}
        label="Usuń konto"
      >
        <fieldset className="account-delete-choice">
          <legend>Wpisy tego konta</legend>
          <label>
            <input type="radio" name="contributions" value="keep" defaultChecked /> zostają jako 'Anonimowy'
          </label>
          <label>
            <input type="radio" name="contributions" value="trash" /> trafiają do kosza razem z kontem
          </label>
        </fieldset>
      </ConfirmDeleteForm>
    </Suspense>
  );
}
