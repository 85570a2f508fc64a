import { ALLERGENS } from '@nougaterie/contracts';
import { ingredientParts } from '@nougaterie/contracts/rules';
import { NUTRIENTS, foodInfoProblems, type FoodInfoForm, type FoodInfoFormProblem } from '@nougaterie/contracts/admin';
import { Button, Field, FormAlert, formError, Modal, media, submitFocusingErrors, theme } from '@nougaterie/ui';
import type { TFunction } from 'i18next';
import { FORM_ERROR } from 'final-form';
import { useMemo, useState, type FormEvent } from 'react';
import { Form, Field as FormField } from 'react-final-form';
import styled from 'styled-components';
import { errorMessage } from '../common/errors.js';
import { checkboxProps } from '../common/fields.js';
import { numberText, parseNumber } from '../common/format.js';
import { Actions, Announce, LoadState, Panel } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

/*
 * A product's food information (regulation (EU) 1169/2011 art. 9 and 14), which its shop page
 * shows before purchase: the ingredients with each allergen marked `{id:words}` (shown in bold),
 * the allergens and possible traces, the net quantity, storage, best-before, and the nutrition
 * declaration per 100 g. Checked with contracts' foodInfoProblems (the api's own rules) before
 * the api is asked: a product holding an allergen cannot be saved without it.
 */

type Nutrient = 'energy_kj' | 'energy_kcal' | (typeof NUTRIENTS)[number];
const NUTRITION_FIELDS: Nutrient[] = ['energy_kj', 'energy_kcal', ...NUTRIENTS];

/** The form as typed: numbers as text (French commas welcome). */
export interface FoodValues {
  ingredients_fr: string;
  ingredients_en: string;
  allergens: string[];
  traces: string[];
  net_quantity_g: string;
  storage_fr: string;
  storage_en: string;
  best_before_fr: string;
  best_before_en: string;
  /** Annex V's exemption (teas and infusions): no nutrition declaration. */
  exempt: boolean;
  /** Flat names (nutrition_fat...), so that a refused one is found and focused by its name. */
  nutrition: Record<Nutrient, string>;
}

/** A nutrient's field name in the form. */
const fieldOf = (name: Nutrient) => `nutrition_${name}`;
type FlatValues = Omit<FoodValues, 'nutrition'> & Record<string, unknown>;

const EMPTY_NUTRITION = Object.fromEntries(NUTRITION_FIELDS.map((name) => [name, ''])) as Record<Nutrient, string>;

/** The form's flat values ↔ FoodValues. */
const flatten = ({ nutrition, ...rest }: FoodValues): FlatValues => ({
  ...rest,
  ...Object.fromEntries(NUTRITION_FIELDS.map((name) => [fieldOf(name), nutrition[name]])),
});
const unflatten = (flat: FlatValues): FoodValues => ({
  ...(flat as unknown as FoodValues),
  nutrition: Object.fromEntries(NUTRITION_FIELDS.map((name) => [name, (flat[fieldOf(name)] as string | undefined) ?? ''])) as Record<Nutrient, string>,
});

export function foodValuesOf(info: FoodInfoForm | null): FoodValues {
  if (!info) {
    return {
      ingredients_fr: '',
      ingredients_en: '',
      allergens: [],
      traces: [],
      net_quantity_g: '',
      storage_fr: '',
      storage_en: '',
      best_before_fr: '',
      best_before_en: '',
      exempt: false,
      nutrition: EMPTY_NUTRITION,
    };
  }
  const n = info.nutrition;
  return {
    ...info,
    net_quantity_g: String(info.net_quantity_g),
    exempt: n === null,
    nutrition: n ? (Object.fromEntries(NUTRITION_FIELDS.map((name) => [name, numberText(n[name])])) as Record<Nutrient, string>) : EMPTY_NUTRITION,
  };
}

/** What the api is sent. */
export function foodFormOf(values: FoodValues): FoodInfoForm {
  const nutrition = values.nutrition ?? EMPTY_NUTRITION;
  return {
    ingredients_fr: (values.ingredients_fr ?? '').trim(),
    ingredients_en: (values.ingredients_en ?? '').trim(),
    allergens: values.allergens ?? [],
    traces: values.traces ?? [],
    net_quantity_g: parseNumber(values.net_quantity_g ?? ''),
    storage_fr: (values.storage_fr ?? '').trim(),
    storage_en: (values.storage_en ?? '').trim(),
    best_before_fr: (values.best_before_fr ?? '').trim(),
    best_before_en: (values.best_before_en ?? '').trim(),
    nutrition: values.exempt
      ? null
      : (Object.fromEntries(NUTRITION_FIELDS.map((name) => [name, parseNumber(nutrition[name] ?? '')])) as NonNullable<FoodInfoForm['nutrition']>),
  };
}

