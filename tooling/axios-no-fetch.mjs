// Stands in for axios/lib/adapters/fetch.js in the browser builds (tooling/webpack.cjs,
// axiosWithoutFetch): axios tries its adapters in the order xhr, http, fetch, and every browser
// has XMLHttpRequest, so the fetch adapter (about 4 KB gzip) would never run. `false` is axios's
// own word for an adapter "not supported by the environment".
export const getFetch = () => false;
export default false;
