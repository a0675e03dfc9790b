// The song page's state for editing one's own posts (decision 048): who views, the staff's
// earlier versions, the answer to a post without JavaScript. Apart from post-edit.tsx so that
// the page holds the state without loading the items' edit controls, which come with the
// parts that show items (decision 052).
import { createContext, type ReactNode } from "react";
import type { Role } from "@core/auth/roles";
import type { ContributionAnswer } from "@core/pages/answers";
import type { PostVersions } from "@core/pages/page-data";

export type PostEditState = {
  /** the logged-in viewer (its id decides which items are theirs), null for a visitor */
  viewer: { id: number; role: Role } | null;
  /** earlier versions of the song's edited items, for staff only (null for everyone else) */
  versions: PostVersions | null;
  /** the action's answer to a form posted without JavaScript */
  serverAnswer: ContributionAnswer | null;
};

export const PostEditContext = createContext<PostEditState>({ viewer: null, versions: null, serverAnswer: null });

export function PostEditProvider({ children, ...state }: PostEditState & { children: ReactNode }) {
  return <PostEditContext.Provider value={state}>{children}</PostEditContext.Provider>;
}
