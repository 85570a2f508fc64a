// What the site shares as 'rxjs' (see FACADES in tooling/webpack.cjs): the core types and the
// functions the front ends use, not the whole library (46 KB minified shared whole).
// A front end needing another name adds it here, then the shell is rebuilt with it before that
// front end ships; scripts/shared-facades.test.mjs fails until it is.
export {
  Observable,
  Subject,
  BehaviorSubject,
  ReplaySubject,
  Subscription,
  of,
  from,
  combineLatest,
  firstValueFrom,
  map,
  filter,
  distinctUntilChanged,
} from 'nougaterie-whole-rxjs';
