import { remToPx } from './remToPx.js';

const decl = (value: string) => ({ type: 'decl', value }) as Parameters<typeof remToPx>[0];

it('turns rem lengths into px at 16 px, leaving the rest alone', () => {
  const element = decl('margin:1.5rem 0 .25rem auto;');
  remToPx(element, 0, [], () => '');
  expect(element.value).toBe('margin:24px 0 4px auto;');
  const other = decl('font-family:Remington;');
  remToPx(other, 0, [], () => '');
  expect(other.value).toBe('font-family:Remington;');
});
