import { isApiError } from '@nougaterie/contracts';
import {
  PRODUCT_LIMITS,
  PRODUCT_VAT_RATES,
  productProblems,
  slugFromName,
  type AdminProduct,
  type ProductForm as ProductFormData,
} from '@nougaterie/contracts/admin';
import { Button, Field, FormAlert, formError, media, submitFocusingErrors, theme } from '@nougaterie/ui';
import { FORM_ERROR, type FormApi } from 'final-form';
import { useRef, type FormEvent } from 'react';
import { Form, Field as FormField } from 'react-final-form';
import styled from 'styled-components';
import { errorMessage } from '../common/errors.js';
import { parseNumber } from '../common/format.js';
import { SelectField, checkboxProps } from '../common/fields.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';
import { useCategories, type CategoryChoice } from './categories.js';
import { vatText } from './describe.js';

/** The form as typed: numbers as text (French commas welcome), the categories ticked and the main one. */
export interface ProductValues {
  name_fr: string;
  name_en: string;
  description_fr: string;
  description_en: string;
  slug: string;
  categories: string[];
  main_category: string;
  price: string;
  discount_percent: string;
  vat_rate: string;
  weight_g: string;
  stock: string;
  low_stock_threshold: string;
  featured: boolean;
  hidden: boolean;
}

/** A new product: food's VAT rate (nougat, honey, sweets), no stock yet, on sale once saved. */
export const EMPTY_PRODUCT: ProductValues = {
  name_fr: '',
  name_en: '',
  description_fr: '',
  description_en: '',
  slug: '',
  categories: [],
  main_category: '',
  price: '',
  discount_percent: '',
  vat_rate: '550',
  weight_g: '',
  stock: '0',
  low_stock_threshold: '5',
  featured: false,
  hidden: false,
};

/** Euros as typed in France: 12, 12,50. */
const euros = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace('.', ','));

export function valuesOf(product: AdminProduct): ProductValues {
  return {
    name_fr: product.name_fr,
    name_en: product.name_en,
    description_fr: product.description_fr,
    description_en: product.description_en,
    slug: product.slug,
    categories: product.categories,
    main_category: product.categories[0] ?? '',
    price: euros(product.price),
    discount_percent: product.discount_percent === null ? '' : String(product.discount_percent),
    vat_rate: String(product.vat_rate),
    weight_g: String(product.weight_g),
    stock: String(product.stock),
    low_stock_threshold: String(product.low_stock_threshold),
    featured: product.featured,
    hidden: product.hidden,
  };
}

const number = parseNumber;

/** What the api is sent: the main category first, then the others in the order they were ticked. */
export function formOf(values: ProductValues, stockSeen: number | null): ProductFormData {
  const ticked = values.categories ?? [];
  const main = ticked.includes(values.main_category) ? values.main_category : ticked[0];
  return {
    name_fr: (values.name_fr ?? '').trim(),
    name_en: (values.name_en ?? '').trim(),
    description_fr: (values.description_fr ?? '').trim(),
    description_en: (values.description_en ?? '').trim(),
    slug: (values.slug ?? '').trim(),
    categories: main ? [main, ...ticked.filter((slug) => slug !== main)] : [],
    price: number(values.price ?? ''),
    discount_percent: (values.discount_percent ?? '').trim() ? number(values.discount_percent) : null,
    vat_rate: Number(values.vat_rate),
    weight_g: number(values.weight_g ?? ''),
    stock: number(values.stock ?? ''),
    stock_seen: stockSeen,
    low_stock_threshold: number(values.low_stock_threshold ?? ''),
    featured: Boolean(values.featured),
    hidden: Boolean(values.hidden),
  };
}