/** A problem in the staff member's language, naming the allergens it is about. */
function problemText(problem: FoodInfoFormProblem, t: TFunction): string {
  const names = (problem.allergens ?? []).map((id) => t(`allergen.${id}`)).join(', ');
  return t(`food.errors.${problem.problem}`, { names, example: '{nuts:amandes}' });
}

function validate(values: FlatValues, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const problem of foodInfoProblems(foodFormOf(unflatten(values)))) {
    errors[problem.field.replace('.', '_')] ??= problemText(problem, t);
  }
  return errors;
}

const Pair = styled.div`
  display: grid;
  gap: 0 1rem;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;
/** As many columns of numbers as fit the panel (two on a phone), each input shrinking to its column. */
const Numbers = styled.div`
  display: grid;
  gap: 0 1rem;
  align-items: end;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 7.5rem), 1fr));
  > * {
    min-width: 0;
  }
  input {
    min-width: 0;
    width: 100%;
  }
`;
const Fieldset = styled.fieldset`
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  margin: 0 0 1rem;
  padding: 0.75rem 1rem 0.25rem;
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0 0.25rem;
  }
  > p {
    margin: 0 0 0.75rem;
    font-size: 0.95rem;
  }
`;
const Boxes = styled.ul`
  list-style: none;
  margin: 0 0 0.5rem;
  padding: 0;
  columns: 13rem auto;
  column-gap: 1.5rem;
  li {
    break-inside: avoid;
  }
`;
const Check = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  min-height: 44px;
  padding: 0.5rem 0;
  input {
    margin-top: 0.2rem;
    width: 1.1rem;
    height: 1.1rem;
    flex: none;
  }
  code {
    font-size: 0.85rem;
    color: ${theme.colors.inkSoft};
  }
`;
const Hint = styled.p`
  margin: -0.6rem 0 1rem;
  font-size: 0.9rem;
  color: ${theme.colors.inkSoft};
  overflow-wrap: anywhere;
`;
const Preview = styled.p`
  margin: -0.6rem 0 1rem;
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;
const ErrorText = styled.p`
  margin: 0 0 0.75rem;
  color: ${theme.colors.danger};
  font-size: 0.9rem;
