describe('the contracts schemas', () => {
  it('parse without compiling code, which the Content-Security-Policy of the site forbids', async () => {
    // Classic zod compiles object parsers with new Function, after a probe that the browser
    // reports as a CSP violation even though zod catches it; zod/mini's objects never do.
    const compile = jest.spyOn(globalThis, 'Function');
    const { basketSchema, userSchema } = await import('./schemas/index.js');
    const { aBasket, aUser } = await import('./test/fixtures.js');
    for (let i = 0; i < 3; i++) {
      expect(basketSchema.parse(aBasket())).toEqual(aBasket());
      expect(userSchema.safeParse(aUser()).success).toBe(true);
    }
    expect(compile).not.toHaveBeenCalled();
  });
});
