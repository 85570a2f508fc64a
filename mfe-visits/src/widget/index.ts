// visits-widget.js: the tour booking for partner sites (see README, 'Embed the booking on your site').
import { defineNougatVisites } from './element.js';

// Only known while this script runs: where it came from, and so where its configuration lives.
const script = document.currentScript as HTMLScriptElement | null;
defineNougatVisites(script?.src ?? null);