`;

type Meta = { error?: unknown; touched?: boolean; submitFailed?: boolean };
const shown = (meta: Meta) => (meta.error && (meta.touched || meta.submitFailed) ? (meta.error as string) : undefined);

function TextField({ name, label, multiline, inputMode }: { name: string; label: string; multiline?: boolean; inputMode?: 'decimal' | 'numeric' }) {
  return (
    <FormField<string> name={name}>
      {({ input, meta }) => <Field {...input} multiline={multiline} inputMode={inputMode} autoComplete="off" label={label} error={shown(meta)} />}
    </FormField>
  );
}

/** The list as the shop's page will show it: the marked allergens in bold. */
function IngredientsPreview({ name, label }: { name: 'ingredients_fr' | 'ingredients_en'; label: string }) {
  return (
    <FormField<string> name={name} subscription={{ value: true }}>
      {({ input: { value } }) =>
        value?.trim() ? (
          <Preview>
            {label} {ingredientParts(value).map((part, i) => (part.allergen ? <strong key={i}>{part.text}</strong> : <span key={i}>{part.text}</span>))}
          </Preview>
        ) : null
      }
    </FormField>
  );
}

/** The 14 allergens of annex II, each a box; its id is what the ingredients' marks use. */
function AllergenBoxes({ name, legend, intro }: { name: 'allergens' | 'traces'; legend: string; intro: string }) {
  const { t } = useT();
  const id = `food-${name}-error`;
  return (
    <FormField<string[]> name={name} subscription={{ error: true, touched: true, submitFailed: true }}>
      {({ meta }) => {
        const error = shown(meta);
        return (
          <Fieldset aria-describedby={error ? id : undefined}>
            <legend>{legend}</legend>
            <p>{intro}</p>
            <Boxes>
              {ALLERGENS.map((allergen) => (
                <li key={allergen}>
                  <FormField<string> name={name} type="checkbox" value={allergen}>
                    {({ input }) => (
                      <Check>
                        <input {...input} />{' '}
                        <span>
                          {t(`allergen.${allergen}`)} <code>{allergen}</code>
                        </span>
                      </Check>
                    )}
                  </FormField>
                </li>
              ))}
            </Boxes>
            {error && (
              <ErrorText id={id} role="alert">
                {error}
              </ErrorText>
            )}
          </Fieldset>
        );
      }}
    </FormField>
  );
}

function FoodForm({ initial, onSave }: { initial: FoodValues; onSave: (form: FoodInfoForm) => Promise<void> }) {
  const { t } = useT();
  const { endsSession } = useStaff();
  const flat = useMemo(() => flatten(initial), [initial]);
  const onSubmit = async (values: FlatValues) => {
    try {
      await onSave(foodFormOf(unflatten(values)));
      return undefined;
    } catch (failure) {
      if (endsSession(failure)) return undefined;
      return { [FORM_ERROR]: errorMessage(failure, t, 'food.failed') };
    }
  };
  return (
    <Form<FlatValues> initialValues={flat} validate={(values) => validate(values, t)} onSubmit={onSubmit}>
      {({ handleSubmit, submitting, submitError, form, values }) => (
        <form
          aria-label={t('food.formLabel')}
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => submitFocusingErrors(handleSubmit, () => form.getState().errors)(event)}
        >
          <FormAlert message={formError(submitError)} />
          <TextField name="ingredients_fr" label={t('food.ingredientsFr')} multiline />
          <IngredientsPreview name="ingredients_fr" label={t('food.preview')} />
          <TextField name="ingredients_en" label={t('food.ingredientsEn')} multiline />
          <IngredientsPreview name="ingredients_en" label={t('food.preview')} />
          <Hint>{t('food.marksHint', { example: '{nuts:amandes}, {eggs:blanc d’œuf}, {milk:beurre}' })}</Hint>
          <AllergenBoxes name="allergens" legend={t('food.allergens')} intro={t('food.allergensIntro')} />
          <AllergenBoxes name="traces" legend={t('food.traces')} intro={t('food.tracesIntro')} />
          <TextField name="net_quantity_g" inputMode="numeric" label={t('food.netQuantity')} />
          <Pair>
            <TextField name="storage_fr" label={t('food.storageFr')} multiline />
            <TextField name="storage_en" label={t('food.storageEn')} multiline />
          </Pair>
          <Pair>
            <TextField name="best_before_fr" label={t('food.bestBeforeFr')} multiline />
            <TextField name="best_before_en" label={t('food.bestBeforeEn')} multiline />
          </Pair>
          <Fieldset>
            <legend>{t('food.nutrition')}</legend>
            <FormField<boolean> name="exempt" type="checkbox">
              {({ input }) => (
                <Check>
                  <input {...checkboxProps(input)} type="checkbox" /> <span>{t('food.exempt')}</span>
                </Check>
              )}
            </FormField>
            {!values.exempt && (
              <Numbers>
                {NUTRITION_FIELDS.map((name) => (
                  <TextField key={name} name={fieldOf(name)} inputMode="decimal" label={t(`food.nutrient.${name}`)} />
                ))}
              </Numbers>
            )}
          </Fieldset>
          <Button type="submit" disabled={submitting} aria-busy={submitting}>
            {t('food.save')}
          </Button>
        </form>
      )}
    </Form>
  );
}

/** "Not food" (the empty tin): the product page then shows no food information. */
function NotFood({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => setOpen(true)}>
        {t('food.remove')}
      </Button>
      <Modal open={open} title={t('food.removeTitle')} closeLabel={t('app.close')} onClose={() => setOpen(false)}>
        <p>{t('food.removeText')}</p>
        <Actions>
          <Button
            type="button"
            disabled={busy}
            aria-busy={busy}
            onClick={() => {
              setBusy(true);
              void onConfirm().finally(() => {
                setBusy(false);
                setOpen(false);
              });
            }}
          >
            {t('food.removeConfirm')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
            {t('app.cancel')}
          </Button>
        </Actions>
      </Modal>
    </>
  );
}

/** The product page's food information panel. */
export function FoodInfoPanel({ productId }: { productId: number }) {
  const { t } = useT();
  const { api, endsSession } = useStaff();
  const { data, error, reload, replace } = useAdminData(`food-info:${productId}`, () => api.foodInfo(productId));
  const [adding, setAdding] = useState(false);
  const [saves, setSaves] = useState(0);
  const [notice, setNotice] = useState<{ message: string; tone: 'ok' | 'error' } | null>(null);

  const remove = async () => {
    setNotice(null);
    try {
      replace(await api.deleteFoodInfo(productId));
      setAdding(false);
      setNotice({ message: t('food.removed'), tone: 'ok' });
    } catch (failure) {
      if (!endsSession(failure)) setNotice({ message: errorMessage(failure, t, 'food.failed'), tone: 'error' });
    }
  };

  return (
    <Panel aria-labelledby="product-food">
      <h2 id="product-food">{t('food.title')}</h2>
      <p>{t('food.intro')}</p>
      <Announce message={notice?.message ?? null} tone={notice?.tone} />
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : data.food_info === null && !adding ? (
        <>
          <p>{t('food.none')}</p>
          <Button type="button" onClick={() => setAdding(true)}>
            {t('food.add')}
          </Button>
        </>
      ) : (
        <>
          <FoodForm
            key={saves}
            initial={foodValuesOf(data.food_info)}
            onSave={async (form) => {
              setNotice(null);
              replace(await api.updateFoodInfo(productId, form));
              setSaves((n) => n + 1);
              setNotice({ message: t('food.saved'), tone: 'ok' });
            }}
          />
          {data.food_info !== null && <NotFood onConfirm={remove} />}
        </>
      )}
    </Panel>
  );
}
