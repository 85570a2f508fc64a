import { PHOTO_LIMITS, PHOTO_TYPES, type AdminPhoto, type ProductPhotos } from '@nougaterie/contracts/admin';
import { Field, FieldFrame, Modal, theme } from '@nougaterie/ui';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../common/errors.js';
import { Actions, Announce, LoadState, Panel, SmallButton } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

const List = styled.ol`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;
/** The thumbnail beside its texts and buttons; under each other on a narrow phone. */
const Item = styled.li`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: 0.75rem;
  padding-bottom: 1rem;
  border-bottom: 1px solid ${theme.colors.line};
  img {
    display: block;
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${theme.radius};
    background: ${theme.colors.almond};
  }
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }
  /* The texts' column is what is left beside the thumbnail: inputs shrink to it on a 375 px phone. */
  form {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
  }
  input {
    min-width: 0;
  }
`;
const Upload = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0 0.5rem;
  > div {
    flex: 1 1 14rem;
    min-width: 0;
  }
  input[type='file'] {
    min-width: 0;
    width: 100%;
  }
  > button {
    margin-bottom: 1rem;
  }
`;

const ACCEPT = PHOTO_TYPES.join(',');

/** One photo: its thumbnail, its place, its alt texts, its buttons. */
function PhotoItem({
  photo,
  index,
  count,
  busy,
  onMove,
  onAlt,
  onDelete,
}: {
  photo: AdminPhoto;
  index: number;
  count: number;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onAlt: (photo: AdminPhoto, alt: { alt_fr: string; alt_en: string }) => void;
  onDelete: (photo: AdminPhoto) => void;
}) {
  const { t } = useT();
  const [altFr, setAltFr] = useState(photo.alt_fr);
  const [altEn, setAltEn] = useState(photo.alt_en);
  const title = photo.main ? t('products.photos.main') : t('products.photos.number', { n: index + 1 });
  const save = (event: FormEvent) => {
    event.preventDefault();
    onAlt(photo, { alt_fr: altFr, alt_en: altEn });
  };
  return (
    <Item>
      <img src={photo.thumb} alt={photo.alt_fr || t('products.photos.number', { n: index + 1 })} width={96} height={96} loading="lazy" />
      <div>
        <h3>{title}</h3>
        <p>{t('products.photos.size', { width: photo.width, height: photo.height })}</p>
        <Actions>
          {!photo.main && (
            <SmallButton type="button" $variant="secondary" disabled={busy} onClick={() => onMove(index, 0)}>
              {t('products.photos.makeMain')}
            </SmallButton>
          )}
          <SmallButton
            type="button"
            $variant="secondary"
            disabled={busy || index === 0}
            onClick={() => onMove(index, index - 1)}
            aria-label={t('products.photos.upLabel', { n: index + 1 })}
          >
            {t('products.photos.up')}
          </SmallButton>
          <SmallButton
            type="button"
            $variant="secondary"
            disabled={busy || index === count - 1}
            onClick={() => onMove(index, index + 1)}
            aria-label={t('products.photos.downLabel', { n: index + 1 })}
          >
            {t('products.photos.down')}
          </SmallButton>
          <SmallButton
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() => onDelete(photo)}
            aria-label={t('products.photos.deleteLabel', { n: index + 1 })}
          >
            {t('products.photos.delete')}
          </SmallButton>
        </Actions>
        <form onSubmit={save} aria-label={t('products.photos.altFormLabel', { n: index + 1 })}>
          <Field label={t('products.photos.altFr')} value={altFr} maxLength={PHOTO_LIMITS.alt.max} onChange={(e) => setAltFr(e.target.value)} />
          <Field label={t('products.photos.altEn')} value={altEn} maxLength={PHOTO_LIMITS.alt.max} onChange={(e) => setAltEn(e.target.value)} />
          <div>
            <SmallButton type="submit" disabled={busy || (altFr === photo.alt_fr && altEn === photo.alt_en)}>
              {t('products.photos.saveAlt')}
            </SmallButton>
          </div>
        </form>
      </div>
    </Item>
  );
}

