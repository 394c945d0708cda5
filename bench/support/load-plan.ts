/**
 * What the shoppers of `bench:load` are and do: their accounts, registered through the API, their
 * libraries, their carts, the words they search for, and the warm-up that precedes the run.
 */
import type { RegisterRequest } from '@the-gate/contract/auth';
import type { Material } from '@the-gate/contract/catalogue';
import type { MaterialSearchResult } from '@the-gate/contract/catalogue-search';
import { type Random, seededRandom } from '@the-gate/server/lib/seeded-random';
import { userMaterials } from '@the-gate/server/modules/library/schema';
import type { RunningServer } from '@the-gate/server/server';
import type { LoadPlan, ShopperAccount } from './shoppers';

export type Settings = { durationSeconds: number; shoppers: number; thinkMs: { min: number; max: number } };

const SEED = 13;
/** The server allows 20 an hour per account (issue 13 §4); a run stays well under it. */
const MAX_PAYMENTS_PER_ACCOUNT = 10;
/** How many materials a shopper's library holds: 1 to this many. */
const MAX_LIBRARY_SIZE = 6;
const PASSWORD = 'Bench!shopper1';
/** Shoppers arrive evenly spread over this long (a sixth of shorter runs). */
const MAX_RAMP_MS = 10_000;

async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`setup: GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Shopper `index`'s address: 10.13.x.y, one per shopper. */
const addressOf = (index: number) => `10.13.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/** Registers a shopper through the API, as the sign-up form does, and answers their user id. */
async function register(baseUrl: string, username: string, address: string): Promise<string> {
  const account: RegisterRequest = {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    role: 6,
    title: 0,
    firstName: 'Bench',
    lastName: 'Shopper',
    dateOfBirth: '2011-03-14T00:00:00.000Z',
    gender: 2,
    mobileNumber: '01001234567',
    country: 'Egypt',
    department: '',
    serviceInterests: 9,
    referralSource: 1,
    communicationPreferences: 9,
  };
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(account),
  });
  const { token } = (await response.json()) as { token?: string };
  if (response.status !== 201 || !token) throw new Error(`setup: registering ${username} answered ${response.status}`);
  const me = await getJson<{ id: string }>(`${baseUrl}/api/auth/me`, { authorization: `Bearer ${token}` });
  return me.id;
}

function shuffled<T>(values: T[], random: Random): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Words shoppers type: the commonest words of the catalogue's titles, and the year names. */
function typedSearches(catalogue: Material[], facets: MaterialSearchResult['facets']): string[] {
  const counts = new Map<string, number>();
  for (const material of catalogue) {
    for (const word of material.title.toLowerCase().match(/\p{L}{4,}/gu) ?? []) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const words = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 24)
    .map(([word]) => word);
  const years = facets.grade.map((option) => option.value.toLowerCase());
  return [...words, ...years];
}

/** The filters of /materials as the web app writes them (search-materials.ts): one ticked box. */
function searchFilters(facets: MaterialSearchResult['facets']): string[] {
  return [
    ...facets.grade.map((option) => `grade=${encodeURIComponent(option.value)}`),
    ...facets.type.map((option) => `type=${encodeURIComponent(option.value)}`),
    ...facets.skill.map((option) => `skill=${encodeURIComponent(option.value)}`),
  ];
}

/**
 * The shoppers' accounts, registered through the API (in pairs: each is an argon2 hash), their
 * libraries written straight into `user_materials` as api.bench.ts does (a purchase needs the card
 * page's round trip; what reading a library costs does not depend on how it was filled), and what
 * they will search for and buy.
 */
export async function preparePlan(server: RunningServer, settings: Settings): Promise<LoadPlan> {
  const baseUrl = server.url;
  const random = seededRandom(SEED);
  const catalogue = await getJson<Material[]>(`${baseUrl}/api/materials`);
  const list = await getJson<MaterialSearchResult>(`${baseUrl}/api/materials/search?page=1`);
  const standalone = catalogue.filter((material) => material.isStandalone);
  const paid = catalogue.filter((material) => !material.isFree);
  const forSale = standalone.filter((material) => !material.isFree && material.price > 0);
  if (standalone.length === 0 || forSale.length === 0) throw new Error('setup: the demo catalogue has no materials');

  const run = Date.now().toString(36); // unique, so a PostgreSQL database kept from an earlier run can be reused
  const accounts: ShopperAccount[] = [];
  const rows: (typeof userMaterials.$inferInsert)[] = [];
  for (let index = 0; index < settings.shoppers; index += 2) {
    const pair = [index, index + 1].filter((i) => i < settings.shoppers);
    const ids = await Promise.all(pair.map((i) => register(baseUrl, `shopper${i}.${run}`, addressOf(i))));
    for (const [offset, userId] of ids.entries()) {
      const i = pair[offset]!;
      const owned = shuffled(paid, random).slice(0, 1 + Math.floor(random() * MAX_LIBRARY_SIZE));
      rows.push(...owned.map((material) => ({ userId, materialId: material.id })));
      const buyable = forSale.filter((material) => !owned.includes(material));
      const item = buyable[Math.floor(random() * buyable.length)] ?? forSale[0]!;
      accounts.push({
        address: addressOf(i),
        userNameOrEmail: `shopper${i}.${run}`,
        password: PASSWORD,
        cart: [{ itemType: 'Material', itemId: item.id, quantity: 1 }],
        customerDetails: {
          name: `Shopper ${i}`,
          email: `shopper${i}.${run}@example.com`,
          phone: '01001234567',
          street1: '12 Tahrir Street',
          city: 'Cairo',
          country: 'EG',
        },
      });
    }
  }
  await server.database.db.insert(userMaterials).values(rows);

  return {
    baseUrl,
    durationMs: settings.durationSeconds * 1000,
    rampMs: Math.min(MAX_RAMP_MS, (settings.durationSeconds * 1000) / 6),
    thinkMs: settings.thinkMs,
    accounts,
    materialIds: standalone.map((material) => material.id),
    searches: { typed: typedSearches(catalogue, list.facets), filters: searchFilters(list.facets) },
    listPages: list.pageCount,
    maxPaymentsPerAccount: MAX_PAYMENTS_PER_ACCOUNT,
    seed: SEED,
  };
}

/**
 * One unmeasured visit to every public page and list, as a shop that has been open a while has them
 * in its response cache (and its code warmed up). Searches are not warmed: most typed searches are
 * new to the cache, as in a real shop, and are answered from the database.
 */
export async function warmUp(plan: LoadPlan): Promise<void> {
  const paths = [
    '/',
    '/materials',
    '/my-materials',
    '/api/materials',
    '/api/materials/popular?limit=8',
    '/api/app-config',
    ...Array.from({ length: plan.listPages }, (_, page) => `/api/materials/search?page=${page + 1}`),
    ...plan.materialIds.flatMap((id) => [`/material/${id}`, `/api/materials/${id}`]),
  ];
  for (const url of paths) {
    const response = await fetch(`${plan.baseUrl}${url}`, { headers: { 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`warm-up: GET ${url} answered ${response.status}`);
  }
}
