// What the site shares as 'react-i18next' (see FACADES in tooling/webpack.cjs): the hook and the
// provider, not <Trans> (and its HTML parser), the ICU, SSR and higher-order-component parts. A
// page needing <Trans> imports it from 'react-i18next/TransWithoutContext' and passes it `t` and
// `i18n`: it comes in that page's own chunk. A front end needing
// another name adds it here, then the shell is rebuilt with it before that front end ships;
// scripts/shared-facades.test.mjs fails until it is.
export { useTranslation, initReactI18next, I18nextProvider, I18nContext, getI18n } from 'nougaterie-whole-react-i18next';
