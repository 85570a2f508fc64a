/** @jest-environment node */
import { nextTask } from './nextTask';

describe('nextTask', () => {
  it('resolves in a later task, once every microtask of this one has run', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    let chain = Promise.resolve();
    for (let i = 0; i < 20; i += 1) chain = chain.then(() => void order.push('microtask'));
    await done;
    expect(order).toEqual([...Array(20).fill('microtask'), 'next task']);
  });
});
