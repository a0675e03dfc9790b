import type { SeedUser } from "./types";

// Local-only credentials, shown in the README; the tests log in with these constants, never
// with copies of them. Never deployed: production is not seeded.
export const DEMO_ADMIN = { username: "admin", email: "admin@nadinterpretacje.local", password: "admin-lokalnie-2026" };
/** Every demo user's password (one hash for all of them, see seed.ts). */
export const DEMO_USER_PASSWORD = "demo-haslo-2026";

// Demo accounts. The seed script adds the admin account itself.
export const seedUsers: SeedUser[] = [
  { username: "BasistaZBalkonu", email: "basista.z.balkonu@example.pl", daysAgo: 178 },
  { username: "KrólowaRefrenu", email: "krolowa.refrenu@example.pl", daysAgo: 171 },
  { username: "TrollZKrupówek", email: "troll.z.krupowek@example.pl", daysAgo: 165 },
  { username: "DoktorOdKolęd", email: "doktor.od.koled@example.pl", daysAgo: 158 },
  { username: "PaniOdPrzypisów", email: "pani.od.przypisow@example.pl", daysAgo: 150 },
  { username: "SzeptemZaSzafą", email: "szeptem.za.szafa@example.pl", daysAgo: 141 },
  { username: "HermeneutaAmator", email: "hermeneuta.amator@example.pl", daysAgo: 133 },
  { username: "MazurekNaBiało", email: "mazurek.na.bialo@example.pl", daysAgo: 124 },
  { username: "SpiskowiecZWilna", email: "spiskowiec.z.wilna@example.pl", daysAgo: 117 },
  { username: "WujekZDygresją", email: "wujek.z.dygresja@example.pl", daysAgo: 102 },
  { username: "FilomatkaPrzyKawie", email: "filomatka.przy.kawie@example.pl", daysAgo: 96 },
  { username: "NutaWMajonezie", email: "nuta.w.majonezie@example.pl", daysAgo: 88 },
  { username: "BabciaWieLepiej", email: "babcia.wie.lepiej@example.pl", daysAgo: 75 },
  { username: "OperatorSokołów", email: "operator.sokolow@example.pl", daysAgo: 63 },
  { username: "KrzyżówkaNiedzielna", email: "krzyzowka.niedzielna@example.pl", daysAgo: 51 },
  { username: "RymoKrytyk", email: "rymokrytyk@example.pl", daysAgo: 40 },
  { username: "ZaspanyAkordeonista", email: "zaspany.akordeonista@example.pl", daysAgo: 28 },
  { username: "LatarnikZSzopy", email: "latarnik.z.szopy@example.pl", daysAgo: 17 },
  { username: "ProfesorOdPłotków", email: "profesor.od.plotkow@example.pl", daysAgo: 9 },
  { username: "CichaWoda2000", email: "cichawoda2000@example.pl", daysAgo: 2 },
];
