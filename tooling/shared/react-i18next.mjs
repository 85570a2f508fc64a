// What the site shares as 'react-i18next' (see FACADES in tooling/webpack.cjs): the hook, the
// provider and <Trans>, not the ICU, SSR and higher-order-component parts. A front end needing
// another name adds it here, then the shell is rebuilt with it before that front end ships;
// scripts/shared-facades.test.mjs fails until it is.
export {
  useTranslation,
  initReactI18next,
  I18nextProvider,
  I18nContext,
  Trans,
  getI18n,
} from 'nougaterie-whole-react-i18next';
