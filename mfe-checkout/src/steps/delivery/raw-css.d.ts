/** A stylesheet imported as text (webpack's asset/source for `?raw`): the map's own CSS, injected with it. */
declare module '*.css?raw' {
  const text: string;
  export default text;
}
