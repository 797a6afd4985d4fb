/** The seeded demo logins (decisions §13), present whenever a system runs with TEZGAH_ENV=demo. */
export const DEMO_PASSWORD = 'tezgah-demo-1';

export const DEMO_TENANT = 'demo';
export const OTHER_TENANT = 'other';

export const DEMO_USERS = {
  owner: 'owner@demo.tezgah.dev',
  admin: 'admin@demo.tezgah.dev',
  staff: 'staff@demo.tezgah.dev',
  viewer: 'viewer@demo.tezgah.dev',
  otherOwner: 'owner@other.tezgah.dev',
} as const;
