// The entry that tooling/webpack.cjs (frameBootConfig) compiles into index.html's inline start-up
// script (frameBoot.ts says what it does). FRAME_EARLY_START is replaced at build time (webpack's
// DefinePlugin): false in the monolith, whose copy then holds no early-start code at all.
import { frameBoot } from './frameBoot';

declare const FRAME_EARLY_START: boolean;

frameBoot({ earlyStart: FRAME_EARLY_START });
