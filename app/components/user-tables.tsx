import { TOP_USERS_ROWS } from "@core/constants";
import { formatPoints } from "@core/text/numbers";
import { profileHref } from "@core/text/urlname";
import { ListLink } from "./list-link";

type Entry = { user_id: number; user_name: string; points: number };

/** '+points' only above zero (product §2); nothing otherwise. */
const tablePoints = (points: number) => (points > 0 ? formatPoints(points) : "");

export function UserTableHead({ withPosition = false }: { withPosition?: boolean }) {
  return (
    <thead>
      <tr>
        {withPosition && <th scope="col">#</th>}
        <th scope="col">Użytkownik</th>
        <th scope="col" className="points">
          Punkty
        </th>
      </tr>
    </thead>
  );
}

/** One user in a ranking table: optional position, profile link, '+points'. */
export function UserRow({ user, position }: { user: Entry; position?: number }) {
  return (
    <tr>
      {position !== undefined && <td className="position">{position}.</td>}
      <td>
        <ListLink to={profileHref(user.user_name)}>{user.user_name}</ListLink>
      </td>
      <td className="points">{tablePoints(user.points)}</td>
    </tr>
  );
}

function UserTable({ caption, users }: { caption: string; users: Entry[] }) {
  return (
    <table>
      <caption>
        <h3>{caption}</h3>
      </caption>
      <UserTableHead />
      <tbody>
        {users.length === 0 && (
          <tr>
            <td colSpan={2} className="muted">
              Nikogo tu jeszcze nie ma.
            </td>
          </tr>
        )}
        {users.slice(0, TOP_USERS_ROWS).map((user) => (
          <UserRow key={user.user_id} user={user} />
        ))}
      </tbody>
    </table>
  );
}

/** The home's Top, Active and New tables (10 rows each). */
export function UserTables({ top, active, newest }: { top: Entry[]; active: Entry[]; newest: Entry[] }) {
  return (
    <div className="user-tables">
      <UserTable caption="Top" users={top} />
      <UserTable caption="Aktywni" users={active} />
      <UserTable caption="Nowi" users={newest} />
    </div>
  );
}
