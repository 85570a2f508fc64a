// One way of saying it on every form of the site (issue 20, "one message style for required
// fields"): the same sentence for an empty required field, a bad e-mail and a bad phone, the same
// note about optional fields, and "(facultatif)" / "(optional)" after an optional field's label.
// Each remote keeps its texts in its own i18n files (they deploy alone); this test is the one
// place the house style is written, and fails on any form that drifts from it.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FRONT_ENDS = ['shell', 'mfe-catalog', 'mfe-checkout', 'mfe-account', 'mfe-visits', 'mfe-backoffice'];

export const HOUSE_STYLE = {
  fr: {
    required: 'Ce champ est obligatoire.',
    email: 'Indiquez une adresse e-mail valide, par exemple nom@exemple.fr.',
    phone: 'Indiquez un numéro de téléphone valide, par exemple 04 90 66 00 00.',
    requiredNote: 'Les champs sans mention « facultatif » sont obligatoires.',
    optional: /\(facultatif\b/,
    optionalWord: /facultati(f|ve)/i,
  },
  en: {
    required: 'This field is required.',
    email: 'Enter a valid e-mail address, for example name@example.com.',
    phone: 'Enter a valid phone number, for example +33 4 90 66 00 00.',
    requiredNote: 'Fields not marked "optional" are required.',
    optional: /\(optional\b/,
    optionalWord: /\boptional\b/i,
  },
};

/** Every i18n file of a language, in every front end (texts of pages excluded: they are prose). */
function textFiles(lang) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'pages' ? [] : walk(full);
      return entry.name === `${lang}.json` && full.includes(`${path.sep}i18n${path.sep}`) ? [full] : [];
    });
  return FRONT_ENDS.flatMap((pkg) => walk(path.join(ROOT, pkg, 'src')));
}

/** [key path, text] for every string of a texts file. */
function entries(value, at = []) {
  if (typeof value === 'string') return [[at, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => entries(inner, [...at, key]));
  return [];
}

/** A form's error sentences sit under "errors" (or the contact forms' "form"). */
const isFieldError = (keys, name) => keys.at(-1) === name && ['errors', 'form'].includes(keys.at(-2));

for (const lang of ['fr', 'en']) {
  const style = HOUSE_STYLE[lang];
  const texts = textFiles(lang).flatMap((file) =>
    entries(JSON.parse(readFileSync(file, 'utf8'))).map(([keys, text]) => ({ file: path.relative(ROOT, file), keys, text })),
  );

  test(`the front ends' ${lang} texts are found`, () => {
    assert.ok(new Set(texts.map((t) => t.file)).size >= 8, 'texts of every front end');
    assert.ok(texts.filter((t) => isFieldError(t.keys, 'required')).length >= 6, 'a required-field sentence in each form package');
  });

  for (const name of ['required', 'email', 'phone']) {
    test(`every form says the same for a ${name === 'required' ? 'required field left empty' : `bad ${name}`} (${lang})`, () => {
      const drift = texts.filter((t) => isFieldError(t.keys, name) && t.text !== style[name]).map((t) => `${t.file} ${t.keys.join('.')}: ${t.text}`);
      assert.deepEqual(drift, []);
    });
  }

  test(`every note about required fields is the same sentence (${lang})`, () => {
    const notes = texts.filter((t) => t.keys.at(-1) === 'requiredNote');
    assert.ok(notes.length >= 2);
    assert.deepEqual(
      notes.filter((t) => t.text !== style.requiredNote).map((t) => `${t.file} ${t.keys.join('.')}: ${t.text}`),
      [],
    );
  });

  test(`an optional field says so in brackets after its label (${lang})`, () => {
    const labels = texts.filter((t) => style.optionalWord.test(t.text) && t.text.length < 80 && t.keys.at(-1) !== 'requiredNote');
    assert.ok(labels.length >= 5);
    assert.deepEqual(
      labels.filter((t) => !style.optional.test(t.text)).map((t) => `${t.file} ${t.keys.join('.')}: ${t.text}`),
      [],
    );
  });
}
