// Editing one's own posts (decision 048), beside the permission table (permissions.ts): the
// table says what a role may do to anyone's item; this says what an account may do to its
// own. An interpretation, comment or translation can be edited by the account that wrote
// it, and by nobody else — moderators fix others' posts by deleting and restoring, never by
// rewriting them. A visitor's post has no author to prove (user_id null), so nobody edits it.
// The edit service checks this against the verified session; pages show 'Edytuj' from it.

/** Whoever is acting: null or undefined is a visitor. */
export type OwnActor = { id: number } | null | undefined;

/** A post's author as stored: null for a visitor's post (or one of a deleted account). */
export type OwnedPost = { authorId: number | null };

/** Whether the actor wrote the post and so may edit it. */
export function canEditOwn(actor: OwnActor, post: OwnedPost): boolean {
  return actor != null && post.authorId !== null && post.authorId === actor.id;
}
