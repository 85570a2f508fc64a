import type { Settings, User } from '@nougaterie/contracts';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 42,
    email: 'mireille@example.fr',
    firstname: 'Mireille',
    lastname: 'Arnaud',
    phone: '04 90 00 00 00',
    lang: 'fr',
    points: 12,
    created_at: '2025-03-14T10:00:00.000Z',
    ...overrides,
  };
}

export function someSettings(overrides: Partial<Settings> = {}): Settings {
  return { fidelite_from: 10, franco_port: 90, point_value: 0.1, ...overrides };
}