/** Contracts' rules (the api's own), each problem shown under its field as an i18n key. */
function validate(values: ProductValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, problem } of productProblems(formOf(values, null))) {
    errors[field === 'stock_seen' ? 'stock' : field] ??= `products.errors.${problem}`;
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
/** Aligned on their inputs: a label that wraps in a narrow column pushes its input no lower than the others. */
const Numbers = styled.div`
  display: grid;
  gap: 0 1rem;
  align-items: end;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
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
/** One block per top category with its children under it, in as many columns as fit. */
const Groups = styled.ul`
  list-style: none;
  margin: 0 0 0.75rem;
  padding: 0;
  columns: 14rem auto;
  column-gap: 1.5rem;
  > li {
    break-inside: avoid;
    margin-bottom: 0.5rem;
  }
  > li > label {
    font-weight: 600;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0 0 0 1.5rem;
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
`;
const Hint = styled.p`
  margin: -0.6rem 0 1rem;
  font-size: 0.9rem;
  color: ${theme.colors.inkSoft};
`;
const ErrorText = styled.p`
  margin: 0 0 0.75rem;
  color: ${theme.colors.danger};
  font-size: 0.9rem;
`;

type Meta = { error?: unknown; touched?: boolean; submitFailed?: boolean; submitError?: unknown; dirtySinceLastSubmit?: boolean };

/** Ours are keys, the api's refusals sentences already in the staff member's language. */
function useShown() {
  const { t } = useT();
  return (meta: Meta): string | undefined => {
    if (meta.error && (meta.touched || meta.submitFailed)) return t(meta.error as string);
    if (meta.submitError && !meta.dirtySinceLastSubmit) return meta.submitError as string;
    return undefined;
  };
}

/** A text or a textarea whose error may also be the api's (a slug taken, a stock that moved). */
function ProductField({
  name,
  label,
  multiline,
  onValue,
  inputMode,
  spellCheck,
}: {
  name: string;
  label: string;
  multiline?: boolean;
  onValue?: (value: string) => void;
  inputMode?: 'decimal' | 'numeric';
  spellCheck?: boolean;
}) {
  const shown = useShown();
  return (
    <FormField<string> name={name}>
      {({ input, meta }) => (
        <Field
          {...input}
          onChange={(event) => {
            input.onChange(event);
            onValue?.(event.target.value);
          }}
          multiline={multiline}
          inputMode={inputMode}
          spellCheck={spellCheck}
          autoComplete="off"
          label={label}
          error={shown(meta)}
        />
      )}
    </FormField>
  );
}

/** A yes-or-no of the form. */
function CheckField({ name, label }: { name: string; label: string }) {
  return (
    <FormField<boolean> name={name} type="checkbox">
      {({ input }) => (
        <Check>
          <input {...checkboxProps(input)} type="checkbox" /> <span>{label}</span>
        </Check>
      )}
    </FormField>
  );
}

/** The categories ticked, and the main one among them (the product's address and breadcrumbs). */
function CategoriesField({ choices, form }: { choices: CategoryChoice[]; form: FormApi<ProductValues> }) {
  const { t } = useT();
  const shown = useShown();
  // Ticking the first category makes it the main one; unticking the main one passes the title on.
  const keepMain = () => {
    const { categories = [], main_category } = form.getState().values;
    if (!categories.includes(main_category)) form.change('main_category', categories[0] ?? '');
  };
  const box = (choice: CategoryChoice) => (
    <FormField<string> name="categories" type="checkbox" value={choice.slug}>
      {({ input }) => (
        <Check>
          <input
            {...input}
            onChange={(event) => {
              input.onChange(event);
              keepMain();
            }}
          />{' '}
          <span>{choice.name}</span>
        </Check>
      )}
    </FormField>
  );
  // The flat list cut where each top category starts (grandchildren stay with their top category).
  const groups = choices.reduce<CategoryChoice[][]>((all, choice) => {
    if (choice.depth === 0 || all.length === 0) all.push([choice]);
    else all[all.length - 1].push(choice);
    return all;
  }, []);
  return (
    <FormField<string[]> name="categories" subscription={{ value: true, error: true, touched: true, submitFailed: true }}>
      {({ input: { value }, meta }) => {
        const error = shown(meta);
        const ticked = (value || []).map((slug) => choices.find((choice) => choice.slug === slug) ?? { slug, name: slug, label: slug, depth: 0 });
        return (
          <Fieldset aria-describedby={error ? 'product-categories-error' : undefined}>
            <legend>{t('products.form.categories')}</legend>
            <p>{t('products.form.categoriesHint', { max: PRODUCT_LIMITS.categories.max })}</p>
            <Groups>
              {groups.map(([top, ...children]) => (
                <li key={top.slug}>
                  {box(top)}
                  {children.length > 0 && (
                    <ul>
                      {children.map((child) => (
                        <li key={child.slug}>{box(child)}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </Groups>
            {error && (
              <ErrorText id="product-categories-error" role="alert">
                {error}
              </ErrorText>
            )}
            {ticked.length > 1 && (
              <SelectField name="main_category" label={t('products.form.mainCategory')}>
                {ticked.map((choice) => (
                  <option key={choice.slug} value={choice.slug}>
                    {choice.label}
                  </option>
                ))}
              </SelectField>
            )}
          </Fieldset>
        );
      }}
    </FormField>
  );
}

/** The api's refusals that belong to one field: shown under it, the rest above the form. */
const FIELD_OF_CODE: Record<string, keyof ProductValues> = {
  PRODUCT_SLUG_TAKEN: 'slug',
  PRODUCT_STOCK_CHANGED: 'stock',
};

/**
 * A product's form, for a new product and an existing one: checked with contracts' rules before
 * the api is asked; the api's refusals (a slug taken, a stock that orders moved) shown under their
 * field, the typed values kept. On a new product the slug follows the French name until staff
 * write one themselves.
 */
export function ProductForm({
  initial,
  stockSeen,
  suggestSlug,
  oldSlugNote,
  submitLabel,
  onSave,
  onStockMoved,
}: {
  initial: ProductValues;
  /** The stock the form was opened with (an existing product), else null. */
  stockSeen: number | null;
  suggestSlug: boolean;
  /** On an existing product: a changed slug leaves the old address redirecting. */
  oldSlugNote: boolean;
  submitLabel: string;
  onSave: (form: ProductFormData) => Promise<void>;
  /** The stock now, asked again after the api said orders moved it, so that a second save knows it. */
  onStockMoved?: () => Promise<number>;
}) {
  const { t } = useT();
  const { lang, endsSession } = useStaff();
  const { choices } = useCategories();
  const slugEdited = useRef(!suggestSlug);
  const seen = useRef(stockSeen);

  // Categories the product has that the shop's list lacks (not loaded yet): kept, named by slug.
  const offered: CategoryChoice[] = [
    ...choices,
    ...initial.categories.filter((slug) => !choices.some((choice) => choice.slug === slug)).map((slug) => ({ slug, name: slug, label: slug, depth: 0 })),
  ];

  const onSubmit = async (values: ProductValues) => {
    try {
      await onSave(formOf(values, seen.current));
      return undefined;
    } catch (failure) {
      if (endsSession(failure)) return undefined;
      const message = errorMessage(failure, t, 'products.form.failed');
      const code = isApiError(failure) ? failure.code : undefined;
      const field = code ? FIELD_OF_CODE[code] : undefined;
      if (!field) return { [FORM_ERROR]: message };
      if (code === 'PRODUCT_STOCK_CHANGED' && onStockMoved) {
        try {
          seen.current = await onStockMoved();
        } catch {
          // Still refused at the next save, which says so again.
        }
      }
      return { [FORM_ERROR]: t('products.form.seeField'), [field]: message };
    }
  };

  return (
    <Form<ProductValues> initialValues={initial} validate={validate} onSubmit={onSubmit}>
      {({ handleSubmit, submitting, submitError, form }) => {
        // The rules' refusals focus their first field at once; the api's, once it has answered.
        const submit = async (event: FormEvent<HTMLFormElement>) => {
          const element = event.currentTarget;
          let pending: unknown;
          submitFocusingErrors(
            (submitted) => (pending = handleSubmit(submitted)),
            () => form.getState().errors,
          )(event);
          await pending;
          const refused = form.getState().submitErrors ?? {};
          const first = Object.keys(refused).find((name) => name !== FORM_ERROR);
          if (first) (element.elements.namedItem(first) as HTMLElement | null)?.focus();
        };
        return (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <FormAlert message={formError(submitError)} />
            <Pair>
              <ProductField
                name="name_fr"
                label={t('products.form.nameFr')}
                onValue={(name) => {
                  if (!slugEdited.current) form.change('slug', slugFromName(name));
                }}
              />
              <ProductField name="name_en" label={t('products.form.nameEn')} />
            </Pair>
            <ProductField
              name="slug"
              label={t('products.form.slug')}
              spellCheck={false}
              onValue={(slug) => {
                // Emptied, the field follows the name again.
                slugEdited.current = !suggestSlug || slug.trim() !== '';
              }}
            />
            <Hint>{t(oldSlugNote ? 'products.form.slugRedirect' : 'products.form.slugHint')}</Hint>
            <Pair>
              <ProductField name="description_fr" label={t('products.form.descriptionFr')} multiline />
              <ProductField name="description_en" label={t('products.form.descriptionEn')} multiline />
            </Pair>
            <CategoriesField choices={offered} form={form} />
            <Numbers>
              <ProductField name="price" inputMode="decimal" label={t('products.form.price')} />
              <ProductField name="discount_percent" inputMode="numeric" label={t('products.form.discount')} />
              <SelectField name="vat_rate" label={t('products.form.vatRate')}>
                {PRODUCT_VAT_RATES.map((rate) => (
                  <option key={rate} value={String(rate)}>
                    {vatText(rate, lang)}
                  </option>
                ))}
              </SelectField>
              <ProductField name="weight_g" inputMode="numeric" label={t('products.form.weight')} />
              <ProductField name="stock" inputMode="numeric" label={t('products.form.stock')} />
              <ProductField name="low_stock_threshold" inputMode="numeric" label={t('products.form.lowStockThreshold')} />
            </Numbers>
            <CheckField name="featured" label={t('products.form.featured')} />
            <CheckField name="hidden" label={t('products.form.hidden')} />
            <Button type="submit" disabled={submitting} aria-busy={submitting}>
              {submitLabel}
            </Button>
          </form>
        );
      }}
    </Form>
  );
}