/**
 * A product's photos: upload (JPEG, PNG or WebP, 10 MB at most; the api checks the bytes), in
 * their order, the first one the main one; alt texts in both languages; delete once confirmed.
 */
export function PhotosPanel({ productId, name }: { productId: number; name: string }) {
  const { t } = useT();
  const { api, endsSession } = useStaff();
  const { data, error, reload, replace } = useAdminData(`product-photos:${productId}`, () => api.productPhotos(productId));
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [doomed, setDoomed] = useState<AdminPhoto | null>(null);
  const file = useRef<HTMLInputElement>(null);

  const run = async (work: () => Promise<ProductPhotos>, doneKey: string, failedKey: string) => {
    setBusy(true);
    setNotice(null);
    setFailed(null);
    try {
      replace(await work());
      setNotice(t(doneKey));
      return true;
    } catch (caught) {
      if (!endsSession(caught)) setFailed(errorMessage(caught, t, failedKey));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    setNotice(null);
    // Said at once rather than after sending 30 MB; the api checks again, from the bytes.
    if (!chosen) return setFailed(t('products.photos.errors.none'));
    if (!(PHOTO_TYPES as readonly string[]).includes(chosen.type)) return setFailed(t('products.photos.errors.type'));
    if (chosen.size > PHOTO_LIMITS.bytes) return setFailed(t('products.photos.errors.tooLarge'));
    if (await run(() => api.uploadPhoto(productId, chosen, chosen.name), 'products.photos.uploaded', 'products.photos.errors.failed')) {
      if (file.current) file.current.value = '';
    }
  };

  const move = (from: number, to: number) => {
    if (!data) return;
    const ids = data.photos.map((photo) => photo.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved);
    void run(() => api.orderPhotos(productId, { ids }), to === 0 ? 'products.photos.mainDone' : 'products.photos.moved', 'products.photos.errors.failed');
  };

  return (
    <Panel aria-labelledby="product-photos">
      <h2 id="product-photos">{t('products.photos.title')}</h2>
      <p>{t('products.photos.intro', { max: PHOTO_LIMITS.perProduct })}</p>
      <Upload onSubmit={(event) => void upload(event)}>
        <FieldFrame label={t('products.photos.file')}>
          {(control) => <input ref={file} type="file" name="file" accept={ACCEPT} onChange={() => setFailed(null)} {...control} />}
        </FieldFrame>
        <SmallButton type="submit" disabled={busy || (data?.photos.length ?? 0) >= PHOTO_LIMITS.perProduct} aria-busy={busy}>
          {t('products.photos.upload')}
        </SmallButton>
      </Upload>
      <Announce message={failed} tone="error" />
      <Announce message={notice} />
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : data.photos.length === 0 ? (
        <p>{t('products.photos.none')}</p>
      ) : (
        <List aria-label={t('products.photos.listLabel', { name })}>
          {data.photos.map((photo, index) => (
            <PhotoItem
              key={`${photo.id}:${photo.alt_fr}:${photo.alt_en}`}
              photo={photo}
              index={index}
              count={data.photos.length}
              busy={busy}
              onMove={move}
              onAlt={(target, alt) => void run(() => api.updatePhoto(productId, target.id, alt), 'products.photos.altSaved', 'products.photos.errors.failed')}
              onDelete={setDoomed}
            />
          ))}
        </List>
      )}
      <Modal open={doomed !== null} title={t('products.photos.confirmTitle')} closeLabel={t('app.close')} onClose={() => setDoomed(null)}>
        <p>{t('products.photos.confirmText')}</p>
        {doomed && <img src={doomed.thumb} alt="" width={96} height={96} />}
        <Actions>
          <SmallButton
            type="button"
            disabled={busy}
            aria-busy={busy}
            onClick={() => {
              const target = doomed!;
              setDoomed(null);
              void run(() => api.deletePhoto(productId, target.id), 'products.photos.deleted', 'products.photos.errors.failed');
            }}
          >
            {t('products.photos.confirm')}
          </SmallButton>
          <SmallButton type="button" $variant="secondary" onClick={() => setDoomed(null)}>
            {t('app.cancel')}
          </SmallButton>
        </Actions>
      </Modal>
    </Panel>
  );
}
