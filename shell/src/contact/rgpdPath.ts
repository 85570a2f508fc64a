/**
 * The data protection policy, which the forms and the cookie banner link to: a module of its own,
 * so that the banner, on every page, does not bring the forms and final-form along.
 */
export { PRIVACY_POLICY_PATH as RGPD_PATH } from '@nougaterie/contracts';
