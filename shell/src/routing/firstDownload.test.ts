// What the shell's first download holds is what App imports (index.ts and bootstrap.tsx add the
// federation runtime and the start-up): the showcase pages and the forms must come on demand.
const mockLoaded = new Set<string>();

jest.mock('react-final-form', () => {
  mockLoaded.add('react-final-form');
  return jest.requireActual<object>('react-final-form');
});
jest.mock('../pages/showcase/ShowcasePage', () => {
  mockLoaded.add('ShowcasePage');
  return jest.requireActual<object>('../pages/showcase/ShowcasePage');
});

it('holds neither the showcase pages nor the forms with final-form', async () => {
  await import('../App');
  expect([...mockLoaded]).toEqual([]);
});

it('still reaches them (the probes above work)', async () => {
  await import('../i18n/setup').then(({ initI18n }) => initI18n('fr'));
  await import('../pages/showcase/loadShowcasePage').then(({ loadShowcasePage }) => loadShowcasePage('contact'));
  expect([...mockLoaded].sort()).toEqual(['ShowcasePage', 'react-final-form']);
});
